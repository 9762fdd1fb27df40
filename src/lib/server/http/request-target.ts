// The request target, checked once at the HTTP edge before anything reads it.
//
// Absolute form (`GET http://evil.example/About HTTP/1.1`, which a server must
// accept) is reduced to its path and query: every address we build is
// relative to our own origin, so the other host never reaches a Location
// header (it did, mangled to `http:/evil.example/about`), nor the app's URL.
//
// A percent-escape that decodes to NUL or to bytes that are not UTF-8
// (%FF, overlong %C0%AF, the lone surrogate %ED%A0%80) names no page and no
// search: PostgreSQL refuses NUL in text, and JavaScript turns bad bytes into
// U+FFFD or throws. Such a target is refused with 400 here, for every route,
// path segment and query parameter alike, so no route meets one.

const HEX_PAIR = /^[0-9a-f]{2}$/i;
const utf8 = new TextDecoder('utf-8', { fatal: true });
const encoder = new TextEncoder();

/** The bytes a URL part stands for: valid %XX escapes decoded, '+' kept, other characters as their bytes. */
function targetBytes(part: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < part.length; i++) {
    const c = part.charCodeAt(i);
    if (c === 0x25 && HEX_PAIR.test(part.slice(i + 1, i + 3))) {
      bytes.push(parseInt(part.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (c < 0x100) {
      // Node hands a raw byte of the request line over as one Latin-1 character.
      bytes.push(c);
    } else {
      bytes.push(...encoder.encode(part[i]));
    }
  }
  return Uint8Array.from(bytes);
}

/** True when the path or query of `target` decodes to NUL or to bytes that are not UTF-8. */
export function hasUnreadableBytes(target: string): boolean {
  if (!target.includes('%') && !/[^\x20-\x7e]/.test(target)) return false;
  const hash = target.indexOf('#');
  const bytes = targetBytes(hash < 0 ? target : target.slice(0, hash));
  if (bytes.includes(0)) return true;
  try {
    utf8.decode(bytes);
    return false;
  } catch {
    return true;
  }
}

/**
 * The target in origin form ('/path?query'), or null when it cannot be one
 * (an asterisk, a scheme other than http(s), nonsense): the caller answers 400.
 */
export function originForm(target: string): string | null {
  if (target.startsWith('/')) return target;
  const absolute = /^https?:\/\/[^/?#]*(.*)$/is.exec(target);
  if (!absolute) return null;
  const rest = absolute[1]!;
  return rest.startsWith('/') ? rest : `/${rest}`;
}
