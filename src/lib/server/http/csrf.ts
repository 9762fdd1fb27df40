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
  return new Response(
    JSON.stringify({ type: 'AstroActionError', code: 'FORBIDDEN', status: 403, message: 'Cross-site request refused.' }),
    {
      status: 403,
      headers: { 'Content-Type': 'application/json' },
    },
  );
}

/** 401 for staff-only actions and file endpoints reached without a session. */
export function refuseAnonymous(pathname: string, method: string): Response | null {
  const headers = { 'Cache-Control': 'private, no-store' };
  if (pathname.startsWith('/_actions/admin.')) {
    const body = {
      type: 'AstroActionError',
      code: 'UNAUTHORIZED',
      status: 401,
      message: 'Your session has ended. Please sign in again.',
    };
    return new Response(JSON.stringify(body), { status: 401, headers: { ...headers, 'Content-Type': 'application/json' } });
  }
  if (
    pathname.startsWith('/admin/attachments/') ||
    /^\/admin\/[\w-]+\.(csv|json)$/.test(pathname) ||
    (pathname.startsWith('/admin/') && method !== 'GET')
  ) {
    return new Response('Sign in to the admin area first.', {
      status: 401,
      headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return null;
}
