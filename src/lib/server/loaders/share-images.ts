// Share images (og:image): the head of every public page and post asks for
// one; /og/<kind>/<source>/<key>.png serves the generated card, made on the
// first request and kept in og_images for every instance.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { getRuntime } from '../foundation/runtime.ts';
import { getPageMetaByPath, type PageMeta } from '../repositories/page-meta.ts';
import { getPostById } from '../repositories/blog-posts.ts';
import { getOgImage, saveOgImage } from '../repositories/og-images.ts';
import { OG_HEIGHT, OG_WIDTH, cardTitle, ogAlt, ogKey, type OgCard } from '../og/card.ts';
import { renderOgImage } from '../og/render.ts';
import { resolveShareOverride, shareCropPath, type ShareImage, type ShareOverrideResolver } from '../og/override.ts';
import { cropShareImage, shareCropKey } from '../og/crop.ts';
import { getMedia } from '../repositories/media.ts';
import { mediaStorage } from '../media/storage.ts';
import { resolveImages } from '../media/resolve.ts';
import { PUBLIC_PAGES, fillBusiness } from '../../pages.ts';
import { loadSiteInfo } from './site-context.ts';

export type { ShareImage } from '../og/override.ts';

/** Whose card it is: a public page by path, or a post by id (its slug may change, its id never). */
export type ShareSource = { kind: 'page'; path: string } | { kind: 'post'; id: string };

const sourceKey = (s: ShareSource) => (s.kind === 'page' ? `page:${s.path}` : `post:${s.id}`);
const pageSlug = (path: string) => (path === '/' ? 'home' : path.slice(1));
const pagePath = (slug: string) => (slug === 'home' ? '/' : `/${slug}`);

export function ogImagePath(source: ShareSource, card: OgCard): string {
  const id = source.kind === 'page' ? pageSlug(source.path) : source.id;
  return `/og/${source.kind}/${encodeURIComponent(id)}/${ogKey(card)}.png`;
}

/** A page's card: its meta title (without the business suffix) under its name; the home page has no label. */
export function pageCard(
  page: { path: string; name: string; metaTitle: string },
  site: { name: string; siteUrl: string },
): OgCard {
  return {
    title: cardTitle(page.metaTitle, site.name),
    label: page.path === '/' ? '' : page.name,
    brand: site.name,
    host: new URL(site.siteUrl).host,
  };
}

/** A post's card: its title under its category. */
export function postCard(post: { title: string; category: string }, site: { name: string; siteUrl: string }): OgCard {
  return { title: post.title, label: post.category, brand: site.name, host: new URL(site.siteUrl).host };
}

/** The share image for the head: the staff-chosen one when it resolves, else the generated card. */
export async function shareImageFor(
  db: Kysely<Database>,
  source: ShareSource,
  card: OgCard,
  shareImageId: string | null,
  siteUrl: string,
  resolve: ShareOverrideResolver = resolveShareOverride,
): Promise<ShareImage> {
  const chosen = shareImageId ? await resolve(db, shareImageId, siteUrl) : null;
  if (chosen) return chosen;
  return { url: new URL(ogImagePath(source, card), siteUrl).href, width: OG_WIDTH, height: OG_HEIGHT, alt: ogAlt(card) };
}

/** A public page's card from its stored meta (blank fields fall back to the code defaults); null for other paths. */
function publicPageCard(path: string, stored: PageMeta | undefined, site: { name: string; siteUrl: string }): OgCard | null {
  const fallback = PUBLIC_PAGES.find((p) => p.path === path);
  if (!fallback) return null;
  const metaTitle = stored?.metaTitle || fillBusiness(fallback.title, site.name);
  return pageCard({ path, name: stored?.pageName || fallback.name, metaTitle }, site);
}

/** The card a source shows now, or null when it is not public (unknown page, draft or scheduled post). */
export async function currentCard(db: Kysely<Database>, source: ShareSource, site: { name: string; siteUrl: string }) {
  if (source.kind === 'page') return publicPageCard(source.path, await getPageMetaByPath(db, source.path), site);
  const post = await getPostById(db, source.id);
  if (!post || !post.published || !post.publishedAt || post.publishedAt > new Date().toISOString()) return null;
  return postCard(post, site);
}

// One render per key at a time in this process: a burst of first requests
// (a link posted somewhere busy) draws the card once.
const rendering = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

/** The PNG for a key: from og_images, else drawn now and stored for every instance. */
export async function ogImageBytes(db: Kysely<Database>, source: ShareSource, card: OgCard): Promise<Uint8Array<ArrayBuffer>> {
  const key = ogKey(card);
  const cached = await getOgImage(db, key);
  if (cached) return cached;
  let pending = rendering.get(key);
  if (!pending) {
    pending = (async () => {
      const png = new Uint8Array(await renderOgImage(card));
      await saveOgImage(db, { key, source: sourceKey(source), data: png });
      return png;
    })().finally(() => rendering.delete(key));
    rendering.set(key, pending);
  }
  return pending;
}

export type OgImageOutcome =
  | { kind: 'image'; png: Uint8Array<ArrayBuffer>; type?: 'image/jpeg' }
  | { kind: 'moved'; location: string }
  | { kind: 'missing' };

const KEY_FILE = /^([A-Za-z0-9_-]{22})\.png$/;
const CROP_FILE = /^([A-Za-z0-9_-]{22})\.jpg$/;

/**
 * GET /og/media/<id>/<key>.jpg: a usable library picture cut to 1200×630 at its focal point,
 * made once and kept in og_images. An older key (the focal point moved) redirects to the current.
 */
async function loadShareCrop(mediaId: string, file: string): Promise<OgImageOutcome> {
  const key = CROP_FILE.exec(file)?.[1];
  if (!key || mediaId.length > 64) return { kind: 'missing' };
  const db = getRuntime().database.db;
  // Only a picture that may be shown (variants ready, alt text or decorative) is cropped.
  const item = (await resolveImages(db, [mediaId]))[mediaId] && (await getMedia(db, mediaId));
  if (!item) return { kind: 'missing' };
  const current = shareCropKey(item);
  if (current !== key) return { kind: 'moved', location: shareCropPath(item.id, current) };
  const cacheKey = `crop:${key}`;
  const cached = await getOgImage(db, cacheKey);
  if (cached) return { kind: 'image', png: cached, type: 'image/jpeg' };
  let pending = rendering.get(cacheKey);
  if (!pending) {
    pending = (async () => {
      const original = await mediaStorage(db).getOriginal(item.id);
      if (!original) throw new Error(`media ${item.id} has no original`);
      const jpeg = await cropShareImage(original, item);
      await saveOgImage(db, { key: cacheKey, source: `media:${item.id}`, data: jpeg });
      return jpeg;
    })().finally(() => rendering.delete(cacheKey));
    rendering.set(cacheKey, pending);
  }
  return { kind: 'image', png: await pending, type: 'image/jpeg' };
}

/**
 * GET /og/<kind>/<source>/<key>.png. Only a public page's or post's current
 * card is drawn; an older key (the title changed since) moves to the current
 * one, so nobody can make the server draw arbitrary images.
 */
export async function loadOgImage(
  kind: string | undefined,
  id: string | undefined,
  file: string | undefined,
): Promise<OgImageOutcome> {
  if (kind === 'media' && id && file) return loadShareCrop(id, file);
  const key = KEY_FILE.exec(file ?? '')?.[1];
  if (!key || !id || (kind !== 'page' && kind !== 'post')) return { kind: 'missing' };
  const source: ShareSource = kind === 'page' ? { kind, path: pagePath(id) } : { kind, id };
  const db = getRuntime().database.db;
  const site = await loadSiteInfo();
  const card = await currentCard(db, source, site);
  if (!card) return { kind: 'missing' };
  if (ogKey(card) !== key) return { kind: 'moved', location: ogImagePath(source, card) };
  return { kind: 'image', png: await ogImageBytes(db, source, card) };
}

/** The share image of a public page for BaseLayout; null for paths that are not public pages (error pages). */
export async function loadPageShareImage(path: string, site: { name: string; siteUrl: string }): Promise<ShareImage | null> {
  const db = getRuntime().database.db;
  if (!PUBLIC_PAGES.some((p) => p.path === path)) return null;
  const stored = await getPageMetaByPath(db, path);
  const card = publicPageCard(path, stored, site)!;
  return shareImageFor(db, { kind: 'page', path }, card, stored?.shareImageId ?? null, site.siteUrl);
}

/** The share image of a published post (its page's head). */
export async function loadPostShareImage(
  post: { id: string; title: string; category: string; shareImageId: string | null; coverMediaId?: string | null },
  site: { name: string; siteUrl: string },
): Promise<ShareImage> {
  const db = getRuntime().database.db;
  // A chosen share image first, then the cover (what the post looks like), then the generated card.
  const chosen = post.shareImageId ?? post.coverMediaId ?? null;
  return shareImageFor(db, { kind: 'post', id: post.id }, postCard(post, site), chosen, site.siteUrl);
}
