// The arithmetic of a metric-matched fallback face (see font-fallback-metrics.ts).

export interface FontMetrics {
  unitsPerEm: number;
  /** hhea ascender, font units (positive). */
  ascent: number;
  /** hhea descender, font units (negative, as stored). */
  descent: number;
  lineGap: number;
  /** Average advance width of English text, font units. */
  xWidthAvg: number;
}

export interface FallbackOverrides {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

const pct = (n: number) => `${(Math.round(n * 10000) / 100).toFixed(2)}%`;

/**
 * size-adjust makes the fallback's average width the web font's; the
 * overrides then put its ascent, descent and line gap where the web font's
 * are, relative to the adjusted size (CSS applies them after size-adjust).
 */
export function fallbackOverrides(web: FontMetrics, fallback: FontMetrics): FallbackOverrides {
  const scale = web.xWidthAvg / web.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  return {
    sizeAdjust: pct(scale),
    ascentOverride: pct(web.ascent / web.unitsPerEm / scale),
    descentOverride: pct(Math.abs(web.descent) / web.unitsPerEm / scale),
    lineGapOverride: pct(web.lineGap / web.unitsPerEm / scale),
  };
}

export function fallbackFaceCss(family: string, weightRange: string, src: string, o: FallbackOverrides): string {
  return `@font-face {
  font-family: '${family}';
  font-weight: ${weightRange};
  src: ${src};
  size-adjust: ${o.sizeAdjust};
  ascent-override: ${o.ascentOverride};
  descent-override: ${o.descentOverride};
  line-gap-override: ${o.lineGapOverride};
}`;
}
