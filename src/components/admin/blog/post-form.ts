import { postFields, type BlogPost, type BlogPostInput } from '../../../lib/shapes/post.ts';
import { emptyRecord, pickFields } from '../../../lib/shapes/fields.ts';
import { DEFAULT_POST_CATEGORY } from '../../../lib/blog/categories.ts';
import { TAG_MAX_LENGTH, TAGS_MAX } from '../../../lib/admin/blog.ts';
import { readFieldErrors } from '../../../lib/field-errors.ts';
import { fromUkInput, ukInputValue } from '../../../lib/uk-time.ts';

// The editor dialog's form state and its conversions to and from a post.
// publishedAt is edited in a datetime-local input in UK time, like every time
// staff enter (src/lib/uk-time.ts), and sent as an ISO timestamp.

/** A post's fields as the dialog edits them (the same as the repository's input but the date). */
export type PostForm = Omit<BlogPostInput, 'publishedAt'> & {
  id?: string;
  /** The version the form was loaded at (src/lib/admin/versions.ts); sent with every save. */
  version?: number;
  /** "YYYY-MM-DDTHH:mm" in UK time, or '' (= now, when published). */
  publishedAt: string;
};

export type FieldErrors = Partial<Record<keyof PostForm, string>>;

export { META_TITLE_MAX, META_DESCRIPTION_MAX, TAG_MAX_LENGTH, TAGS_MAX } from '../../../lib/admin/blog.ts';

/** An ISO timestamp as the value of a datetime-local input, in UK time. */
export function isoToUkInput(iso: string | null): string {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? ukInputValue(d) : '';
}

/**
 * A datetime-local value (UK time) as an ISO timestamp; null when empty. A time UK clocks never
 * show (the hour skipped in March) is sent as typed, so the server refuses it at the field.
 */
export function ukInputToIso(value: string): string | null {
  if (!value) return null;
  return fromUkInput(value)?.toISOString() ?? value;
}

export function emptyForm(author: string): PostForm {
  return { ...emptyRecord(postFields), author, category: DEFAULT_POST_CATEGORY, publishedAt: '' };
}

export function postToForm(p: BlogPost & { version?: number }): PostForm {
  return { id: p.id, version: p.version ?? 0, ...pickFields(postFields, p), publishedAt: isoToUkInput(p.publishedAt) };
}

/** Splits "a, b ,c" into trimmed, non-empty, de-duplicated tags. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim().slice(0, TAG_MAX_LENGTH))
    .filter(Boolean);
}

export function addTags(current: string[], incoming: string[]): string[] {
  const seen = new Set(current.map((t) => t.toLowerCase()));
  const out = [...current];
  for (const t of incoming) {
    if (out.length >= TAGS_MAX) break;
    if (seen.has(t.toLowerCase())) continue;
    seen.add(t.toLowerCase());
    out.push(t);
  }
  return out;
}

/** The payload for actions.admin.blog.save. */
export function formToPayload(f: PostForm, overwrite = false) {
  return {
    ...(f.id ? { id: f.id, version: f.version ?? 0, overwrite } : {}),
    ...pickFields(postFields, {
      ...f,
      publishedAt: ukInputToIso(f.publishedAt),
      coverMediaId: f.coverMediaId ?? null,
      shareImageId: f.shareImageId ?? null,
    }),
  };
}

/** The stored post a conflict carries, as the form edits it (to compare, or to load theirs). */
export function storedToForm(id: string, version: number, stored: Record<string, unknown>): PostForm {
  return postToForm({ ...(stored as unknown as BlogPost), id, version });
}

export type PostStatus = 'draft' | 'scheduled' | 'published';

export function postStatus(p: Pick<BlogPost, 'published' | 'publishedAt'>, now = Date.now()): PostStatus {
  if (!p.published) return 'draft';
  return p.publishedAt && Date.parse(p.publishedAt) > now ? 'scheduled' : 'published';
}

/** The post's own field errors in an action error (schema or handler alike). */
export function fieldErrorsFrom(error: unknown): FieldErrors {
  const out: FieldErrors = {};
  for (const [k, v] of Object.entries(readFieldErrors(error).fields)) {
    if (KNOWN_FIELDS.includes(k as keyof PostForm)) out[k as keyof PostForm] = v;
  }
  return out;
}

// The share image has its own picker and message; the dialog places the rest by field.
const KNOWN_FIELDS = Object.keys(postFields.shape).filter((k) => k !== 'shareImageId') as (keyof PostForm)[];
