// Reads a picture's type and pixel size from its first bytes, without decoding it (the
// image-size package): the upload check refuses a 40,000 × 40,000 PNG (or a decompression bomb
// in any format) before sharp ever allocates pixels. The name and the browser's claimed type are
// never consulted, and of everything image-size knows only these four formats are accepted.
import { imageSize } from 'image-size';

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/avif';

export interface ImageHeader {
  mime: ImageMime;
  width: number;
  height: number;
}

/** image-size's type names (an AVIF is the HEIF container with the 'avif' brand) → the accepted types. */
const MIME_BY_TYPE: Record<string, ImageMime> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** The picture's type and size by its bytes, or null when it is none of PNG, JPEG, WebP or AVIF (or unreadable). */
export function probeImage(bytes: Uint8Array): ImageHeader | null {
  // image-size reads through a DataView over the view's whole ArrayBuffer, so a view that is part
  // of a larger buffer (Node's pooled Buffers) is copied first: bytes past its end must not count.
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(own);
  } catch {
    return null; // not a picture image-size recognises, or a damaged header
  }
  const mime = size.type ? MIME_BY_TYPE[size.type] : undefined;
  const { width, height } = size;
  return mime && width > 0 && height > 0 ? { mime, width, height } : null;
}

export const EXTENSION_BY_MIME: Record<ImageMime, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/avif': 'avif',
};
