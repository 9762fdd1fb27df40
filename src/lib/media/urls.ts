// Content-addressed variant URLs: /media/<first 16 hex of the original's
// SHA-256>-<width>.<ext>. A new picture gets a new address, so each can be
// cached for a year, immutable.
export type VariantFormat = 'avif' | 'webp' | 'jpeg';

export const FORMAT_EXT: Record<VariantFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
export const FORMAT_MIME: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };
export const SHA_PREFIX_LENGTH = 16;

export function variantUrl(sha256: string, width: number, format: VariantFormat): string {
  return `/media/${sha256.slice(0, SHA_PREFIX_LENGTH)}-${width}.${FORMAT_EXT[format]}`;
}

export interface VariantAddress {
  shaPrefix: string;
  width: number;
  format: VariantFormat;
}

const PATH = /^\/media\/([0-9a-f]{16})-([1-9][0-9]{0,4})\.(avif|webp|jpg)$/;

export function parseVariantPath(pathname: string): VariantAddress | null {
  const m = PATH.exec(pathname);
  if (!m) return null;
  const format = m[3] === 'jpg' ? 'jpeg' : (m[3] as VariantFormat);
  return { shaPrefix: m[1]!, width: Number(m[2]), format };
}

/** True for a URL the post sanitiser may keep in an <img src>: one of our variants. */
export function isMediaUrl(src: string): boolean {
  return parseVariantPath(src) !== null;
}
