// The Content-Security-Policy directives of every page, written once: the
// build hands them to Astro (security.csp in astro.config.mjs), which adds
// script-src and style-src with the hashes of each page's inline elements;
// under `npm run dev`, where Astro sends no policy, dev-policy.ts adds the
// same two with a nonce instead.
export const PAGE_POLICY_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' https: data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
] as const;
