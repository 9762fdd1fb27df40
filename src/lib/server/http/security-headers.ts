import { cacheRoute } from './canonical-url.ts';

// Headers every response carries. The Content-Security-Policy itself comes
// from Astro (security.csp in astro.config.mjs) with hashes of inline scripts.
export function applySecurityHeaders(headers: Headers, https: boolean): void {
  headers.set('X-Content-Type-Options', 'nosniff');
  // A response whose own policy lets the admin frame it (the newsletter preview) keeps SAMEORIGIN.
  const framedByUs = /frame-ancestors 'self'/.test(headers.get('Content-Security-Policy') ?? '');
  headers.set('X-Frame-Options', framedByUs ? 'SAMEORIGIN' : 'DENY');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set(
    'Permissions-Policy',
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
  );
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  if (https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  // Under `astro dev` Astro adds no policy and Vite injects inline styles;
  // the fallback would blank every page there, so it is for builds only.
  if (!headers.has('Content-Security-Policy') && !import.meta.env.DEV) {
    // Responses Astro did not render (endpoints, redirects) still get a policy.
    headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'");
  }
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
