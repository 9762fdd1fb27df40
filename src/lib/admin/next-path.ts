// Where the browser goes after signing in (`/admin?next=…`). One check, run
// by the server on the query string and again by the sign-in island before it
// navigates, so the island never follows a value the server did not accept.
//
// It accepts only a path that is already in its normal form, so nothing has
// to be resolved: `/admin` or `/admin/…` made of plain segments, and an
// optional query. Anything a URL parser might turn into another path or
// another site (`..`, `.`, `//`, `\`, percent-escapes in the path, `#`,
// control characters, a scheme) is refused and the default is used instead.

export const DEFAULT_NEXT = '/admin';

const MAX_LENGTH = 512;
/** Path segments: letters, digits and `-_.~` only, never `.` or `..` alone. */
const SEGMENT = /^(?!\.{1,2}$)[A-Za-z0-9_.~-]+$/;
/** Query characters that need no escaping, plus `%XX` escapes (checked below). */
const QUERY = /^[A-Za-z0-9_.~=&+,:%-]*$/;
const ESCAPE = /%([0-9A-Fa-f]{2})/g;

function safeQuery(query: string): boolean {
  if (!QUERY.test(query)) return false;
  // Every `%` must start an escape, and no escape may hide a control character.
  if (/%(?![0-9A-Fa-f]{2})/.test(query)) return false;
  for (const [, hex] of query.matchAll(ESCAPE)) {
    const byte = parseInt(hex!, 16);
    if (byte < 0x20 || byte === 0x7f) return false;
  }
  return true;
}

/** The same-origin admin path to go to after sign-in, or null when `raw` is not one. */
export function checkAdminPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  const q = raw.indexOf('?');
  const path = q === -1 ? raw : raw.slice(0, q);
  const query = q === -1 ? '' : raw.slice(q + 1);
  if (path !== '/admin' && !path.startsWith('/admin/')) return null;
  const segments = path.slice(1).split('/');
  if (!segments.every((s) => SEGMENT.test(s))) return null;
  if (query && !safeQuery(query)) return null;
  // Belt and braces: a URL parser must read it back as the same path on the same origin.
  const base = 'https://origin.invalid';
  let parsed: URL;
  try {
    parsed = new URL(raw, base);
  } catch {
    return null;
  }
  if (parsed.origin !== base || parsed.pathname !== path) return null;
  return query ? `${path}?${query}` : path;
}

/** `checkAdminPath`, falling back to the dashboard. */
export function safeAdminPath(raw: unknown): string {
  return checkAdminPath(raw) ?? DEFAULT_NEXT;
}

/** The checked path with `welcome=1` added (the dashboard greets a fresh sign-in). */
export function afterSignIn(raw: unknown): string {
  const path = safeAdminPath(raw);
  return `${path}${path.includes('?') ? '&' : '?'}welcome=1`;
}
