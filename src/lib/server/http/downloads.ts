// Responses for staff downloads: never cached, never sniffed, and an
// uploaded file is always an attachment in a sandbox, never rendered.
import { csvFilename } from '../../csv.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

export function csvResponse(body: string, name: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      ...PRIVATE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFilename(name)}"`,
    },
  });
}

/** Only a well-formed MIME type goes back out; anything else is opaque bytes. */
export function safeContentType(stored: string): string {
  return /^[a-z0-9][\w.+-]*\/[\w.+-]+(?:;\s*charset=[\w-]+)?$/i.test(stored.trim()) ? stored.trim() : 'application/octet-stream';
}

/** RFC 6266 Content-Disposition with an ASCII fallback and an RFC 5987 UTF-8 name. */
export function attachmentDisposition(filename: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f"\\;]+/g, '_')
    .trim()
    .slice(-150);
  const name = base && !/^\.+$/.test(base) ? base : 'attachment';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function attachmentResponse(row: { data: Uint8Array; content_type: string; filename: string }): Response {
  const bytes = new Uint8Array(row.data);
  return new Response(bytes, {
    status: 200,
    headers: {
      ...PRIVATE,
      'Content-Type': safeContentType(row.content_type),
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': attachmentDisposition(row.filename),
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}
