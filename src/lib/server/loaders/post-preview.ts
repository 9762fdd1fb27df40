// A saved post (drafts and scheduled posts included) as its public page will show it: the same
// view, cover picture included, for the staff preview and a shared preview link.
import { getRuntime } from '../foundation/runtime.ts';
import { getPostById } from '../repositories/blog-posts.ts';
import { resolveImages } from '../media/resolve.ts';
import { loadSiteInfo } from './site-context.ts';
import { toPostView } from '../blog/summary.ts';
import type { BlogPost } from '../repositories/blog-posts.ts';
import { postInput } from '../../shapes/post.ts';

const db = () => getRuntime().database.db;

export type PostPreviewState = 'draft' | 'scheduled' | 'live';

export function postPreviewOf(post: BlogPost, siteUrl: string, images: Awaited<ReturnType<typeof resolveImages>>) {
  // A draft shows today's date: the day it would go live if published now.
  const publishedAt = post.publishedAt ?? new Date().toISOString();
  const state: PostPreviewState = !post.published ? 'draft' : Date.parse(publishedAt) > Date.now() ? 'scheduled' : 'live';
  return { post, view: toPostView(post, siteUrl, publishedAt, images), state };
}

export type PostPreview = ReturnType<typeof postPreviewOf>;

/** Ids are bounded; a post in the bin is still previewable by staff (it says where it is). */
export async function loadPostPreview(id: string) {
  const [post, site] = await Promise.all([id.length <= 64 ? getPostById(db(), id) : undefined, loadSiteInfo()]);
  if (!post) return { site, preview: undefined };
  const images = await resolveImages(db(), [post.coverMediaId ?? null]);
  return { site, preview: postPreviewOf(post, site.siteUrl, images) };
}

/**
 * The post editor's unsaved fields as the public page will show them (cover included). The
 * fields pass the save action's schema first; null when they do not (the dialog says so).
 */
export async function loadUnsavedPostPreview(fields: unknown) {
  const site = await loadSiteInfo();
  const parsed = postInput.safeParse(fields);
  if (!parsed.success) return { site, preview: undefined };
  const p = parsed.data;
  const now = new Date().toISOString();
  const post: BlogPost = {
    ...p,
    id: p.id ?? 'unsaved',
    slug: p.slug || 'new-post',
    createdAt: now,
    updatedAt: now,
    shareImageId: p.shareImageId ?? null,
  };
  const images = await resolveImages(db(), [post.coverMediaId ?? null]);
  return { site, preview: postPreviewOf(post, site.siteUrl, images) };
}
