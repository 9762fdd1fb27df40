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

/**
 * The file names in a ZIP's central directory (found from the end-of-central-
 * directory record), or null when the bytes are not a well-formed ZIP.
 */
export function zipEntryNames(b: Uint8Array): string[] | null {
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
  const names: string[] = [];
  const decoder = new TextDecoder('utf-8');
  for (let n = 0; n < count; n++) {
    if (p + 46 > b.length || u32(b, p) !== 0x02014b50) return null;
    const nameLength = u16(b, p + 28);
    const skip = 46 + nameLength + u16(b, p + 30) + u16(b, p + 32);
    if (p + skip > b.length) return null;
    names.push(decoder.decode(b.subarray(p + 46, p + 46 + nameLength)));
    p += skip;
  }
  return names;
}

/** A Word document: a ZIP holding the OOXML content types and word/document.xml. */
function isDocx(b: Uint8Array): boolean {
  if (!(b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04)) return false;
  const names = zipEntryNames(b);
  return names !== null && names.includes('[Content_Types].xml') && names.includes('word/document.xml');
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
  const cleaned = base.normalize('NFKC').replace(/[^\w.\- ()]+/g, '_').replace(/^\.+/, '').slice(-120);
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
  if (!SIGNATURES[extension]!(bytes)) {
    return { ok: false, message: `The file's contents do not match its ${extension} extension. ${ATTACHMENT_RULE}` };
  }
  return { ok: true, extension, contentType: CONTENT_TYPES[extension]! };
}
