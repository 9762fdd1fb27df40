import type { ReactNode } from 'react';

// The hero illustrations' shared frame and palette (src/styles/theme.css),
// drawn for the dark hero: navy panels, mustard accents. Plain SVG in the
// HTML: no requests, no JavaScript, a fixed 4:3 box so nothing shifts.
export const C = {
  panel: '#131e36', // navy-900
  panelHi: '#1b2a4b', // navy-800
  line: '#243761', // navy-700
  muted: '#3c5891', // navy-500
  soft: '#5d79ae', // navy-400
  pale: '#93a9cf', // navy-300
  accent: '#e8b126', // mustard-400
  accentHi: '#efc64d', // mustard-300
  white: '#ffffff',
} as const;

/** Decorative: the hero's text carries the meaning, so screen readers skip it. */
export function Art({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 480 360" aria-hidden="true" focusable="false" className="block w-full">
      {children}
    </svg>
  );
}

/** A window: rounded panel with a title bar and three dots. */
export function Window({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx="14" fill={C.panel} stroke={C.line} strokeWidth="2" />
      <path d={`M${x} ${y + 30}h${w}`} stroke={C.line} strokeWidth="2" />
      <circle cx={x + 18} cy={y + 15} r="4" fill={C.muted} />
      <circle cx={x + 32} cy={y + 15} r="4" fill={C.muted} />
      <circle cx={x + 46} cy={y + 15} r="4" fill={C.accent} />
    </g>
  );
}

/** A line of text drawn as a rounded bar. */
export function Bar({ x, y, w, h = 8, fill = C.line }: { x: number; y: number; w: number; h?: number; fill?: string }) {
  return <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={fill} />;
}
