import { describe, expect, it } from 'vitest';
import { canonicalPagePath, canonicalRedirect } from '../../src/lib/server/http/canonical-url.ts';
import { isUncacheable } from '../../src/lib/server/http/security-headers.ts';
import { cacheKeyOf } from '../../src/lib/server/route-cache/page-query.ts';

describe('canonicalPagePath', () => {
  it.each([
    ['/contact', '/contact'],
    ['/contact.html', '/contact'],
    ['/contact/', '/contact'],
    ['/Contact', '/contact'],
    ['/CONTACT.HTML', '/contact'],
    ['//contact//', '/contact'],
    ['/%63ontact', '/contact'],
    ['/index.html', '/'],
    ['/', '/'],
    ['/blog/index.html', '/blog'],
    ['/blog/Some-Post/', '/blog/some-post'],
    ['/blog/caf%c3%a9', '/blog/caf%C3%A9'],
  ])('%s -> %s', (raw, canonical) => {
    expect(canonicalPagePath(raw)).toBe(canonical);
  });

  it.each([
    '/robots.txt',
    '/rss.xml',
    '/favicon.svg',
    '/_astro/Index.AbC123.css',
    '/_actions/auth.login',
    '/admin/',
    '/Admin/Staff',
    '/api/x',
    '/%E0%A4%A',
    '/a%00b',
  ])('leaves %s alone (not a page, or not decodable)', (raw) => {
    expect(canonicalPagePath(raw)).toBeNull();
  });
});

describe('canonicalRedirect', () => {
  it('keeps the query string', () => {
    expect(canonicalRedirect('GET', '/Blog/?q=saas&category=guides&page=2')).toBe('/blog?q=saas&category=guides&page=2');
    expect(canonicalRedirect('HEAD', '/contact.html?x=1')).toBe('/contact?x=1');
  });
  it('is null for the canonical URL itself and for methods other than GET and HEAD', () => {
    expect(canonicalRedirect('GET', '/blog?q=saas')).toBeNull();
    expect(canonicalRedirect('POST', '/contact.html?_action=enquiry.submit')).toBeNull();
  });
  it('never produces a protocol-relative Location', () => {
    expect(canonicalRedirect('GET', '//evil/path')).toBe('/evil/path');
    expect(canonicalRedirect('GET', '/%2F%2Fevil/')).toBe('/evil');
    for (const raw of ['//evil.example/', '///evil', '/\\evil', '/%5C%5Cevil', '/.//evil'])
      expect(canonicalRedirect('GET', raw) ?? '/').not.toMatch(/^\/[/\\]/);
  });
});

describe('isUncacheable decides on the canonical route', () => {
  it.each([
    '/contact',
    '/contact.html',
    '/contact/',
    '/Contact',
    '/CONTACT.html',
    '//contact',
    '/%63ontact',
    '/admin',
    '/admin/',
    '/Admin',
    '//admin/x',
    '/_actions/x',
    '/healthz',
    '/auth/set-password',
    '/auth/two-factor',
    '/Auth/forgot-password',
  ])('%s is never cached', (path) => {
    expect(isUncacheable(path)).toBe(true);
  });
  it.each(['/', '/about', '/blog', '/blog/some-post'])('%s may be cached', (path) => {
    expect(isUncacheable(path)).toBe(false);
  });
});

describe('cacheKeyOf (the route cache: one page, one key)', () => {
  const key = (u: string) => cacheKeyOf(new URL(u, 'http://x'));
  it('keys a path without a query on the path', () => {
    expect(key('/about')).toBe('/about');
    expect(key('/about?')).toBe('/about');
  });
  it("keeps the blog's own parameters in one order", () => {
    expect(key('/blog?page=2&q=saas&category=guides')).toBe('/blog?category=guides&page=2&q=saas');
    expect(key('/blog?category=guides&q=saas&page=2')).toBe('/blog?category=guides&page=2&q=saas');
  });
  it('leaves out every other parameter, which no page reads', () => {
    expect(key('/about?utm_source=x')).toBe('/about');
    expect(key('/blog?q=saas&junk=1')).toBe('/blog?q=saas');
  });
});
