// /preview/<token>: what a shared preview link opens for a signed-out reader. A page shows its
// draft (its published copy when the draft has gone live since), a post its saved version with
// its cover picture, both rendered as their public pages render them.
import { getRuntime } from '../foundation/runtime.ts';
import { openPreviewLink } from '../page-content/preview-links.ts';
import { getContentPage } from '../repositories/content-pages.ts';
import { getPostById } from '../repositories/blog-posts.ts';
import { resolveImages } from '../media/resolve.ts';
import { loadSiteInfo } from './site-context.ts';
import { previewableDocument, previewOfDocument } from './content-preview.ts';
import { postPreviewOf } from './post-preview.ts';
import { sameDocument } from '../../page-content/same-document.ts';

const db = () => getRuntime().database.db;

export async function loadSharedPreview(token: string) {
  const site = await loadSiteInfo();
  const link = token.length <= 64 ? await openPreviewLink(db(), token) : undefined;
  if (link?.entityType === 'page') {
    const page = await getContentPage(db(), link.entityKey);
    if (page) {
      const { doc } = previewableDocument(page.draft ?? page.published);
      const preview = await previewOfDocument(page.slug, doc);
      return {
        kind: 'page' as const,
        site,
        expiresAt: link.expiresAt,
        unpublished: page.draft !== null && !sameDocument(page.draft, page.published),
        preview,
      };
    }
  }
  if (link?.entityType === 'post') {
    const post = await getPostById(db(), link.entityKey);
    if (post) {
      const images = await resolveImages(db(), [post.coverMediaId ?? null]);
      return { kind: 'post' as const, site, expiresAt: link.expiresAt, preview: postPreviewOf(post, site.siteUrl, images) };
    }
  }
  return { kind: 'gone' as const, site };
}
