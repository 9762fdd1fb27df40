// Checks an upload by its bytes, not its name or the browser's claimed type.
export const ALLOWED_ATTACHMENT_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt', '.png', '.jpg', '.jpeg'] as const;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_RULE = 'Attach one PDF, Word (.doc or .docx), text (.txt), PNG or JPEG file of up to 10 MB.';

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

const startsWith = (b: Uint8Array, sig: number[]) => sig.every((v, i) => b[i] === v);

function isUtf8Text(b: Uint8Array): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(b);
    // Control characters other than tab, newline, carriage return and form feed mean binary.
    return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text);
  } catch {
    return false;
  }
}

const u16 = (b: Uint8Array, o: number) => (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, o: number) => (u16(b, o) | (u16(b, o + 2) << 16)) >>> 0;

/** Most a .docx may expand to, by its own ZIP directory: a long report with images is a few tens of MB. */
export const MAX_DOCX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;

export interface ZipEntry {
  name: string;
  compressedSize: number;
  /** As the central directory declares it; 0xFFFFFFFF means the real size is in a ZIP64 record. */
  uncompressedSize: number;
}

/**
 * The entries of a ZIP's central directory (found from the end-of-central-
 * directory record), or null when the bytes are not a well-formed ZIP.
 */
export function zipEntries(b: Uint8Array): ZipEntry[] | null {
  const minEnd = Math.max(0, b.length - 22 - 65_535);
  let end = -1;
  for (let i = b.length - 22; i >= minEnd; i--) {
    if (b[i] === 0x50 && b[i + 1] === 0x4b && b[i + 2] === 0x05 && b[i + 3] === 0x06) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = u16(b, end + 10);
  let p = u32(b, end + 16);
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder('utf-8');
  for (let n = 0; n < count; n++) {
    if (p + 46 > b.length || u32(b, p) !== 0x02014b50) return null;
    const nameLength = u16(b, p + 28);
    const skip = 46 + nameLength + u16(b, p + 30) + u16(b, p + 32);
    if (p + skip > b.length) return null;
    entries.push({
      name: decoder.decode(b.subarray(p + 46, p + 46 + nameLength)),
      compressedSize: u32(b, p + 20),
      uncompressedSize: u32(b, p + 24),
    });
    p += skip;
  }
  return entries;
}

/** The file names in a ZIP's central directory, or null when the bytes are not a well-formed ZIP. */
export function zipEntryNames(b: Uint8Array): string[] | null {
  return zipEntries(b)?.map((e) => e.name) ?? null;
}

/**
 * A ZIP that would expand past the bound (a "zip bomb"), by the sizes its
 * directory declares. ZIP64 sizes (0xFFFFFFFF, 4 GB and over) count as over.
 */
export function zipExpandsTooFar(entries: ZipEntry[], bound = MAX_DOCX_UNCOMPRESSED_BYTES): boolean {
  let total = 0;
  for (const e of entries) {
    if (e.uncompressedSize === 0xffffffff || e.compressedSize === 0xffffffff) return true;
    total += e.uncompressedSize;
    if (total > bound) return true;
  }
  return false;
}

/** A Word document: a ZIP holding the OOXML content types and word/document.xml, of a sane expanded size. */
function isDocx(b: Uint8Array): boolean {
  if (!(b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04)) return false;
  const entries = zipEntries(b);
  if (entries === null) return false;
  const names = entries.map((e) => e.name);
  return names.includes('[Content_Types].xml') && names.includes('word/document.xml') && !zipExpandsTooFar(entries);
}

const SIGNATURES: Record<string, (b: Uint8Array) => boolean> = {
  '.pdf': (b) => startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d]), // %PDF-
  '.doc': (b) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), // OLE2 compound file
  '.docx': isDocx,
  '.txt': isUtf8Text,
  '.png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  '.jpg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  '.jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
};

export function extensionOf(filename: string): string {
  const m = /\.[a-z0-9]+$/i.exec(filename.trim());
  return m ? m[0].toLowerCase() : '';
}

/** A display-safe version of an uploaded file's name. */
export function sanitiseFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? 'attachment';
  const cleaned = base
    .normalize('NFKC')
    .replace(/[^\w.\- ()]+/g, '_')
    .replace(/^\.+/, '')
    .slice(-120);
  return cleaned || 'attachment';
}

export type AttachmentCheck = { ok: true; extension: string; contentType: string } | { ok: false; message: string };

export function checkAttachment(filename: string, bytes: Uint8Array): AttachmentCheck {
  const extension = extensionOf(filename);
  if (!(ALLOWED_ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)) {
    return { ok: false, message: `That file type is not accepted. ${ATTACHMENT_RULE}` };
  }
  if (bytes.byteLength === 0) return { ok: false, message: `The file is empty. ${ATTACHMENT_RULE}` };
  if (bytes.byteLength > MAX_ATTACHMENT_BYTES) return { ok: false, message: `The file is larger than 10 MB. ${ATTACHMENT_RULE}` };
  if (extension === '.docx') {
    const entries = zipEntries(bytes);
    if (entries && zipExpandsTooFar(entries)) {
      return {
        ok: false,
        message: `That Word document would expand to more than 100 MB when opened, so it cannot be accepted. ${ATTACHMENT_RULE}`,
      };
    }
  }
  if (!SIGNATURES[extension]!(bytes)) {
    return { ok: false, message: `The file's contents do not match its ${extension} extension. ${ATTACHMENT_RULE}` };
  }
  return { ok: true, extension, contentType: CONTENT_TYPES[extension]! };
}
