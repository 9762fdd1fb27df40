import type { BlogPost } from '../repositories/blog-posts.ts';
import type { PublicPage } from '../../pages.ts';
import type { SiteInfo } from '../../site.ts';
import { escapeHtml } from '../../escape-html.ts';
import type { Enclosure } from '../media/enclosures.ts';

// /rss.xml, /sitemap.xml and /robots.txt, built as strings. Every value is
// escaped for XML, and characters XML 1.0 forbids are removed.

const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function xmlEscape(value: string): string {
  return escapeHtml(value.replace(INVALID_XML, ''));
}

/** RFC 822 date, e.g. "Tue, 16 Jan 2024 09:00:00 GMT". */
export function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

export function postUrl(siteUrl: string, slug: string): string {
  return new URL(`/blog/${encodeURIComponent(slug)}`, siteUrl).href;
}

/** `enclosures`: post covers by media id (coverEnclosures), sent as each item's <enclosure>. */
export function buildRss(
  site: SiteInfo,
  posts: BlogPost[],
  now = new Date().toISOString(),
  enclosures: Record<string, Enclosure> = {},
): string {
  const blogUrl = new URL('/blog', site.siteUrl).href;
  const self = new URL('/rss.xml', site.siteUrl).href;
  const newest = posts.reduce<string | null>((m, p) => (p.publishedAt && (!m || p.publishedAt > m) ? p.publishedAt : m), null);
  const items = posts.map((p) => {
    const link = postUrl(site.siteUrl, p.slug);
    const cover = p.coverMediaId ? enclosures[p.coverMediaId] : undefined;
    const enclosure = cover
      ? [
          `      <enclosure url="${xmlEscape(new URL(cover.path, site.siteUrl).href)}" length="${cover.length}" type="${cover.type}" />`,
        ]
      : [];
    return [
      '    <item>',
      `      <title>${xmlEscape(p.title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `      <pubDate>${rfc822(p.publishedAt ?? p.createdAt)}</pubDate>`,
      `      <description>${xmlEscape(p.excerpt)}</description>`,
      `      <category>${xmlEscape(p.category)}</category>`,
      `      <dc:creator>${xmlEscape(p.author)}</dc:creator>`,
      ...enclosure,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xmlEscape(`${site.name} blog`)}</title>`,
    `    <link>${xmlEscape(blogUrl)}</link>`,
    `    <description>${xmlEscape(`Practical articles from ${site.name} for UK businesses on custom software, AI automation, security and cloud hosting.`)}</description>`,
    '    <language>en-gb</language>',
    `    <lastBuildDate>${rfc822(newest ?? now)}</lastBuildDate>`,
    `    <atom:link href="${xmlEscape(self)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/**
 * /work is listed only once a case study is published: until then it is a
 * 'being written' page, not worth indexing.
 */
export function buildSitemap(
  siteUrl: string,
  pages: PublicPage[],
  posts: BlogPost[],
  caseStudies: { slug: string; updatedAt: string }[] = [],
): string {
  const newest = (items: { updatedAt: string }[]) =>
    items.reduce<string | null>((m, p) => (!m || p.updatedAt > m ? p.updatedAt : m), null);
  const lastmods: Record<string, string | null> = { '/blog': newest(posts), '/work': newest(caseStudies) };
  const entries: { loc: string; lastmod?: string | null }[] = [
    ...pages
      .filter((p) => p.indexable && (p.path !== '/work' || caseStudies.length > 0))
      .map((p) => ({ loc: new URL(p.path, siteUrl).href, lastmod: lastmods[p.path] })),
    ...posts.map((p) => ({ loc: postUrl(siteUrl, p.slug), lastmod: p.updatedAt })),
    ...caseStudies.map((c) => ({ loc: new URL(`/work/${encodeURIComponent(c.slug)}`, siteUrl).href, lastmod: c.updatedAt })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((e) =>
      e.lastmod
        ? `  <url>\n    <loc>${xmlEscape(e.loc)}</loc>\n    <lastmod>${xmlEscape(new Date(e.lastmod).toISOString())}</lastmod>\n  </url>`
        : `  <url>\n    <loc>${xmlEscape(e.loc)}</loc>\n  </url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /_actions',
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`,
    '',
  ].join('\n');
}
