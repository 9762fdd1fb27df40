// Astro parses a JSON action body with JSON.parse and lets a SyntaxError
// escape, so malformed JSON (from a bot, a fuzzer or a truncated upload)
// became a 500 error page. Actions answer such a body with a 400 instead.
// The same goes for a NUL character (U+0000) in any string: PostgreSQL
// cannot store or compare one, so it turned into a database error (500).
import { containsNul } from '../../nul.ts';

// The body is read from a clone (the action reads the original), so the
// original branch buffers what the clone reads: reading stops at the action's
// body limit and the request is answered 413 there, never handed on (handing
// it on let the original go on buffering a body of any size). The Node server
// enforces the same limits on the raw stream first (body-guard.ts); this
// check keeps the app safe on its own, e.g. under `astro dev`.
import { BODY_LIMITS, bodyClassFor } from './body-limits.ts';

async function readUpTo(request: Request, limit: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.clone().body!.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      // Not awaited: cancelling one branch of a tee settles only once the
      // other branch is cancelled too, which would hang this request.
      reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(received);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

const refusal = (message: string, status = 400) =>
  new Response(
    JSON.stringify({ type: 'AstroActionError', code: status === 413 ? 'CONTENT_TOO_LARGE' : 'BAD_REQUEST', status, message }),
    {
      status,
      headers: {
        'Content-Type': 'application/json',
        'Cache-Control': 'private, no-store',
        ...(status === 413 ? { Connection: 'close' } : {}),
      },
    },
  );
const TOO_LARGE = 'The request is larger than this action accepts.';

/** A 400 for an action call whose JSON body does not parse or holds a NUL character, a 413 over its limit; null otherwise. */
export async function malformedJsonRefusal(request: Request, url: URL): Promise<Response | null> {
  // Actions are called at /_actions/<name> or, from HTML forms, at a page with ?_action=<name>.
  if (request.method !== 'POST' || !(url.pathname.startsWith('/_actions/') || url.searchParams.has('_action'))) return null;
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') return null;
  const limit = BODY_LIMITS[bodyClassFor(request.method, url.pathname + url.search, type)];
  const length = Number.parseInt(request.headers.get('content-length') ?? '', 10);
  if (Number.isFinite(length) && length > limit) return refusal(TOO_LARGE, 413);
  let body: Uint8Array | null;
  try {
    body = await readUpTo(request, limit);
  } catch {
    return null; // the client went away: nothing to answer
  }
  if (!body) return refusal(TOO_LARGE, 413);
  if (body.byteLength === 0) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return refusal('The request body is not valid JSON.');
  }
  return containsNul(parsed) ? refusal('The request contains a NUL character, which is not allowed.') : null;
}
