// Prints the metric-matched fallback @font-face rules for src/styles/theme.css
// (`node scripts/dev/font-fallback-metrics.ts`), computed from the font files
// themselves so a swap from the fallback to the web font moves nothing:
//
// - each web font is instanced at the weight a fallback face stands in for
//   (fontTools' instancer; the subsets are variable fonts, whose default
//   instance says nothing about bold widths);
// - its average character width is Capsize's: advance widths weighted by how
//   often each letter occurs in English text (@capsizecss/unpack), the same
//   for Liberation Sans, which has Arial's metrics glyph for glyph;
// - size-adjust scales the fallback to the web font's average width, and the
//   ascent, descent and line-gap overrides are the web font's hhea metrics
//   divided by that scale (the overrides apply to the adjusted size).
// Needs fontTools (apt-get install python3-fonttools) and fonts-liberation.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fromBuffer } from '@capsizecss/unpack';
import { fallbackFaceCss, fallbackOverrides, type FontMetrics } from './font-fallback.ts';

const PY = process.env.PYTHON ?? '/usr/bin/python3';
const LIBERATION = '/usr/share/fonts/truetype/liberation';
const tmp = mkdtempSync(path.join(tmpdir(), 'font-metrics-'));

async function metrics(file: string, weight?: number): Promise<FontMetrics> {
  let data = readFileSync(file);
  if (weight !== undefined) {
    const out = path.join(tmp, `${path.basename(file)}-${weight}.ttf`);
    execFileSync(PY, [
      '-c',
      `import sys
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer
f = instancer.instantiateVariableFont(TTFont(sys.argv[1]), {'wght': int(sys.argv[2])})
f.flavor = None
f.save(sys.argv[3])`,
      file,
      String(weight),
      out,
    ]);
    data = readFileSync(out);
  }
  const m = await fromBuffer(data);
  return { unitsPerEm: m.unitsPerEm, ascent: m.ascent, descent: m.descent, lineGap: m.lineGap, xWidthAvg: m.xWidthAvg };
}

const arial = {
  regular: {
    name: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans')",
    file: 'LiberationSans-Regular.ttf',
  },
  bold: {
    name: "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('LiberationSans-Bold')",
    file: 'LiberationSans-Bold.ttf',
  },
};

/** Fallback faces: the weight range each covers, the web font instance it matches, and which Arial stands in. */
const FACES = [
  { family: 'Inter Fallback', file: 'inter-subset.woff2', range: '100 449', weight: 400, arial: arial.regular },
  { family: 'Inter Fallback', file: 'inter-subset.woff2', range: '450 549', weight: 500, arial: arial.regular },
  { family: 'Inter Fallback', file: 'inter-subset.woff2', range: '550 649', weight: 600, arial: arial.bold },
  { family: 'Inter Fallback', file: 'inter-subset.woff2', range: '650 900', weight: 700, arial: arial.bold },
  {
    family: 'Plus Jakarta Sans Fallback',
    file: 'plus-jakarta-sans-subset.woff2',
    range: '100 749',
    weight: 700,
    arial: arial.bold,
  },
  {
    family: 'Plus Jakarta Sans Fallback',
    file: 'plus-jakarta-sans-subset.woff2',
    range: '750 900',
    weight: 800,
    arial: arial.bold,
  },
];

for (const face of FACES) {
  const web = await metrics(path.join('src/assets/fonts', face.file), face.weight);
  const fallback = await metrics(path.join(LIBERATION, face.arial.file));
  console.log(fallbackFaceCss(face.family, face.range, face.arial.name, fallbackOverrides(web, fallback)));
}
