import { cacheRoute } from './canonical-url.ts';

/** The policy for responses Astro did not render (endpoints, redirects, refusals, static files). */
export const FALLBACK_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/**
 * The headers every response carries, whatever its status or route. One list
 * for the app (middleware) and the HTTP edge (redirects, refusals, static
 * files, media: `edge-headers.ts`). The page's own Content-Security-Policy
 * comes from Astro (security.csp in astro.config.mjs) with hashes of inline
 * scripts; FALLBACK_CSP is only for responses without one.
 */
export function baseSecurityHeaders(https: boolean): [name: string, value: string][] {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
    ],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(https ? ([['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']] as [string, string][]) : []),
  ];
}

// Pages carry their own policy (Astro's in a build, dev-policy.ts under `npm run
// dev`); FALLBACK_CSP is for every other response, in both.
// `framedByAdmin`: a staff preview, which the admin shows in a frame on its own origin.
export function applySecurityHeaders(headers: Headers, https: boolean, framedByAdmin = false): void {
  for (const [name, value] of baseSecurityHeaders(https)) headers.set(name, value);
  // A response whose own policy lets the admin frame it (the newsletter preview) keeps SAMEORIGIN too.
  const framedByUs = /frame-ancestors 'self'/.test(headers.get('Content-Security-Policy') ?? '');
  if (framedByAdmin || framedByUs) headers.set('X-Frame-Options', 'SAMEORIGIN');
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', FALLBACK_CSP);
}

/**
 * Paths that depend on who is asking or carry per-visitor values: never
 * cached. Decided on the canonical route, so /contact.html, /Contact and
 * /contact/ count as /contact.
 */
export function isUncacheable(rawPathname: string): boolean {
  const pathname = cacheRoute(rawPathname);
  return (
    pathname === '/contact' ||
    pathname.startsWith('/newsletter/') ||
    pathname.startsWith('/auth/') ||
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    pathname.startsWith('/_actions/') ||
    pathname.startsWith('/api/') ||
    pathname.startsWith('/preview/') ||
    pathname === '/healthz'
  );
}

export function isStaffPath(pathname: string): boolean {
  return (
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    pathname.startsWith('/_actions/admin.') ||
    pathname.startsWith('/api/admin/')
  );
}
