import { describe, expect, it } from 'vitest';
import { buildRobots, buildRss, buildSitemap, rfc822, xmlEscape } from '../../src/lib/server/blog/feeds.ts';
import type { BlogPost } from '../../src/lib/server/repositories/blog-posts.ts';
import { PUBLIC_PAGES } from '../../src/lib/pages.ts';

const site = { name: 'North & Mill', phone: '', email: '', address: '', bookingUrl: '', siteUrl: 'https://northmill.example' };

function post(over: Partial<BlogPost>): BlogPost {
  return {
    id: '1',
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-02-01T10:00:00.000Z',
    title: 'T',
    slug: 's',
    excerpt: 'E',
    content: '<p>x</p>',
    author: 'A',
    category: 'Cybersecurity',
    tags: [],
    featured: false,
    published: true,
    publishedAt: '2024-01-16T09:00:00.000Z',
    metaTitle: '',
    metaDescription: '',
    coverMediaId: null,
    shareImageId: null,
    ...over,
  };
}

describe('feeds', () => {
  it('escapes XML and drops characters XML forbids', () => {
    expect(xmlEscape(`<a href="x">Tom & Jerry's</a>\u0000\u0008`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });

  it('formats RFC 822 dates', () => {
    expect(rfc822('2024-01-16T09:00:00Z')).toBe('Tue, 16 Jan 2024 09:00:00 GMT');
  });

  it('builds RSS 2.0 items with everything escaped', () => {
    const xml = buildRss(site, [
      post({ title: 'Costs <b>& more</b>', excerpt: 'Save 50% & "more"', slug: 'costs', category: 'AI & Automation' }),
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<title>North &amp; Mill blog</title>');
    expect(xml).toContain('<link>https://northmill.example/blog</link>');
    expect(xml).toContain('<title>Costs &lt;b&gt;&amp; more&lt;/b&gt;</title>');
    expect(xml).toContain('<link>https://northmill.example/blog/costs</link>');
    expect(xml).toContain('<guid isPermaLink="true">https://northmill.example/blog/costs</guid>');
    expect(xml).toContain('<pubDate>Tue, 16 Jan 2024 09:00:00 GMT</pubDate>');
    expect(xml).toContain('<description>Save 50% &amp; &quot;more&quot;</description>');
    expect(xml).toContain('<category>AI &amp; Automation</category>');
    expect(xml).not.toMatch(/<b>|& /);
  });

  it('lists indexable pages and posts with lastmod in the sitemap', () => {
    const xml = buildSitemap(site.siteUrl, PUBLIC_PAGES, [post({ slug: 'a-post' })]);
    expect(xml).toContain('<loc>https://northmill.example/</loc>');
    expect(xml).toContain('<loc>https://northmill.example/services</loc>');
    expect(xml).not.toContain('/thank-you');
    expect(xml).toContain('<loc>https://northmill.example/blog/a-post</loc>\n    <lastmod>2024-02-01T10:00:00.000Z</lastmod>');
    const locs = [...xml.matchAll(/<loc>/g)].length;
    expect(locs).toBe(PUBLIC_PAGES.filter((p) => p.indexable && p.path !== '/work').length + 1);
    // /work says 'being written' until a case study is published: not worth indexing yet.
    expect(xml).not.toContain('/work');
  });

  it('lists /work and each published case study once one is published', () => {
    const xml = buildSitemap(
      site.siteUrl,
      PUBLIC_PAGES,
      [],
      [
        { slug: 'dental-recalls', updatedAt: '2026-05-01T09:00:00.000Z' },
        { slug: 'haulage-dispatch', updatedAt: '2026-06-02T09:00:00.000Z' },
      ],
    );
    expect(xml).toContain('<loc>https://northmill.example/work</loc>\n    <lastmod>2026-06-02T09:00:00.000Z</lastmod>');
    expect(xml).toContain(
      '<loc>https://northmill.example/work/dental-recalls</loc>\n    <lastmod>2026-05-01T09:00:00.000Z</lastmod>',
    );
    expect(xml).toContain('<loc>https://northmill.example/work/haulage-dispatch</loc>');
  });

  it('writes robots.txt with the sitemap address', () => {
    const txt = buildRobots(site.siteUrl);
    expect(txt).toContain('User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /_actions');
    expect(txt).toContain('Sitemap: https://northmill.example/sitemap.xml');
  });
});
