// The usage registry: each place that can hold a library picture adds a
// finder here, and the media library lists what they report and refuses to
// delete a picture while any reports a use: blog posts, page sections (the
// published document and any unpublished draft), testimonials, case studies.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { MediaItem } from '../../shapes/media.ts';
import {
  caseStudiesWithCover,
  pagesWithShareImage,
  postsWithBodyImage,
  postsWithCover,
  postsWithShareImage,
  testimonialsWithPhoto,
} from '../repositories/media-usage.ts';
import { listContentPages } from '../repositories/content-pages.ts';
import { documentMediaIds } from '../../page-content/media-refs.ts';
import { SHA_PREFIX_LENGTH } from '../../media/urls.ts';

export interface MediaUse {
  /** What kind of place, for grouping: 'Blog post cover', 'Blog post body'… */
  kind: string;
  /** The place's own name, e.g. the post title. */
  label: string;
  /** Where staff edit it. */
  href: string;
}

export type MediaUsageFinder = (db: Kysely<Database>, media: MediaItem) => Promise<MediaUse[]>;

export const MEDIA_USAGE_FINDERS: MediaUsageFinder[] = [
  async (db, media) =>
    (await postsWithCover(db, media.id)).map((p) => ({
      kind: 'Blog post cover',
      label: p.title || 'Untitled post',
      href: '/admin/blog',
    })),
  async (db, media) =>
    (await postsWithBodyImage(db, media.sha256.slice(0, SHA_PREFIX_LENGTH))).map((p) => ({
      kind: 'Blog post body',
      label: p.title || 'Untitled post',
      href: '/admin/blog',
    })),
  async (db, media) =>
    (await postsWithShareImage(db, media.id)).map((p) => ({
      kind: 'Blog post share image',
      label: p.title || 'Untitled post',
      href: '/admin/blog',
    })),
  async (db, media) =>
    (await pagesWithShareImage(db, media.id)).map((p) => ({
      kind: 'Page share image',
      label: `${p.name} (${p.path})`,
      href: '/admin/page-meta',
    })),
  // A picture only in a draft is still in use: publishing the draft would show a broken gap.
  // Pages are few (tens), so reading the documents beats matching JSON text on two dialects.
  async (db, media) =>
    (await listContentPages(db)).flatMap((p) => {
      const inPublished = documentMediaIds(p.published).includes(media.id);
      const inDraft = p.draft !== null && documentMediaIds(p.draft).includes(media.id);
      if (!inPublished && !inDraft) return [];
      return [
        {
          kind: inPublished ? 'Page section' : 'Page section (unpublished draft)',
          label: p.title,
          href: `/admin/content/${encodeURIComponent(p.slug)}`,
        },
      ];
    }),
  async (db, media) =>
    (await testimonialsWithPhoto(db, media.id)).map((t) => ({ kind: 'Testimonial photo', label: t.label, href: '/admin/proof' })),
  async (db, media) =>
    (await caseStudiesWithCover(db, media.id)).map((c) => ({ kind: 'Case study cover', label: c.label, href: '/admin/proof' })),
];

export async function findMediaUses(db: Kysely<Database>, media: MediaItem): Promise<MediaUse[]> {
  const found = await Promise.all(MEDIA_USAGE_FINDERS.map((finder) => finder(db, media)));
  return found.flat();
}

/** "Blog post cover: Choosing a CRM; Blog post body: …" for the refusal message. */
export function describeUses(uses: MediaUse[]): string {
  return uses.map((u) => `${u.kind}: ${u.label}`).join('; ');
}
