// The blog post contract: what the editor may send and the limits its fields
// show. The save action validates with postSchema; the editor's maxLength
// and counters read the same numbers.
import { z } from 'zod';

export const POST_ID_MAX = 64;
export const POST_TITLE_MAX = 200;
export const POST_SLUG_MAX = 100;
export const POST_EXCERPT_MAX = 500;
export const POST_CONTENT_MAX = 200_000;
export const POST_AUTHOR_MAX = 100;
export const POST_CATEGORY_MAX = 60;
export const TAG_MAX_LENGTH = 40;
export const TAGS_MAX = 20;
/** Search engines cut longer titles and descriptions; pages and posts share these. */
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;

export const metaTitleSchema = z.string().trim().max(META_TITLE_MAX, `Meta title must be ${META_TITLE_MAX} characters or fewer.`);
export const metaDescriptionSchema = z
  .string()
  .trim()
  .max(META_DESCRIPTION_MAX, `Meta description must be ${META_DESCRIPTION_MAX} characters or fewer.`);

/** A media library id (a UUID); '' clears the choice and the generated share card is used. */
export const SHARE_IMAGE_ID_MAX = 64;
export const shareImageIdSchema = z
  .string()
  .trim()
  .max(SHARE_IMAGE_ID_MAX, 'That is not a media library image id.')
  .regex(/^[A-Za-z0-9-]*$/, 'That is not a media library image id.')
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

export const postSchema = z.object({
  id: z.string().max(POST_ID_MAX).optional(),
  title: z.string().trim().max(POST_TITLE_MAX, `Keep the title under ${POST_TITLE_MAX} characters.`),
  slug: z.string().trim().max(POST_SLUG_MAX, `Keep the slug under ${POST_SLUG_MAX} characters.`),
  excerpt: z.string().trim().max(POST_EXCERPT_MAX, `Keep the excerpt under ${POST_EXCERPT_MAX} characters.`),
  content: z.string().max(POST_CONTENT_MAX, 'The article is too long (200,000 characters at most).'),
  author: z.string().trim().max(POST_AUTHOR_MAX),
  category: z.string().trim().max(POST_CATEGORY_MAX),
  tags: z.array(z.string().trim().min(1).max(TAG_MAX_LENGTH)).max(TAGS_MAX, `Use at most ${TAGS_MAX} tags.`),
  featured: z.boolean(),
  published: z.boolean(),
  publishedAt: z.iso
    .datetime({ offset: true, error: 'Enter a date and time UK clocks show (not the hour skipped in March).' })
    .nullable(),
  metaTitle: metaTitleSchema,
  metaDescription: metaDescriptionSchema,
  /** A media library id; the save action checks it exists and has alt text. */
  coverMediaId: z.string().min(1).max(64).nullable().default(null),
  shareImageId: shareImageIdSchema,
});

// Page meta (Admin › Page Meta) has its own contract with soft and hard limits: lib/admin/page-meta.ts.
