// The blog post contract: the limits the editor's fields show and the field rules the post's
// declaration (src/lib/shapes/post.ts) uses. The editor's maxLength and counters read the same
// numbers.
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

// Page meta (Admin › Page Meta) has its own contract with soft and hard limits: lib/admin/page-meta.ts.
