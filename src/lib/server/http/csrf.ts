// Every state-changing request must come from one of our own origins. Astro's
// own checkOrigin is off (astro.config.mjs): it compares with an origin fixed
// at build time, so a build made before SITE_URL was set refused form posts on
// the real domain, and behind a TLS proxy it saw http:// where the browser
// said https://. This check reads SITE_URL and TRUST_PROXY at run time, so one
// build serves whatever domain it is started with.
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)/i;

export interface OriginPolicy {
  /** SITE_URL's origin, as configured when this instance started. */
  siteOrigin: string;
  /** TRUST_PROXY=1: the proxy's X-Forwarded-Proto and X-Forwarded-Host say what the browser used. */
  trustProxy: boolean;
}

const first = (value: string | null) => value?.split(',')[0]?.trim() || undefined;

/**
 * The origin the browser addressed: the URL the server saw, corrected by a trusted proxy's headers.
 * X-Forwarded-Host names the whole authority the browser used: its port, or none (the scheme's
 * default). The app's own port (4321 behind nginx) is never kept, which setting URL.host alone
 * would do when the forwarded host has no port, so the check never matched (issue 37, finding 9).
 */
export function requestOrigin(request: Request, url: URL, trustProxy: boolean): string {
  if (!trustProxy) return url.origin;
  const proto = first(request.headers.get('x-forwarded-proto'));
  const host = first(request.headers.get('x-forwarded-host'));
  const seen = new URL(url.origin);
  if (proto === 'http' || proto === 'https') seen.protocol = `${proto}:`;
  const m = host ? /^([\w.-]+)(?::(\d{1,5}))?$/.exec(host) : null;
  if (m) {
    seen.hostname = m[1]!;
    seen.port = m[2] ?? '';
  }
  return seen.origin;
}

/** The origins a form or fetch may come from: SITE_URL's and the one this request was sent to. */
export function allowedOrigins(request: Request, url: URL, policy: OriginPolicy): Set<string> {
  return new Set([policy.siteOrigin, requestOrigin(request, url, policy.trustProxy)]);
}

export function crossOriginRefusal(request: Request, url: URL, policy: OriginPolicy): Response | null {
  if (SAFE.has(request.method)) return null;
  const allowed = allowedOrigins(request, url, policy);
  const origin = request.headers.get('origin');
  const site = request.headers.get('sec-fetch-site');
  // Browsers send Origin with every form post; without one it is not a browser
  // form of ours. JSON and uploads may lean on Sec-Fetch-Site when Origin is absent.
  const isForm = FORM_TYPES.test(request.headers.get('content-type') ?? '');
  const sameOrigin = origin ? allowed.has(origin) : !isForm && site === 'same-origin';
  if (sameOrigin && site !== 'cross-site') return null;
  if (isForm) {
    return new Response('Cross-site form submissions are refused. Reload the page on this site and try again.', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(
    JSON.stringify({ type: 'AstroActionError', code: 'FORBIDDEN', status: 403, message: 'Cross-site request refused.' }),
    { status: 403, headers: { 'Content-Type': 'application/json' } },
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
    // Archive and WordPress downloads, archive uploads (Backups).
    pathname.startsWith('/admin/backups/') ||
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
