import path from 'node:path';
import type { OverlayOptions } from 'sharp';
import { loadSharp } from '../media/encode.ts';
import { OG_HEIGHT, OG_WIDTH, type OgCard } from './card.ts';
import { LOGO, cardBackground } from './template.ts';
import { escapeHtml } from '../../escape-html.ts';

// Static instances of the site's two typefaces, full Latin (any title can
// be set, not only the site's copy): made by scripts/dev/subset-fonts.sh.
// Read from the project directory, which production runs from (Dockerfile).
const FONT_DIR = path.resolve(process.cwd(), 'src/assets/fonts/og');
const DISPLAY = { file: path.join(FONT_DIR, 'plus-jakarta-sans-800.ttf'), name: 'Plus Jakarta Sans ExtraBold' };
const TEXT = { file: path.join(FONT_DIR, 'inter-600.ttf'), name: 'Inter SemiBold' };

const TEXT_LEFT = 80;
const TITLE_TOP = 250;
const TITLE_WIDTH = 1000;
/** Three lines at 72 px, four at 56 px; longer titles step down in size, then are shortened. */
const TITLE_MAX_HEIGHT = 270;
const TITLE_SIZES = [72, 64, 56, 48];
const TITLE_MAX_CHARS = 140;

async function setText(
  text: string,
  font: { file: string; name: string },
  size: number,
  colour: string,
  opts: { width?: number; letterSpacing?: number } = {},
) {
  const spacing = opts.letterSpacing ? ` letter_spacing="${Math.round(opts.letterSpacing * 1024)}"` : '';
  const { data, info } = await (
    await loadSharp()
  )({
    text: {
      text: `<span foreground="${colour}"${spacing}>${escapeHtml(text)}</span>`,
      font: `${font.name} ${size}`,
      fontfile: font.file,
      width: opts.width,
      rgba: true,
      dpi: 72,
      wrap: 'word-char',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The title at the largest size that keeps it within three lines (shortened if even the smallest does not). */
async function setTitle(title: string) {
  const text = title.length > TITLE_MAX_CHARS ? `${title.slice(0, TITLE_MAX_CHARS - 1).trimEnd()}…` : title;
  for (const size of TITLE_SIZES) {
    const set = await setText(text, DISPLAY, size, '#ffffff', { width: TITLE_WIDTH });
    if (set.height <= TITLE_MAX_HEIGHT) return set;
  }
  const smallest = TITLE_SIZES[TITLE_SIZES.length - 1]!;
  return setText(`${text.slice(0, 90).trimEnd()}…`, DISPLAY, smallest, '#ffffff', { width: TITLE_WIDTH });
}

/** Draws the 1200×630 share card as a PNG: artwork, brand, label, title and host. */
export async function renderOgImage(card: OgCard): Promise<Buffer> {
  const [brand, label, title, host] = await Promise.all([
    setText(card.brand, TEXT, 34, '#ffffff'),
    card.label ? setText(card.label.toUpperCase(), TEXT, 26, '#efc64d', { letterSpacing: 2.5, width: TITLE_WIDTH }) : null,
    setTitle(card.title),
    setText(card.host, TEXT, 26, '#c3d0e6'),
  ]);
  const layers: OverlayOptions[] = [
    { input: brand.data, left: LOGO.x + LOGO.size + 20, top: Math.round(LOGO.y + (LOGO.size - brand.height) / 2) },
    { input: title.data, left: TEXT_LEFT, top: TITLE_TOP },
    { input: host.data, left: TEXT_LEFT + 96 + 24, top: Math.round(570 - host.height / 2) },
  ];
  if (label) layers.push({ input: label.data, left: TEXT_LEFT, top: TITLE_TOP - label.height - 22 });
  return (await loadSharp())(Buffer.from(cardBackground()))
    .resize(OG_WIDTH, OG_HEIGHT)
    .composite(layers)
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}
