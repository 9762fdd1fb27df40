// RFC 8058 one-click unsubscribe: a mail provider POSTs to the List-Unsubscribe
// link ("List-Unsubscribe=One-Click" in the body) from its own servers, with
// no Origin header, so Astro's form origin check would refuse it. The request
// is answered here, before the app: the signed token in the link is the whole
// authority (it names one subscriber and cannot be forged), so a cross-site
// POST can do nothing a token holder could not. The page at the same address
// (GET shows a button, its form posts the token in the body) stays in Astro.
import type http from 'node:http';
import type { Logger } from 'pino';
import { currentRuntime } from '../foundation/runtime.ts';
import { unsubscribe } from '../email/unsubscribe.ts';

const PATH = '/newsletter/unsubscribe';

/** A POST to the unsubscribe link with the token in its query: the one-click form. */
export function isOneClickUnsubscribe(req: http.IncomingMessage): boolean {
  if (req.method !== 'POST') return false;
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  return q > 0 && url.slice(0, q) === PATH && new URLSearchParams(url.slice(q + 1)).has('token');
}

function answer(res: http.ServerResponse, status: number, text: string, https: boolean) {
  // The same headers security-headers.ts gives every response (that module reads
  // Vite's import.meta.env, which this layer, loaded by the start script, has not).
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  });
  res.end(`${text}\n`);
}

export async function serveOneClickUnsubscribe(req: http.IncomingMessage, res: http.ServerResponse, logger: Logger) {
  const runtime = currentRuntime();
  const https = runtime ? new URL(runtime.config.SITE_URL).protocol === 'https:' : false;
  // The body ("List-Unsubscribe=One-Click") is drained, not needed: the body guard already capped its size.
  for await (const chunk of req) void chunk;
  if (!runtime) return answer(res, 503, 'Starting up: try again in a moment.', https);
  const token = new URLSearchParams((req.url ?? '').split('?')[1] ?? '').get('token')?.slice(0, 200);
  try {
    const result = await unsubscribe(runtime.database.db, token);
    if (result === 'invalid') return answer(res, 400, 'This unsubscribe link is not valid.', https);
    if (result === 'unsubscribed') logger.info({ reqId: req.headers['x-request-id'] }, 'newsletter one-click unsubscribe');
    answer(res, 200, 'You are unsubscribed: no more newsletters will be sent to this address.', https);
  } catch (err) {
    logger.error({ err, reqId: req.headers['x-request-id'] }, 'one-click unsubscribe failed');
    answer(res, 500, 'Something went wrong: try again in a moment.', https);
  }
}
