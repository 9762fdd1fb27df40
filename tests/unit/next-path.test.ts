import { describe, expect, it } from 'vitest';
import { afterSignIn, checkAdminPath, safeAdminPath } from '../../src/lib/admin/next-path.ts';

// Finding 1 of issue 24: `/admin?next=%2Fadmin%2F..%2F..%2F%2Fevil.example` sent
// the browser to evil.example after sign-in. These are the decoded values the
// page reads from `next` (searchParams.get decodes once).
const NASTY = [
  '/admin/../..//evil.example',
  '/admin/..//evil.example',
  '/admin/../../evil.example',
  '/admin/./../x',
  '/admin/.',
  '/admin/..',
  '/admin//evil.example',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '/admin\\..\\..\\evil.example',
  '/admin/\\\\evil.example',
  '/admin/%2e%2e/%2e%2e//evil.example',
  '/admin/%2E%2E%2F%2E%2E%2F%2Fevil.example',
  '/admin/%252e%252e/evil',
  '/admin%2f..%2f..%2f%2fevil.example',
  '/admin/%5c%5cevil.example',
  '/admin/\u2025/evil',
  '/admin/\uff0e\uff0e/evil',
  '/admin\t/../..//evil.example',
  '/admin/\n/evil',
  '/admin/x\r\n//evil.example',
  '/admin/\u0000/evil',
  '/admin?x=%00',
  '/admin?x=%0d%0aLocation:%20//evil.example',
  '/admin?x=%7f',
  '/admin?x=%zz',
  '/admin?x=100%',
  '/admin?next=//evil.example',
  '/admin?x=a?b',
  '/admin#//evil.example',
  '/admin/x#y',
  'https://evil.example/admin',
  'http:/evil.example/admin',
  'javascript:alert(1)//admin',
  '\\\\evil.example/admin',
  ' /admin',
  '/admin ',
  '/admin/',
  '/administrator',
  '/adminx/y',
  '/Admin',
  '/',
  '',
  '/admin/' + 'a'.repeat(600),
  '/admin/@evil.example',
  '/admin/:evil',
];

describe('the path followed after sign-in (one check for server and island)', () => {
  it.each(NASTY)('refuses %j', (raw) => {
    expect(checkAdminPath(raw)).toBeNull();
    expect(safeAdminPath(raw)).toBe('/admin');
  });

  it('refuses what is not a string', () => {
    for (const v of [null, undefined, 1, {}, ['/admin/blog']]) expect(checkAdminPath(v)).toBeNull();
  });

  it.each([
    '/admin',
    '/admin/blog',
    '/admin/content/home',
    '/admin/content/home/history?rev=0f8a-12',
    '/admin/blog/7c1e5a0e-3b0b-4f57-9a5e-1d4b1c2f9e10/history',
    '/admin/audit?q=sign%20in&from=2026-01-01',
    '/admin/enquiries?status=new&page=2',
    '/admin/prices/build-costs/history',
    '/admin/media?q=mill+wheel',
    '/admin/.well-named',
  ])('keeps %j as it is', (raw) => {
    expect(checkAdminPath(raw)).toBe(raw);
  });

  it('drops an empty query', () => expect(checkAdminPath('/admin/blog?')).toBe('/admin/blog'));

  it('adds the welcome flag without ever leaving /admin', () => {
    expect(afterSignIn('/admin/blog')).toBe('/admin/blog?welcome=1');
    expect(afterSignIn('/admin/audit?q=x')).toBe('/admin/audit?q=x&welcome=1');
    for (const raw of NASTY) expect(afterSignIn(raw)).toBe('/admin?welcome=1');
  });

  it('gives paths a browser resolves to our own origin and an /admin path', () => {
    const origin = 'https://northmill.example';
    for (const raw of [...NASTY, '/admin/blog', '/admin/audit?q=x']) {
      const url = new URL(afterSignIn(raw), origin);
      expect(url.origin).toBe(origin);
      expect(url.pathname === '/admin' || url.pathname.startsWith('/admin/')).toBe(true);
    }
  });
});
