// The sharp work: a clean original on upload (orientation applied, EXIF,
// GPS, XMP and ICC comments dropped by re-encoding) and the responsive
// variants later. Every decode is bounded by limitInputPixels, a second
// guard after the header check in src/lib/media/rules.ts.
import sharp, { type Sharp } from 'sharp';
import { MAX_IMAGE_PIXELS, fallbackWidth, variantWidths } from '../../media/rules.ts';
import type { ImageMime } from '../../media/image-probe.ts';
import type { VariantFormat } from '../../media/urls.ts';

// libvips' own thread pool would take both cores; one keeps the site responsive.
sharp.concurrency(1);
// Decoded tiles are not reused across uploads: no point holding the memory.
sharp.cache(false);

const input = (bytes: Uint8Array) => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });

export interface CleanOriginal {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** Re-encodes the upload in its own format with no metadata; the orientation EXIF asked for is applied to the pixels. */
export async function cleanOriginal(bytes: Uint8Array, mime: ImageMime): Promise<CleanOriginal> {
  let pipeline = input(bytes).rotate();
  if (mime === 'image/png') pipeline = pipeline.png({ compressionLevel: 8 });
  else if (mime === 'image/webp') pipeline = pipeline.webp({ quality: 90 });
  else if (mime === 'image/avif') pipeline = pipeline.avif({ quality: 70, effort: 3 });
  else pipeline = pipeline.jpeg({ quality: 90, mozjpeg: true });
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

export interface EncodedVariant {
  format: VariantFormat;
  width: number;
  height: number;
  bytes: Uint8Array;
}

const ENCODERS: Record<VariantFormat, (s: Sharp) => Sharp> = {
  // effort 2 of 9: AVIF at higher effort costs seconds per width for a few per cent.
  avif: (s) => s.avif({ quality: 55, effort: 2 }),
  webp: (s) => s.webp({ quality: 78, effort: 4 }),
  // The fallback has no alpha channel: transparent areas become white.
  jpeg: (s) => s.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true, progressive: true }),
};

/** The variants a clean original of this width gets: AVIF and WebP at each width, one JPEG fallback. */
export function plannedVariants(width: number): { format: VariantFormat; width: number }[] {
  const widths = variantWidths(width);
  return [
    ...widths.map((w) => ({ format: 'avif' as const, width: w })),
    ...widths.map((w) => ({ format: 'webp' as const, width: w })),
    { format: 'jpeg' as const, width: fallbackWidth(width) },
  ];
}

/** One variant (never wider than the original); called once per planned variant so each job is short. */
export async function encodeVariant(original: Uint8Array, format: VariantFormat, width: number): Promise<EncodedVariant> {
  const pipeline = ENCODERS[format](input(original).resize({ width, withoutEnlargement: true }));
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { format, width, height: info.height, bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}
