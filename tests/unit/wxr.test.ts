// The posts as a WordPress eXtended RSS 1.2 file (issue 40): well-formed XML
// in WordPress's namespaces, one item per live post with WordPress's status,
// dates in UK time and GMT, category and tags, and featured and inline
// pictures as attachment items the post points at.
import { describe, expect, it } from 'vitest';
import { SaxesParser } from 'saxes';
import { cdata, termSlug, wpStatus, wxrDocument } from '../../src/lib/server/site-archive/wxr.ts';
import type { BlogPost } from '../../src/lib/shapes/post.ts';
import type { WxrPicture } from '../../src/lib/server/repositories/site-archive.ts';

const SHA = 'ab12cd34ef56ab78'.padEnd(64, '0');
const picture: WxrPicture = {
  id: 'm1',
  sha256: SHA,
  alt: 'A lathe in the workshop',
  title: 'Lathe',
  createdAt: '2025-06-01T10:00:00.000Z',
  jpegWidth: 1280,
};

function post(over: Partial<BlogPost>): BlogPost {
  return {
    id: 'p',
    title: 'Title',
    slug: 'slug',
    excerpt: '',
    content: '<p>Body</p>',
    author: 'Sam Patel',
    category: 'Guides',
    tags: [],
    featured: false,
    published: true,
    publishedAt: '2025-07-01T08:30:00.000Z',
    metaTitle: '',
    metaDescription: '',
    coverMediaId: null,
    shareImageId: null,
    createdAt: '2025-06-30T12:00:00.000Z',
    updatedAt: '2025-07-02T09:00:00.000Z',
    ...over,
  } as BlogPost;
}

interface Node {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: Node[];
}

/** Parses with namespaces checked; throws on anything not well-formed. */
function parse(xml: string): Node {
  const parser = new SaxesParser({ xmlns: true });
  const root: Node = { name: '#root', attributes: {}, text: '', children: [] };
  const stack = [root];
  parser.on('opentag', (t) => {
    const n: Node = {
      name: `${t.uri}|${t.local}`,
      attributes: Object.fromEntries(
        Object.values(t.attributes).map((a) => [(a as { local: string }).local, (a as { value: string }).value]),
      ),
      text: '',
      children: [],
    };
    stack.at(-1)!.children.push(n);
    stack.push(n);
  });
  parser.on('closetag', () => void stack.pop());
  parser.on('text', (t) => (stack.at(-1)!.text += t));
  parser.on('cdata', (t) => (stack.at(-1)!.text += t));
  parser.write(xml).close();
  return root;
}

const WP = 'http://wordpress.org/export/1.2/';
const child = (n: Node, name: string) => n.children.find((c) => c.name === name);
const all = (n: Node, name: string) => n.children.filter((c) => c.name === name);
const wp = (item: Node, local: string) => child(item, `${WP}|${local}`)?.text;

describe('WXR export', () => {
  const posts = [
    post({
      id: 'p1',
      title: 'Zoë’s café & “quotes” ]]> with a bell \u0007',
      slug: 'zoes-cafe',
      excerpt: 'Short & sweet',
      content: '<p>Before</p><p><img src="/media/ab12cd34ef56ab78-960.webp" alt="Lathe"></p><a href="/contact">Talk</a>',
      tags: ['Automation', 'Retail & trade'],
      coverMediaId: 'm1',
      featured: true,
    }),
    post({ id: 'p2', slug: 'draft-one', published: false, publishedAt: null }),
    post({ id: 'p3', slug: 'scheduled', publishedAt: '2099-01-01T09:00:00.000Z', category: 'Case notes' }),
  ];
  const xml = [
    ...wxrDocument(
      { title: 'Northmill', siteUrl: 'https://northmill.example/', description: 'Blog', email: 'hi@northmill.example' },
      posts,
      [picture],
      new Date('2026-01-01T00:00:00Z'),
    ),
  ].join('');
  const rss = parse(xml).children[0]!;
  const channel = child(rss, '|channel')!;
  const items = all(channel, '|item');
  const byType = (t: string) => items.filter((i) => wp(i, 'post_type') === t);

  it('is well-formed WXR 1.2 with authors, categories and tags declared', () => {
    expect(rss.name).toBe('|rss');
    expect(rss.attributes.version).toBe('2.0');
    expect(wp(channel, 'wxr_version')).toBe('1.2');
    expect(wp(channel, 'base_site_url')).toBe('https://northmill.example');
    expect(all(channel, `${WP}|author`).map((a) => wp(a, 'author_login'))).toEqual(['sam-patel']);
    expect(all(channel, `${WP}|category`).map((c) => wp(c, 'cat_name'))).toEqual(['Case notes', 'Guides']);
    expect(all(channel, `${WP}|tag`).map((c) => wp(c, 'tag_slug'))).toEqual(['automation', 'retail-trade']);
  });

  it('gives each post its WordPress status, dates, slug, terms and text', () => {
    const [p1, p2, p3] = byType('post');
    expect([p1, p2, p3].map((p) => wp(p!, 'status'))).toEqual(['publish', 'draft', 'future']);
    expect(wp(p1!, 'post_name')).toBe('zoes-cafe');
    expect(child(p1!, '|title')!.text).toBe('Zoë’s café & “quotes” ]]> with a bell ');
    expect(wp(p1!, 'post_date')).toBe('2025-07-01 09:30:00'); // BST
    expect(wp(p1!, 'post_date_gmt')).toBe('2025-07-01 08:30:00');
    expect(wp(p2!, 'post_date_gmt')).toBe('0000-00-00 00:00:00');
    expect(wp(p1!, 'is_sticky')).toBe('1');
    expect(child(p1!, 'http://wordpress.org/export/1.2/excerpt/|encoded')!.text).toBe('Short & sweet');
    const terms = all(p1!, '|category').map((c) => `${c.attributes.domain}:${c.attributes.nicename}:${c.text}`);
    expect(terms).toEqual(['category:guides:Guides', 'post_tag:automation:Automation', 'post_tag:retail-trade:Retail & trade']);
    const body = child(p1!, 'http://purl.org/rss/1.0/modules/content/|encoded')!.text;
    expect(body).toContain('src="https://northmill.example/media/ab12cd34ef56ab78-960.webp"');
    expect(body).toContain('href="https://northmill.example/contact"');
  });

  it('makes the cover the featured image and every library picture an attachment to fetch', () => {
    const attachments = byType('attachment');
    expect(attachments.map((a) => wp(a, 'attachment_url'))).toEqual([
      'https://northmill.example/media/ab12cd34ef56ab78-1280.jpg',
      'https://northmill.example/media/ab12cd34ef56ab78-960.webp',
    ]);
    const p1 = byType('post')[0]!;
    const thumb = all(p1, `${WP}|postmeta`).find((m) => wp(m, 'meta_key') === '_thumbnail_id');
    expect(wp(thumb!, 'meta_value')).toBe(wp(attachments[0]!, 'post_id'));
    expect(wp(attachments[0]!, 'post_parent')).toBe(wp(p1, 'post_id'));
    const alt = all(attachments[0]!, `${WP}|postmeta`).find((m) => wp(m, 'meta_key') === '_wp_attachment_image_alt');
    expect(wp(alt!, 'meta_value')).toBe('A lathe in the workshop');
    expect(new Set(items.map((i) => wp(i, 'post_id'))).size).toBe(items.length);
  });

  it('splits a CDATA end inside text and slugs like WordPress', () => {
    expect(cdata('a]]>b')).toBe('<![CDATA[a]]]]><![CDATA[>b]]>');
    expect(termSlug('Café Déjà Vu!')).toBe('cafe-deja-vu');
    expect(wpStatus({ published: true, publishedAt: null })).toBe('publish');
  });
});
