// The sharp work: a clean original on upload (orientation applied, EXIF,
// GPS, XMP and ICC comments dropped by re-encoding) and the responsive
// variants later. Every decode is bounded by limitInputPixels, a second
// guard after the header check in src/lib/media/rules.ts.
import type { Sharp } from 'sharp';
import { MAX_IMAGE_PIXELS, ORIGINAL_MAX_SIDE, fallbackWidth, variantWidths } from '../../media/rules.ts';
import type { ImageMime } from '../../media/image-probe.ts';
import type { VariantFormat } from '../../media/urls.ts';

type SharpModule = typeof import('sharp').default;
let sharpModule: Promise<SharpModule> | undefined;

/**
 * sharp (libvips) is loaded on the first image job, not at start: most processes never touch an
 * image, and the native library costs tens of MB of idle memory.
 */
export function loadSharp(): Promise<SharpModule> {
  sharpModule ??= import('sharp').then((m) => {
    const sharp = m.default;
    // libvips' own thread pool would take both cores; one keeps the site responsive.
    sharp.concurrency(1);
    // Decoded tiles are not reused across uploads: no point holding the memory.
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

const input = async (bytes: Uint8Array) => (await loadSharp())(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });

export interface CleanOriginal {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/**
 * Re-encodes the upload in its own format with no metadata; the orientation EXIF asked for is
 * applied to the pixels, and a camera-sized picture is brought down to ORIGINAL_MAX_SIDE.
 */
export async function cleanOriginal(bytes: Uint8Array, mime: ImageMime): Promise<CleanOriginal> {
  let pipeline = (await input(bytes))
    .rotate()
    .resize({ width: ORIGINAL_MAX_SIDE, height: ORIGINAL_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  if (mime === 'image/png') pipeline = pipeline.png({ compressionLevel: 8 });
  else if (mime === 'image/webp') pipeline = pipeline.webp({ quality: 90 });
  // Effort 1: a 3840 px AVIF original encodes in a few seconds, not tens (the uploader is waiting).
  else if (mime === 'image/avif') pipeline = pipeline.avif({ quality: 70, effort: 1 });
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
  // effort 2 of 9: AVIF at higher effort costs seconds per width for a few per cent. Quality 50,
  // not 55: 17% fewer bytes with no difference visible at 2x zoom; the bench photo's 720 px hero
  // then arrives in one round trip of Lighthouse's slow 4G, not two (its LCP 1202 -> 1053 ms).
  avif: (s) => s.avif({ quality: 50, effort: 2 }),
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

/** The original's pixels, decoded once for all its variants (an AVIF decode costs as much as an encode). At most ORIGINAL_MAX_SIDE², about 44 MB. */
export interface DecodedOriginal {
  pixels: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

export async function decodeOriginal(original: Uint8Array): Promise<DecodedOriginal> {
  const { data, info } = await (await input(original)).raw().toBuffer({ resolveWithObject: true });
  return { pixels: data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

/** One variant (never wider than the original); called once per planned variant so each job is short. */
export async function encodeVariant(original: DecodedOriginal, format: VariantFormat, width: number): Promise<EncodedVariant> {
  const source = (await loadSharp())(original.pixels, { raw: original.raw });
  const pipeline = ENCODERS[format](source.resize({ width, withoutEnlargement: true }));
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { format, width, height: info.height, bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}
