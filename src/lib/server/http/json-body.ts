// Astro parses a JSON action body with JSON.parse and lets a SyntaxError
// escape, so malformed JSON (from a bot, a fuzzer or a truncated upload)
// became a 500 error page. Actions answer such a body with a 400 instead.
// The same goes for a NUL character (U+0000) in any string: PostgreSQL
// cannot store or compare one, so it turned into a database error (500).
import { containsNul } from '../../nul.ts';

/** Mirrors security.actionBodySizeLimit in astro.config.mjs; larger bodies are left to Astro's 413. */
const ACTION_BODY_LIMIT = 10 * 1024 * 1024 + 256 * 1024;

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
      await reader.cancel().catch(() => {});
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


const refusal = (message: string) =>
  new Response(JSON.stringify({ type: 'AstroActionError', code: 'BAD_REQUEST', status: 400, message }), {
    status: 400,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'private, no-store' },
  });

/** A 400 for an action call whose JSON body does not parse or holds a NUL character; null otherwise. */
export async function malformedJsonRefusal(request: Request, url: URL): Promise<Response | null> {
  // Actions are called at /_actions/<name> or, from HTML forms, at a page with ?_action=<name>.
  if (request.method !== 'POST' || !(url.pathname.startsWith('/_actions/') || url.searchParams.has('_action'))) return null;
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') return null;
  const length = Number.parseInt(request.headers.get('content-length') ?? '', 10);
  if (Number.isFinite(length) && length > ACTION_BODY_LIMIT) return null;
  let body: Uint8Array | null;
  try {
    body = await readUpTo(request, ACTION_BODY_LIMIT);
  } catch {
    return null; // the client went away: nothing to answer
  }
  if (!body || body.byteLength === 0) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return refusal('The request body is not valid JSON.');
  }
  return containsNul(parsed) ? refusal('The request contains a NUL character, which is not allowed.') : null;
}
