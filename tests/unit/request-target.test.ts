import { describe, expect, it } from 'vitest';
import { hasUnreadableBytes, originForm } from '../../src/lib/server/http/request-target.ts';

describe('request target: bytes that decode', () => {
  it.each([
    '/blog?q=%00',
    '/blog?category=%00',
    '/blog/%00',
    '/og/page/%00/x.png',
    '/admin/content/%00',
    '/blog?q=a%00b',
    '/%FF',
    '/blog?q=%FF',
    '/blog?q=%C0%AF', // overlong '/'
    '/blog?q=%ED%A0%80', // lone surrogate
    '/blog?q=%E2%82', // truncated sequence
    '/blog/caf\u00ff', // a raw 0xFF byte of the request line (Node hands it over as Latin-1)
    '/blog?x=1&%00=y', // in a parameter's name too
  ])('%s is unreadable', (target) => {
    expect(hasUnreadableBytes(target)).toBe(true);
  });

  it.each([
    '/',
    '/blog?q=caf%C3%A9',
    '/blog?q=100%', // a stray percent sign is not an escape
    '/blog?q=%F0%9F%93%88',
    '/blog?q=a+b&category=ai-tools',
    '/blog?q=%01', // a control character is valid UTF-8: the routes handle it
    '/blog/%E2%80%AE',
    '/blog#%FF', // the fragment is never sent by browsers and never read
  ])('%s is readable', (target) => {
    expect(hasUnreadableBytes(target)).toBe(false);
  });
});

describe('request target: origin form', () => {
  it('keeps an origin-form target as it is', () => {
    expect(originForm('/About?x=1')).toBe('/About?x=1');
    expect(originForm('//evil.example/x')).toBe('//evil.example/x');
  });
  it('reduces an absolute-form target to its path and query', () => {
    expect(originForm('http://evil.example/About')).toBe('/About');
    expect(originForm('HTTPS://evil.example:8443/blog?q=1')).toBe('/blog?q=1');
    expect(originForm('http://evil.example')).toBe('/');
    expect(originForm('http://evil.example?q=1')).toBe('/?q=1');
    expect(originForm('http://evil.example//other.example/x')).toBe('//other.example/x');
  });
  it('refuses what cannot be a path', () => {
    expect(originForm('*')).toBeNull();
    expect(originForm('ftp://evil.example/x')).toBeNull();
    expect(originForm('javascript:alert(1)')).toBeNull();
  });
});
