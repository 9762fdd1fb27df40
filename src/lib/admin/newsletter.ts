// The newsletter contract: what the issue editor may send, and its limits.
import { z } from 'zod';
import { withoutNul } from '../nul.ts';
import { POST_CONTENT_MAX } from './blog.ts';

export const ISSUE_SUBJECT_MAX = 150;
export const ISSUE_BODY_MAX = POST_CONTENT_MAX;
const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, 'That is not a valid id.');

export const ISSUE_STATUS_LABELS = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  queuing: 'Sending',
  queued: 'Sent',
} as const;

export const createIssueSchema = z.object({
  /** Start from a published post; absent for an issue written from scratch. */
  postId: id.optional(),
  /** From a post: its excerpt with a link, or the whole article. */
  include: z.enum(['excerpt', 'full']).default('excerpt'),
});

export const saveIssueSchema = z.object({
  id,
  subject: z
    .string()
    .trim()
    .min(1, 'Write a subject line.')
    .max(ISSUE_SUBJECT_MAX, `Keep the subject under ${ISSUE_SUBJECT_MAX} characters.`)
    .refine((v) => !/[\r\n]/.test(v), 'The subject must be one line.')
    .refine(withoutNul, 'The subject contains a character that cannot be sent.'),
  bodyHtml: z
    .string()
    .max(ISSUE_BODY_MAX, 'The newsletter is too long (200,000 characters at most).')
    .refine(withoutNul, 'The text contains a character that cannot be sent.'),
  linkUrl: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), 'Paste a full link starting with https://, or leave it empty.'),
  coverMediaId: id.nullable(),
  /** The version the editor loaded: a save over someone else's newer save is refused. */
  updatedAt: z.iso.datetime(),
});
export type SaveIssueInput = z.infer<typeof saveIssueSchema>;

export const scheduleIssueSchema = z.object({
  id,
  /** 'now', a UK wall-clock time 'YYYY-MM-DDTHH:mm', or null to cancel the schedule. */
  when: z.union([z.literal('now'), z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Pick a date and a time.'), z.null()]),
  /** The version the sender read (its last save): sending is refused if the words changed since. */
  updatedAt: z.iso.datetime().optional(),
});

export const issueIdSchema = z.object({ id });
