/*
 * A blog post declared once. The `blog_posts` table's columns (server/db/schema.ts), the
 * repository's record, a revision's payload and labels, the editor's form state and the save
 * action's input derive from `postFields`; the limits are the blog contract's (src/lib/admin/blog.ts).
 */
import { z } from 'zod';
import {
  POST_AUTHOR_MAX,
  POST_CATEGORY_MAX,
  POST_CONTENT_MAX,
  POST_EXCERPT_MAX,
  POST_ID_MAX,
  POST_SLUG_MAX,
  POST_TITLE_MAX,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  metaDescriptionSchema,
  metaTitleSchema,
  shareImageIdSchema,
} from '../admin/blog.ts';
import type { RecordOf, Stored } from './fields.ts';

export const postFields = z.object({
  title: z.string().trim().max(POST_TITLE_MAX, `Keep the title under ${POST_TITLE_MAX} characters.`).meta({ title: 'Title' }),
  slug: z.string().trim().max(POST_SLUG_MAX, `Keep the slug under ${POST_SLUG_MAX} characters.`).meta({ title: 'Slug' }),
  excerpt: z
    .string()
    .trim()
    .max(POST_EXCERPT_MAX, `Keep the excerpt under ${POST_EXCERPT_MAX} characters.`)
    .meta({ title: 'Excerpt' }),
  content: z.string().max(POST_CONTENT_MAX, 'The article is too long (200,000 characters at most).').meta({ title: 'Article' }),
  author: z.string().trim().max(POST_AUTHOR_MAX).meta({ title: 'Author' }),
  category: z.string().trim().max(POST_CATEGORY_MAX).meta({ title: 'Category' }),
  tags: z
    .array(z.string().trim().min(1).max(TAG_MAX_LENGTH))
    .max(TAGS_MAX, `Use at most ${TAGS_MAX} tags.`)
    .meta({ title: 'Tags' }),
  featured: z.boolean().meta({ title: 'Featured' }),
  published: z.boolean().meta({ title: 'Published' }),
  publishedAt: z.iso
    .datetime({ offset: true, error: 'Enter a date and time UK clocks show (not the hour skipped in March).' })
    .nullable()
    .meta({ title: 'Publish date' }),
  metaTitle: metaTitleSchema.meta({ title: 'Meta title' }),
  metaDescription: metaDescriptionSchema.meta({ title: 'Meta description' }),
  /** Media library picture for cards, the post header, RSS and og:image; the save action checks it has alt text. */
  coverMediaId: z.string().min(1).max(64).nullable().default(null).meta({ title: 'Cover picture' }),
  /** A media library id chosen as the share image (og:image); null: the generated one; left out: unchanged. */
  shareImageId: shareImageIdSchema.meta({ title: 'Share image' }),
});
type PostFields = RecordOf<typeof postFields>;

/** A post to write; a cover left out is none, a share image left out keeps the stored one. */
export type BlogPostInput = Omit<PostFields, 'coverMediaId' | 'shareImageId'> & {
  coverMediaId?: string | null | undefined;
  shareImageId?: string | null | undefined;
};

/** A post as stored and read. */
export type BlogPost = Stored<typeof postFields> & { id: string; createdAt: string; updatedAt: string };

/** The columns besides the publishing date, which is a timestamp (read as ISO by the repository). */
export const postRowFields = postFields.omit({ publishedAt: true });

/** The save action's input: the fields, and the id when it changes an existing post. */
export const postInput = postFields.extend({ id: z.string().max(POST_ID_MAX).optional() });

/** What a post revision keeps: the words, not the slug, date or publishing state. */
export const postRevisionFields = postFields.pick({
  title: true,
  excerpt: true,
  content: true,
  category: true,
  metaTitle: true,
  metaDescription: true,
});
export type PostRevisionData = RecordOf<typeof postRevisionFields>;
