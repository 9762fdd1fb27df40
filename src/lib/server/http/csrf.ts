// Astro's checkOrigin only covers form content types. Any other state-changing
// request (JSON actions, fetch uploads) must come from our own origin too.
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)/i;

export function crossOriginRefusal(request: Request, url: URL, siteOrigin: string): Response | null {
  if (SAFE.has(request.method)) return null;
  const contentType = request.headers.get('content-type') ?? '';
  if (FORM_TYPES.test(contentType)) return null; // Astro checks these
  const origin = request.headers.get('origin');
  const site = request.headers.get('sec-fetch-site');
  const sameOrigin = origin ? origin === url.origin || origin === siteOrigin : site === 'same-origin';
  if (sameOrigin && site !== 'cross-site') return null;
  return new Response(JSON.stringify({ error: 'Cross-site request refused.' }), {
    status: 403,
    headers: { 'Content-Type': 'application/json' },
  });
}
