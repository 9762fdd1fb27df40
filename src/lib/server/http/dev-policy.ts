// Under `npm run dev` Astro renders no Content-Security-Policy (its hashes
// are worked out at build time), so a page that breaks the policy would only
// fail in production. The development server therefore sends the production
// directives (policy-directives.ts) with a nonce per response in place of the
// hashes: every inline <script> and every <style> the page carries gets the
// nonce (as the build hashes exactly those), and so does every style Vite's
// hot reload inserts or rewrites (it reads `<meta property="csp-nonce">`). A
// <script src> gets none: 'self' admits the dev server's own modules, as it
// admits the build's files, and a script from another site is refused here as
// it is in production. So are an inline `style=""` attribute and an
// `onclick=""`. Its WebSocket to the dev server is the page's own origin
// ('self' in connect-src).
import { randomBytes } from 'node:crypto';
import { PAGE_POLICY_DIRECTIVES } from './policy-directives.ts';

/** Every opening inline <script> (no `src`) and <style> tag without a nonce of its own. */
const INLINE_ELEMENT_TAGS = /<(script|style)\b(?![^>]*\s(?:nonce|src)=)/g;

/** The page with a fresh nonce on its scripts and styles, and the policy that admits exactly them. */
export function devPolicy(html: string, nonce = randomBytes(16).toString('base64')): { html: string; csp: string } {
  const tagged = html
    .replace(INLINE_ELEMENT_TAGS, (_tag, name: string) => `<${name} nonce="${nonce}"`)
    .replace(/<head\b[^>]*>/, (head) => `${head}<meta property="csp-nonce" nonce="${nonce}">`);
  const csp = [...PAGE_POLICY_DIRECTIVES, `script-src 'self' 'nonce-${nonce}'`, `style-src 'self' 'nonce-${nonce}'`].join('; ');
  return { html: tagged, csp };
}

/** An HTML response of the development server under the development policy; anything else unchanged. */
export async function withDevPolicy(response: Response): Promise<Response> {
  if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  const page = devPolicy(await response.text());
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  headers.set('Content-Security-Policy', page.csp);
  return new Response(page.html, { status: response.status, statusText: response.statusText, headers });
}
