// Astro's Content-Security-Policy lists the hash of every inline script and
// style in the whole build (13 hashes, ~700 bytes) on every page. A page's
// policy needs only those of its own inline elements: stricter (a script
// from another page cannot run here) and ~500 bytes lighter on every
// response, where header bytes count against the first round trip.
import { createHash } from 'node:crypto';

/** A CSP hash source (`'sha256-…'`) for an inline element's text. */
export const hashSource = (algorithm: string, text: string) =>
  `'${algorithm}-${createHash(algorithm).update(text).digest('base64')}'`;

const INLINE_ELEMENTS = /<(script|style)\b([^>]*)>([^]*?)<\/\1>/g;
const HASH_SOURCE = / ?'sha(256|384|512)-[A-Za-z0-9+/=]+'/g;

/** The policy keeping only the hash sources of this page's inline scripts and styles. */
export function policyForPage(html: string, csp: string): string {
  const algorithms = new Set([...csp.matchAll(HASH_SOURCE)].map((match) => `sha${match[1]}`));
  const present = new Set<string>();
  for (const [, , attributes, body] of html.matchAll(INLINE_ELEMENTS)) {
    // External and JSON scripts do not run as inline code: no hash needed.
    if (/\ssrc=|type="application\/(ld\+)?json"/.test(attributes!)) continue;
    for (const algorithm of algorithms) present.add(hashSource(algorithm, body!));
  }
  return csp.replace(HASH_SOURCE, (source) => (present.has(source.trim()) ? source : ''));
}
