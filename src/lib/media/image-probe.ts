// Reads a picture's type and pixel size from its first bytes, without
// decoding it: the upload check refuses a 40,000 × 40,000 PNG (or a
// decompression bomb in any format) before sharp ever allocates pixels.
// The name and the browser's claimed type are never consulted.
// Kept rather than the image-size package: on a damaged 10 MB JPEG (a marker, then zeros) that
// package resyncs byte by byte and held the event loop for 3–5 s where this takes under 1 ms;
// sharp's metadata cannot size a header alone and parses SVG. Figures in docs/libraries.md.

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/avif';

export interface ImageHeader {
  mime: ImageMime;
  width: number;
  height: number;
}

const be16 = (b: Uint8Array, o: number) => ((b[o] ?? 0) << 8) | (b[o + 1] ?? 0);
const be32 = (b: Uint8Array, o: number) => ((be16(b, o) << 16) | be16(b, o + 2)) >>> 0;
const le16 = (b: Uint8Array, o: number) => (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8);
const le24 = (b: Uint8Array, o: number) => le16(b, o) | ((b[o + 2] ?? 0) << 16);
const ascii = (b: Uint8Array, o: number, n: number) => String.fromCharCode(...b.subarray(o, o + n));

function png(b: Uint8Array): ImageHeader | null {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!sig.every((v, i) => b[i] === v) || ascii(b, 12, 4) !== 'IHDR') return null;
  return { mime: 'image/png', width: be32(b, 16), height: be32(b, 20) };
}

// SOF0–SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) do not.
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpeg(b: Uint8Array): ImageHeader | null {
  if (!(b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff)) return null;
  let p = 2;
  while (p + 4 <= b.length) {
    if (b[p] !== 0xff) return null;
    const marker = b[p + 1]!;
    if (marker === 0xff) {
      p++; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      p += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // image data before any frame header
    const length = be16(b, p + 2);
    if (isSof(marker)) {
      if (p + 9 > b.length) return null;
      return { mime: 'image/jpeg', height: be16(b, p + 5), width: be16(b, p + 7) };
    }
    p += 2 + length;
  }
  return null;
}

function webp(b: Uint8Array): ImageHeader | null {
  if (ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ' && b.length >= 30)
    return { mime: 'image/webp', width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff };
  if (chunk === 'VP8L' && b.length >= 25 && b[20] === 0x2f) {
    const [b0, b1, b2, b3] = [b[21]!, b[22]!, b[23]!, b[24]!];
    return {
      mime: 'image/webp',
      width: 1 + (b0 | ((b1 & 0x3f) << 8)),
      height: 1 + ((b1 >> 6) | (b2 << 2) | ((b3 & 0x0f) << 10)),
    };
  }
  if (chunk === 'VP8X' && b.length >= 30) return { mime: 'image/webp', width: 1 + le24(b, 24), height: 1 + le24(b, 27) };
  return null;
}

/** AVIF: an ISO-BMFF 'ftyp' naming avif/avis; the size is the largest 'ispe' (image spatial extent) box. */
function avif(b: Uint8Array): ImageHeader | null {
  if (ascii(b, 4, 4) !== 'ftyp') return null;
  const ftypEnd = Math.min(b.length, be32(b, 0));
  let brand = false;
  for (let o = 8; o + 4 <= ftypEnd; o += 4) if (/^avi[fs]$/.test(ascii(b, o, 4))) brand = true;
  if (!brand) return null;
  let width = 0;
  let height = 0;
  // The item properties sit in the 'meta' box near the start; 64 KB is ample.
  const end = Math.min(b.length - 16, 65_536);
  for (let o = 0; o < end; o++) {
    if (b[o] === 0x69 && ascii(b, o, 4) === 'ispe') {
      width = Math.max(width, be32(b, o + 8));
      height = Math.max(height, be32(b, o + 12));
    }
  }
  return width && height ? { mime: 'image/avif', width, height } : null;
}

/** The picture's type and size by its bytes, or null when it is none of PNG, JPEG, WebP or AVIF (or unreadable). */
export function probeImage(bytes: Uint8Array): ImageHeader | null {
  const found = png(bytes) ?? jpeg(bytes) ?? webp(bytes) ?? avif(bytes);
  return found && found.width > 0 && found.height > 0 ? found : null;
}

export const EXTENSION_BY_MIME: Record<ImageMime, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/avif': 'avif',
};
