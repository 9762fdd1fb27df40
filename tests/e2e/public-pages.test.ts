import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eServer } from './server.ts';
import type { Browser } from 'playwright-core';
import { PUBLIC_PAGES } from '../../src/lib/pages.ts';
import { axeViolations, closeContexts, workerBrowser, openPage, tabPool, throttleLikeSlowPhone } from '../../support/browser.ts';

const baseUrl = e2eServer().baseUrl;
const ROUTES = [...PUBLIC_PAGES.map((p) => p.path), '/blog/true-cost-of-your-saas-stack-over-five-years'];
let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
// Pages from one tab per width, reused from route to route (tabPool): a new browser context per
// route cost a renderer process and a cold axe-core compile each time, about 1.7 s of CPU per
// route (this file took 148 s of CPU, now 75 s), for nothing the checks below depend on.
const tabs = tabPool(() => browser);
afterAll(async () => {
  await tabs.closeAll();
  await closeContexts(browser);
});

describe.each([390, 1440])('every public route at %i px', (width) => {
  it.each(ROUTES)('%s renders with one h1, no console errors and no axe violations', async (route) => {
    const t = await tabs.open({ width });
    const res = await t.page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(200);
    expect(await t.page.locator('h1').count()).toBe(1);
    expect((await t.page.locator('h1').textContent())?.trim().length).toBeGreaterThan(0);
    expect(await t.page.locator('html').getAttribute('lang')).toBe('en-GB');
    // No horizontal scrolling.
    const overflow = await t.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(t.page)).toEqual([]);
    expect(t.consoleErrors).toEqual([]);
    await t.close();
  });
});

describe('links and buttons', () => {
  it('every link on every page resolves, and no link or button is dead', async () => {
    const t = await openPage(browser);
    const internal = new Set<string>();
    for (const route of ROUTES) {
      await t.page.goto(`${baseUrl}${route}`);
      const links = await t.page.$$eval('a', (as) =>
        as.map((a) => ({
          href: a.getAttribute('href'),
          text: (a.textContent ?? '').trim() || a.getAttribute('aria-label') || '',
        })),
      );
      for (const l of links) {
        expect([route, l.text, l.href && l.href !== '#' && l.href.trim() !== '']).toEqual([route, l.text, true]);
        const url = new URL(l.href!, `${baseUrl}${route}`);
        if (url.origin === baseUrl) internal.add(url.pathname + url.search);
      }
      // A <button> must submit a form, control a popover/dialog, or be an island's control.
      const dead = await t.page.$$eval('button', (bs) =>
        bs
          .filter((b) => !b.closest('astro-island') && !b.closest('form') && !b.getAttribute('popovertarget'))
          .map((b) => b.outerHTML.slice(0, 120)),
      );
      expect([route, dead]).toEqual([route, []]);
    }
    for (const path of internal) {
      const hashless = path.split('#')[0]!;
      const r = await fetch(`${baseUrl}${hashless}`, { redirect: 'manual' });
      expect([path, r.status < 400]).toEqual([path, true]);
    }
    // In-page anchors point at real sections.
    await t.page.goto(`${baseUrl}/base44`);
    for (const id of ['architecture', 'infrastructure-examples']) expect(await t.page.locator(`#${id}`).count()).toBe(1);
    await t.close();
  });

  it('opens every booking link in a new tab safely', async () => {
    const t = await openPage(browser);
    for (const route of ROUTES) {
      await t.page.goto(`${baseUrl}${route}`);
      const external = await t.page.$$eval('a[href^="http"]', (as) =>
        (as as HTMLAnchorElement[]).filter((a) => !a.href.startsWith(location.origin)).map((a) => [a.href, a.target, a.rel]),
      );
      for (const [href, target, rel] of external) {
        if (href!.includes('cal.northmill.example'))
          expect([route, target, rel]).toEqual([route, '_blank', 'noopener noreferrer']);
      }
    }
    await t.close();
  });
});

describe('error pages', () => {
  it('answers 404 with the not-found page for unknown paths', async () => {
    const t = await openPage(browser);
    const res = await t.page.goto(`${baseUrl}/no/such/page`);
    expect(res?.status()).toBe(404);
    expect(await t.page.textContent('body')).toContain('404');
    expect(await t.page.textContent('body')).toContain('Oops! Page not found');
    expect(await t.page.getByRole('link', { name: 'Return to home' }).getAttribute('href')).toBe('/');
    await t.close();
  });

  it('answers 500 with the generic fallback when a page throws', async () => {
    const res = await fetch(`${baseUrl}/test-support/render-error`);
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('Unexpected Application Error!');
  });

  it('an unknown blog slug is a 404 with its own message', async () => {
    const res = await fetch(`${baseUrl}/blog/no-such-post`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Blog post not found');
    expect(html).toContain('Back to Blog');
  });
});

describe('head and headers', () => {
  it('serves titles, descriptions, canonical, social tags and security headers', async () => {
    for (const route of ROUTES) {
      const res = await fetch(`${baseUrl}${route}`);
      const html = await res.text();
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      if (route !== '/thank-you') expect(html).toContain(`<link rel="canonical" href="${baseUrl}${route}"`);
      expect(html).toContain('property="og:title"');
      expect(html).toContain('name="twitter:card"');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
    }
    const home = await (await fetch(`${baseUrl}/`)).text();
    expect(home).toContain('"@type":"ProfessionalService"');
    expect(home).toContain('Rochdale');
    expect(await (await fetch(`${baseUrl}/faq`)).text()).toContain('"@type":"FAQPage"');
  });

  it('ships no JavaScript on pages with nothing interactive', async () => {
    for (const route of [
      '/services',
      '/process',
      '/about',
      '/faq',
      '/tech-stack',
      '/lovable',
      '/replit',
      '/base44',
      '/privacy',
      '/terms',
      '/cookies',
      '/thank-you',
      '/work',
    ]) {
      const html = await (await fetch(`${baseUrl}${route}`)).text();
      expect([route, /<script(?![^>]*application\/ld\+json)[^>]*>/.test(html)]).toEqual([route, false]);
    }
  });

  it('downloads no web font, and fetches island scripts only after the page has loaded', async () => {
    // Issue 16: a font request or an island's script (React) sharing the slow
    // link with the first paint put LCP a round trip or more after FCP.
    const t = await openPage(browser, { width: 390 });
    await throttleLikeSlowPhone(t.page);
    for (const route of ['/', '/about', '/blog', '/blog/true-cost-of-your-saas-stack-over-five-years']) {
      await t.page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      const timing = await t.page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return {
          fonts: resources.filter((r) => /\.(woff2?|ttf|otf)(\?|$)/.test(r.name)).map((r) => r.name),
          early: resources
            .filter((r) => r.initiatorType === 'script' || /\.m?js(\?|$)/.test(r.name))
            .filter((r) => r.startTime < nav.loadEventStart)
            .map((r) => r.name),
        };
      });
      expect([route, timing]).toEqual([route, { fonts: [], early: [] }]);
    }
    // /blog's explorer does hydrate, after the load event.
    await t.page.goto(`${baseUrl}/blog`);
    await t.page.waitForSelector('[data-ready]');
    await t.close();
  });

  it('carries the icon inline on every page, the home included, and links a crawlable icon file', async () => {
    // Issue 16: on a first visit the browser's icon request shared the slow link
    // with a post's cover photo; issue 26: on the home page Lighthouse counted it
    // towards the hero's paint (LCP 751-758 -> 691 ms). Google reads a site's icon
    // from its home page, from a file it can crawl: the apple-touch-icon.
    const t = await openPage(browser, { width: 390 });
    const requested: string[] = [];
    t.page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    for (const path of ['/', '/blog/true-cost-of-your-saas-stack-over-five-years']) {
      await t.page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      const href = (await t.page.locator('link[rel="icon"]').getAttribute('href')) ?? '';
      expect(href).toMatch(/^data:image\/svg\+xml,/);
      // The inline icon is a picture the browser can draw.
      const width = await t.page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return img.naturalWidth;
      }, href);
      expect(width).toBeGreaterThan(0);
      expect(await t.page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/apple-touch-icon.png');
    }
    // No page load fetched an icon file.
    expect(requested.filter((p) => /icon|favicon/.test(p))).toEqual([]);
    const png = await fetch(`${baseUrl}/apple-touch-icon.png`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await png.arrayBuffer());
    // PNG signature, then the IHDR's width and height: a 180 px square.
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([180, 180]);
    await t.close();
  });

  it('answers conditional requests with 304 and lists pages in the sitemap and robots.txt', async () => {
    const first = await fetch(`${baseUrl}/services`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await fetch(`${baseUrl}/services`, { headers: { 'If-None-Match': etag! } })).status).toBe(304);
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    // /work joins the sitemap with its first published case study (tests/e2e/work.test.ts).
    for (const p of PUBLIC_PAGES.filter((x) => x.indexable && x.path !== '/work'))
      expect(sitemap).toContain(`<loc>${baseUrl}${p.path === '/' ? '/' : p.path}</loc>`);
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toMatch(/Disallow: \/admin/);
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });
});
