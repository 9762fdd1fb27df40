import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import sharp from 'sharp';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { clearRuntime, defaultSettings, setRuntime } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { getPageMetaByPath, updatePageMeta } from '../../src/lib/server/repositories/page-meta.ts';
import { insertPost, updatePost, type BlogPostInput } from '../../src/lib/server/repositories/blog-posts.ts';
import { getOgImage, listOgImageKeys } from '../../src/lib/server/repositories/og-images.ts';
import { loadSiteInfo } from '../../src/lib/server/loaders/site-context.ts';
import {
  loadOgImage,
  loadPageShareImage,
  loadPostShareImage,
  shareImageFor,
  pageCard,
} from '../../src/lib/server/loaders/share-images.ts';
import type { ShareImage } from '../../src/lib/server/og/override.ts';

const config = loadConfig({ SITE_URL: 'https://www.northmill.example' });

function post(over: Partial<BlogPostInput> = {}): BlogPostInput {
  return {
    title: 'Why your CRM bill keeps rising',
    slug: `crm-${Math.random().toString(36).slice(2, 10)}`,
    excerpt: '',
    content: '<p>Body</p>',
    author: 'Test Author',
    category: 'Cost Analysis',
    tags: [],
    featured: false,
    published: true,
    publishedAt: '2025-01-01T09:00:00.000Z',
    metaTitle: '',
    metaDescription: '',
    ...over,
  };
}

/** Requests the card a share image URL names, as the /og route does. */
async function fetchCard(share: ShareImage) {
  const [, , kind, source, file] = new URL(share.url).pathname.split('/');
  return loadOgImage(kind, decodeURIComponent(source!), file);
}

async function pngSize(bytes: Uint8Array) {
  const meta = await sharp(bytes).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

describe.each(testDatabases())('share images on %s', (kind) => {
  let t: TestDb;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await openTestDb(kind);
    await seedDatabase(db(), defaultSettings(config));
    setRuntime({ config, database: t.database, logger: pino({ level: 'silent' }) });
  });
  afterAll(async () => {
    clearRuntime();
    await t.cleanup();
  });

  it('draws a page card on first request, keeps it, and serves the same bytes after', async () => {
    const site = await loadSiteInfo();
    const share = (await loadPageShareImage('/services', site))!;
    expect(share.url).toMatch(/^https:\/\/www\.northmill\.example\/og\/page\/services\/[A-Za-z0-9_-]{22}\.png$/);
    expect(share).toMatchObject({ width: 1200, height: 630 });
    expect(share.alt).toContain('Custom Builds, Automations & Integrations');
    expect(await listOgImageKeys(db(), 'page:/services')).toEqual([]);

    const first = await fetchCard(share);
    if (first.kind !== 'image') throw new Error(`expected an image, got ${first.kind}`);
    expect(await pngSize(first.png)).toEqual({ format: 'png', width: 1200, height: 630 });
    const key = share.url.split('/').pop()!.replace('.png', '');
    expect(await listOgImageKeys(db(), 'page:/services')).toEqual([key]);
    expect(await getOgImage(db(), key)).toEqual(first.png);

    const again = await fetchCard(share);
    expect(again.kind === 'image' && Buffer.from(again.png).equals(Buffer.from(first.png))).toBe(true);
  });

  it('regenerates a page card when staff change its meta title; the old URL moves to the new one', async () => {
    const site = await loadSiteInfo();
    const before = (await loadPageShareImage('/about', site))!;
    expect((await fetchCard(before)).kind).toBe('image');
    const row = (await getPageMetaByPath(db(), '/about'))!;

    await updatePageMeta(db(), row.id, { metaTitle: 'Meet the Rochdale team | Northmill', metaDescription: row.metaDescription });
    const after = (await loadPageShareImage('/about', site))!;
    expect(after.url).not.toBe(before.url);
    expect(after.alt).toContain('Meet the Rochdale team');
    expect(await fetchCard(before)).toEqual({ kind: 'moved', location: new URL(after.url).pathname });
    const fresh = await fetchCard(after);
    expect(fresh.kind).toBe('image');
    // Only the current title's card is kept for the page.
    expect(await listOgImageKeys(db(), 'page:/about')).toEqual([after.url.split('/').pop()!.replace('.png', '')]);

    // Saving the same title again changes nothing: same key, same URL.
    await updatePageMeta(db(), row.id, { metaTitle: 'Meet the Rochdale team | Northmill', metaDescription: 'Changed text only' });
    expect((await loadPageShareImage('/about', site))!.url).toBe(after.url);
  });

  it('regenerates a post card when its title changes, and never draws a draft', async () => {
    const site = await loadSiteInfo();
    const id = await insertPost(db(), post());
    const p = { id, title: 'Why your CRM bill keeps rising', category: 'Cost Analysis', shareImageId: null };
    const before = await loadPostShareImage(p, site);
    expect(before.url).toContain(`/og/post/${id}/`);
    const drawn = await fetchCard(before);
    expect(drawn.kind === 'image' && (await pngSize(drawn.png))).toEqual({ format: 'png', width: 1200, height: 630 });

    await updatePost(db(), id, post({ title: 'Why your CRM bill rises every April' }));
    const after = await loadPostShareImage({ ...p, title: 'Why your CRM bill rises every April' }, site);
    expect(after.url).not.toBe(before.url);
    expect(await fetchCard(before)).toEqual({ kind: 'moved', location: new URL(after.url).pathname });
    expect((await fetchCard(after)).kind).toBe('image');
    expect(await listOgImageKeys(db(), `post:${id}`)).toHaveLength(1);

    const draft = await insertPost(db(), post({ published: false, publishedAt: null }));
    const draftShare = await loadPostShareImage({ ...p, id: draft }, site);
    expect(await fetchCard(draftShare)).toEqual({ kind: 'missing' });
  });

  it('refuses URLs that name no public page, or no key', async () => {
    expect(await loadOgImage('page', 'admin', 'AAAAAAAAAAAAAAAAAAAAAA.png')).toEqual({ kind: 'missing' });
    expect(await loadOgImage('page', 'services', 'not-a-key.png')).toEqual({ kind: 'missing' });
    expect(await loadOgImage('media', 'services', 'AAAAAAAAAAAAAAAAAAAAAA.png')).toEqual({ kind: 'missing' });
    // A well-formed key that is not the page's current one moves to the current card.
    const moved = await loadOgImage('page', 'faq', 'AAAAAAAAAAAAAAAAAAAAAA.png');
    expect(moved.kind).toBe('moved');
  });

  it('a staff-chosen image wins over the generated card; one that does not resolve falls back to it', async () => {
    const site = await loadSiteInfo();
    const chosen: ShareImage = {
      url: 'https://www.northmill.example/media/abc-1200.jpg',
      width: 1200,
      height: 800,
      alt: 'The team',
    };
    const resolver = async (_db: unknown, mediaId: string) => (mediaId === 'media-1' ? chosen : null);
    const card = pageCard({ path: '/faq', name: 'FAQ', metaTitle: 'Frequently Asked Questions | Northmill' }, site);
    const source = { kind: 'page', path: '/faq' } as const;
    expect(await shareImageFor(db(), source, card, 'media-1', site.siteUrl, resolver)).toEqual(chosen);
    const generated = await shareImageFor(db(), source, card, 'media-gone', site.siteUrl, resolver);
    expect(generated.url).toMatch(/\/og\/page\/faq\/[A-Za-z0-9_-]{22}\.png$/);
    expect(await shareImageFor(db(), source, card, null, site.siteUrl, resolver)).toEqual(generated);

    // The stored choice travels with the page's meta and the post.
    const row = (await getPageMetaByPath(db(), '/faq'))!;
    await updatePageMeta(db(), row.id, { ...row, shareImageId: 'media-1' });
    expect((await getPageMetaByPath(db(), '/faq'))!.shareImageId).toBe('media-1');
    await updatePageMeta(db(), row.id, { metaTitle: row.metaTitle, metaDescription: row.metaDescription });
    expect((await getPageMetaByPath(db(), '/faq'))!.shareImageId).toBe('media-1');
  });
});
