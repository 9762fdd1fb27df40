/*
 * The page meta contract (Admin › Page Meta). Search engines cut a title at about 60 characters
 * and a description at about 160: past those the editor warns and shows where the cut falls, but
 * saves the owner's words whole. The hard maximum only stops runaway text; tokens such as
 * `{offer:launch-build.amount}` count at their figure's length in the preview, so the stored text
 * may be longer than what a visitor reads.
 */
import { z } from 'zod';
import { withoutNul } from '../nul.ts';
import { shareImageIdSchema } from './blog.ts';

export const PAGE_META_LIMITS = {
  /** Where Google usually cuts (the editor warns past these). */
  titleSoft: 60,
  descriptionSoft: 160,
  /** Refused past these (with a message): nobody reads a 300-character description. */
  titleHard: 120,
  descriptionHard: 320,
} as const;

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label}: at most ${max} characters. Search engines show about half of that; shorten it.`)
    .refine(withoutNul, 'Remove the invisible control character.');

export const pageMetaUpdateSchema = z.object({
  id: z.string().min(1).max(64),
  metaTitle: text('Meta title', PAGE_META_LIMITS.titleHard),
  metaDescription: text('Meta description', PAGE_META_LIMITS.descriptionHard),
  shareImageId: shareImageIdSchema,
});

/**
 * Text as a search result shows it: whole when it fits, else cut at the last word boundary before
 * `limit` with an ellipsis, roughly as Google does (it cuts by pixel width; characters are close).
 */
export function searchSnippet(text: string, limit: number): { shown: string; cut: boolean } {
  const t = text.trim().replace(/\s+/g, ' ');
  if (t.length <= limit) return { shown: t, cut: false };
  const head = t.slice(0, limit - 1);
  const space = head.lastIndexOf(' ');
  return { shown: `${(space > limit * 0.6 ? head.slice(0, space) : head).replace(/[\s,.;:–-]+$/, '')}…`, cut: true };
}
