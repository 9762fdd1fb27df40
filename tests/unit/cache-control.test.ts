import { describe, expect, it } from 'vitest';
import { publicCacheControl } from '../../src/lib/server/http/cache-control.ts';

const cfg = { CDN_MAX_AGE: 60, CDN_STALE_WHILE_REVALIDATE: 300 };

describe('publicCacheControl', () => {
  it('lets a CDN keep a successful public page, while browsers revalidate', () => {
    expect(publicCacheControl('GET', new Response('x'), cfg)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(publicCacheControl('HEAD', new Response(null), { CDN_MAX_AGE: 120, CDN_STALE_WHILE_REVALIDATE: 0 })).toBe(
      'public, max-age=0, s-maxage=120',
    );
  });

  it('never lets a CDN keep an error, a cookie-bearing answer or a POST', () => {
    expect(publicCacheControl('GET', new Response('x', { status: 404 }), cfg)).toBe('no-cache');
    expect(publicCacheControl('GET', new Response('x', { status: 500 }), cfg)).toBe('no-cache');
    expect(publicCacheControl('GET', new Response('x', { headers: { 'Set-Cookie': 'a=b' } }), cfg)).toBe('no-cache');
    expect(publicCacheControl('POST', new Response('x'), cfg)).toBe('no-cache');
  });

  it('sends no-cache when CDN_MAX_AGE is 0', () => {
    expect(publicCacheControl('GET', new Response('x'), { CDN_MAX_AGE: 0, CDN_STALE_WHILE_REVALIDATE: 300 })).toBe('no-cache');
  });
});
