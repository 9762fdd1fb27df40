// One address per public page, and nothing per-visitor ever served twice:
// every route is requested under each spelling a visitor, a bot or a typo
// could use (.html, trailing slash, capitals, doubled slash, encoded letter,
// tracking or junk query strings), twice over. Variants must redirect (301,
// query kept) to the canonical URL; no form token or idempotency key may
// appear in more than one response, whatever the route cache holds.
import { describe, expect, it } from 'vitest';
import { useBuiltServer } from '../../helpers/built-server.ts';
import { PUBLIC_PAGES } from '../../../src/lib/pages.ts';

const site = useBuiltServer();
const ROUTES = [...PUBLIC_PAGES.map((p) => p.path), '/blog/true-cost-of-your-saas-stack-over-five-years'];
const TOKEN = /name="(?:form_token|idempotency_key)" value="([^"]+)"/g;

function spellings(path: string): string[] {
  if (path === '/') return ['/index.html', '//', '/INDEX.HTML'];
  const upper = path.toUpperCase();
  const capital = path.replace(/\/([a-z])/, (_m, c: string) => `/${c.toUpperCase()}`);
  const encoded = path.replace(/\/([a-z])/, (_m, c: string) => `/%${c.charCodeAt(0).toString(16)}`);
  return [`${path}.html`, `${path}/`, `${path}/index.html`, upper, capital, `/${path}`, `${path}.HTML`, encoded];
}

interface Seen {
  url: string;
  status: number;
  location: string | null;
  cache: string | null;
  body: string;
}

async function get(url: string): Promise<Seen> {
  const r = await fetch(`${site.baseUrl}${url}`, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });
  return { url, status: r.status, location: r.headers.get('location'), cache: r.headers.get('x-cache'), body: await r.text() };
}

describe('canonical public URLs', () => {
  it('redirects every variant of every route to its one canonical URL, keeping the query', async () => {
    const wrong: string[] = [];
    for (const route of ROUTES) {
      for (const query of ['', '?utm_source=newsletter']) {
        for (const variant of spellings(route)) {
          const seen = await get(variant + query);
          if (seen.status !== 301 || seen.location !== route + query)
            wrong.push(`${variant + query} -> ${seen.status} ${seen.location}`);
        }
        const canonical = await get(route + query);
        if (canonical.status !== 200) wrong.push(`${route + query} -> ${canonical.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('serves no form token or idempotency key twice, under any spelling or query string', async () => {
    const bodies: Seen[] = [];
    const queries = ['', '?utm_source=newsletter', '?q=&category=&page=1'];
    for (let round = 0; round < 2; round++) {
      for (const route of ROUTES) {
        for (const url of [route, ...spellings(route)]) {
          for (const query of queries) {
            let seen = await get(url + query);
            bodies.push(seen);
            if (seen.status === 301 && seen.location) bodies.push((seen = await get(seen.location)));
          }
        }
      }
    }
    const served = new Map<string, string[]>();
    for (const b of bodies) for (const m of b.body.matchAll(TOKEN)) served.set(m[1]!, [...(served.get(m[1]!) ?? []), b.url]);
    // The contact page was rendered many times: each render has its own pair of values.
    expect(served.size).toBeGreaterThan(20);
    const repeated = [...served]
      .filter(([, urls]) => urls.length > 1)
      .map(([token, urls]) => `${token.slice(0, 12)}… in ${urls.join(', ')}`);
    expect(repeated).toEqual([]);
    // And the cache still works for ordinary pages (so the check above is not passing only because nothing is cached).
    const about = bodies.filter((b) => b.url === '/about');
    expect(about.some((b) => b.cache === 'HIT')).toBe(true);
    // About 2,000 requests one after another: seconds alone, longer beside the other integration files.
  }, 180_000);

  it('keeps the blog query parameters working, and a junk query is the page itself, never kept apart', async () => {
    const search = await get('/blog?q=saas');
    expect(search.status).toBe(200);
    const again = await get('/blog?q=saas');
    expect(again.cache).toBe('HIT');
    const reordered = await get('/Blog/?category=&q=saas');
    expect(reordered.status).toBe(301);
    expect(reordered.location).toBe('/blog?category=&q=saas');
    // Rendered for a junk query, a page is not kept (no page reads the parameter, so a flood of
    // them cannot push pages out); once the page itself is kept, any such query gets that copy.
    for (let i = 0; i < 3; i++) expect((await get(`/blog?q=invoices&junk=${i}`)).cache).toBeNull();
    await get('/blog?q=invoices');
    const kept = await get('/blog?q=invoices');
    expect(kept.cache).toBe('HIT');
    const tracked = await get('/blog?q=invoices&utm_source=newsletter&fbclid=x');
    expect([tracked.cache, tracked.body]).toEqual(['HIT', kept.body]);
  });
});
