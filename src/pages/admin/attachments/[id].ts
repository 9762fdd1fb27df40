import type { APIRoute } from 'astro';
import { getRuntime } from '../../../lib/server/runtime.ts';
import { validateSessionToken } from '../../../lib/server/auth/sessions.ts';
import { readSessionCookie } from '../../../lib/server/auth/cookies.ts';
import { getAttachment } from '../../../lib/server/repositories/enquiries.ts';
import { writeAudit } from '../../../lib/server/repositories/audit.ts';

// An enquiry's uploaded file, for signed-in staff only. It is always a
// download, never rendered by the browser: the bytes came from a stranger.

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

function plain(status: number, message: string): Response {
  return new Response(message, { status, headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** Only a well-formed MIME type goes back out; anything else is opaque bytes. */
function safeContentType(stored: string): string {
  return /^[a-z0-9][\w.+-]*\/[\w.+-]+(?:;\s*charset=[\w-]+)?$/i.test(stored.trim()) ? stored.trim() : 'application/octet-stream';
}

/** RFC 6266 Content-Disposition with an ASCII fallback and an RFC 5987 UTF-8 name. */
function attachmentDisposition(filename: string): string {
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

export const GET: APIRoute = async (context) => {
  const { config, database, logger } = getRuntime();
  const session = context.locals.staff ? await validateSessionToken(database.db, readSessionCookie(context.cookies, config)) : null;
  if (!session) return plain(401, 'Sign in to download attachments.');

  const id = context.params.id ?? '';
  if (!/^[\w-]{1,64}$/.test(id)) return plain(404, 'Attachment not found.');
  try {
    const row = await getAttachment(database.db, id);
    if (!row) return plain(404, 'Attachment not found.');
    const bytes = new Uint8Array(row.data);
    await writeAudit(database.db, {
      actorId: session.user.id,
      actorEmail: session.user.email,
      action: 'attachment.download',
      targetType: 'attachment',
      targetId: id,
      detail: { filename: row.filename, bytes: bytes.byteLength },
    });
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
  } catch (err) {
    logger.error({ err, reqId: context.locals.requestId }, 'attachment download failed');
    return plain(500, 'Error loading the attachment.');
  }
};
