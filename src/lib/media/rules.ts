// The media library's limits, written once: the upload check enforces them,
// the admin page states them, the picker repeats them.
import { probeImage, type ImageHeader } from './image-probe.ts';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** 40 megapixels decode to 160 MB of RGBA: the most one upload may cost in memory. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 12_000;
export const IMAGE_RULE =
  'Upload a PNG, JPEG, WebP or AVIF picture of up to 10 MB and 40 megapixels (12,000 pixels a side at most).';

export const ALT_MAX = 300;
export const TITLE_MAX = 120;

/**
 * Responsive widths; a picture is never enlarged, so a narrow one gets fewer. 720 is a full-width
 * picture on a common phone (380 CSS px at 1.75x, as Lighthouse emulates; 343 at 2x): without it
 * those phones fetch the 960, 1.8 times the pixels, and on slow 4G the page's largest paint waits.
 */
export const VARIANT_WIDTHS = [320, 640, 720, 960, 1280, 1920] as const;
const WIDEST = 1920;
/**
 * The kept original is at most this many pixels on its longer side: twice the widest variant,
 * enough to make new sizes later, and it bounds the time and bytes one upload costs.
 */
export const ORIGINAL_MAX_SIDE = 3840;
/** The JPEG fallback (old browsers, RSS, og:image) is made at one width only. */
export const FALLBACK_WIDTH = 1280;

export type ImageCheck = { ok: true; header: ImageHeader } | { ok: false; message: string };

export function checkImageUpload(bytes: Uint8Array): ImageCheck {
  if (bytes.byteLength === 0) return { ok: false, message: `The file is empty. ${IMAGE_RULE}` };
  if (bytes.byteLength > MAX_IMAGE_BYTES) return { ok: false, message: `The file is larger than 10 MB. ${IMAGE_RULE}` };
  const header = probeImage(bytes);
  if (!header) {
    const svg = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(new TextDecoder().decode(bytes.subarray(0, 1024)));
    const what = svg
      ? 'SVG drawings are not accepted (they can carry scripts).'
      : 'That file is not a PNG, JPEG, WebP or AVIF picture.';
    return { ok: false, message: `${what} ${IMAGE_RULE}` };
  }
  const { width, height } = header;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    return {
      ok: false,
      message: `The picture is ${width.toLocaleString('en-GB')} × ${height.toLocaleString('en-GB')} pixels, too large to process. ${IMAGE_RULE}`,
    };
  }
  return { ok: true, header };
}

/** The widths to make for a picture `width` pixels wide: the standard ones below it, and its own width when narrower than the widest. */
export function variantWidths(width: number): number[] {
  const below = VARIANT_WIDTHS.filter((w) => w < width);
  const top = Math.min(width, WIDEST);
  return [...new Set([...below, top])].sort((a, b) => a - b);
}

export function fallbackWidth(width: number): number {
  return Math.min(width, FALLBACK_WIDTH);
}
