import { describe, expect, it } from 'vitest';
import { countablePath, isBot, isPageResponse, referrerHost } from '../../src/lib/server/analytics/rules.ts';
import { ukDay } from '../../src/lib/uk-time.ts';
import { axisMax, dayLabel, pct } from '../../src/components/admin/dashboard/format.ts';

const UA = {
  'user-agent':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
};

describe('what counts as a page view', () => {
  it('counts public page GETs by path, without the query string', () => {
    expect(countablePath('GET', '/', UA)).toBe('/');
    expect(countablePath('GET', '/blog?page=2&q=saas', UA)).toBe('/blog');
    expect(countablePath('GET', '/blog/why-own-your-software', UA)).toBe('/blog/why-own-your-software');
  });

  it('skips other methods, staff and framework paths, files and action post-backs', () => {
    expect(countablePath('HEAD', '/', UA)).toBeNull();
    expect(countablePath('POST', '/contact', UA)).toBeNull();
    for (const url of [
      '/admin',
      '/admin/blog',
      `/preview/${'0f'.repeat(32)}`,
      '/_actions/x',
      '/_astro/page.css',
      '/healthz',
      '/analytics/calculator',
      '/robots.txt',
      '/rss.xml',
      '/favicon.svg',
      '/contact?_action=contact.submit',
    ]) {
      expect([url, countablePath('GET', url, UA)]).toEqual([url, null]);
    }
    expect(countablePath('GET', `/${'a'.repeat(250)}`, UA)).toBeNull();
  });

  it('respects Do Not Track and Global Privacy Control', () => {
    expect(countablePath('GET', '/', { ...UA, dnt: '1' })).toBeNull();
    expect(countablePath('GET', '/', { ...UA, 'sec-gpc': '1' })).toBeNull();
    expect(countablePath('GET', '/', { ...UA, dnt: '0' })).toBe('/');
  });

  it('skips crawlers, tools, headless browsers and requests without a user agent', () => {
    for (const ua of [
      'Googlebot/2.1',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'curl/8.5.0',
      'python-requests/2.32',
      'Mozilla/5.0 HeadlessChrome/140.0',
      'Chrome-Lighthouse',
      '',
      undefined,
    ]) {
      expect([ua, isBot(ua)]).toEqual([ua, true]);
    }
    expect(isBot(UA['user-agent'])).toBe(false);
    expect(countablePath('GET', '/', { 'user-agent': 'Googlebot/2.1' })).toBeNull();
  });

  it('only a 200 HTML response is a view', () => {
    expect(isPageResponse(200, 'text/html; charset=utf-8')).toBe(true);
    expect(isPageResponse(304, 'text/html')).toBe(false);
    expect(isPageResponse(404, 'text/html')).toBe(false);
    expect(isPageResponse(200, 'application/xml')).toBe(false);
    expect(isPageResponse(200, undefined)).toBe(false);
  });
});

describe('referrers', () => {
  it('keeps the other site’s host name only', () => {
    expect(referrerHost('https://www.Google.co.uk/search?q=my+name', 'northmill.example')).toBe('www.google.co.uk');
    expect(referrerHost('https://northmill.example/about', 'northmill.example')).toBeNull();
    expect(referrerHost('http://localhost:4321/', 'localhost:4321')).toBeNull();
    expect(referrerHost('android-app://com.slack/', 'northmill.example')).toBeNull();
    expect(referrerHost('not a url', 'northmill.example')).toBeNull();
    expect(referrerHost(undefined, 'northmill.example')).toBeNull();
  });
});

describe('dashboard helpers', () => {
  it('uses UK calendar days (BST and GMT)', () => {
    expect(ukDay(Date.parse('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(ukDay(Date.parse('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('labels days, rounds the axis and formats the conversion rate', () => {
    expect(dayLabel('2026-11-03')).toBe('3 Nov');
    expect([0, 3, 5, 7, 10, 11, 41, 230, 999].map((v) => axisMax([v]))).toEqual([4, 4, 6, 8, 10, 20, 60, 400, 1000]);
    expect(pct(3 / 20)).toBe('15.0%');
    expect(pct(null)).toBe('–');
  });
});
