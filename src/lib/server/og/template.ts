import { OG_HEIGHT, OG_WIDTH } from './card.ts';

// The card's fixed artwork as SVG (no text: librsvg would need the fonts
// installed system-wide; the text is set by Pango with the bundled files and
// laid on top, see render.ts). Colours are the site's palette
// (src/styles/theme.css): navy-950 ground, mustard-400 accent, navy-800 lines.
const NAVY_950 = '#0b1222';
const NAVY_900 = '#131e36';
const NAVY_800 = '#1b2a4b';
const MUSTARD_400 = '#e8b126';

/** The logo mark of src/components/Logo.tsx, scaled from its 32-unit box. */
function logoMark(x: number, y: number, size: number): string {
  const s = size / 32;
  return `<g transform="translate(${x} ${y}) scale(${s})">
  <rect width="32" height="32" rx="8" fill="${NAVY_900}" stroke="${NAVY_800}" stroke-width="0.75"/>
  <circle cx="16" cy="16" r="7" fill="none" stroke="${MUSTARD_400}" stroke-width="2.5"/>
  <path d="M16 5v22M5 16h22M8.2 8.2l15.6 15.6M23.8 8.2 8.2 23.8" stroke="${MUSTARD_400}" stroke-width="2"/>
  <circle cx="16" cy="16" r="2.5" fill="#fff"/>
</g>`;
}

/** A large, faint mill wheel bleeding off the right edge: brand, not decoration to read. */
function millWheel(cx: number, cy: number, r: number): string {
  const spokes = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const x = (cx + Math.cos(a) * r).toFixed(1);
    const y = (cy + Math.sin(a) * r).toFixed(1);
    return `M${cx} ${cy}L${x} ${y}`;
  }).join('');
  return `<g fill="none" stroke="${NAVY_800}" stroke-width="6" opacity="0.6">
  <circle cx="${cx}" cy="${cy}" r="${r}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}"/>
  <path d="${spokes}"/></g>`;
}

export const LOGO = { x: 80, y: 64, size: 64 };

export function cardBackground(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<defs><radialGradient id="glow" cx="1" cy="0" r="0.9"><stop offset="0" stop-color="${MUSTARD_400}" stop-opacity="0.3"/><stop offset="0.6" stop-color="${MUSTARD_400}" stop-opacity="0"/></radialGradient></defs>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${NAVY_950}"/>
${millWheel(1130, 560, 300)}
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#glow)"/>
${logoMark(LOGO.x, LOGO.y, LOGO.size)}
<rect x="80" y="566" width="96" height="8" rx="4" fill="${MUSTARD_400}"/>
</svg>`;
}
