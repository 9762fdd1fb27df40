// Bulk actions' contract: one call names up to BULK_IDS_MAX rows and one change.
// The actions validate with these schemas; the islands cap their selection with
// the same number.
import { z } from 'zod';
import { ENQUIRY_ID_MAX, ENQUIRY_STATUSES } from './enquiries.ts';
import { POST_ID_MAX } from './blog.ts';

/** More than a page of either list, few enough for one transaction and one readable audit entry. */
export const BULK_IDS_MAX = 200;

const ids = (max: number) =>
  z
    .array(z.string().min(1).max(max))
    .min(1, 'Select at least one.')
    .max(BULK_IDS_MAX, `Select at most ${BULK_IDS_MAX} at a time.`)
    .transform((list) => [...new Set(list)]);

export const enquiryBulkChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('read'), read: z.boolean() }),
  z.object({ kind: z.literal('status'), status: z.enum(ENQUIRY_STATUSES) }),
  z.object({ kind: z.literal('spam'), isSpam: z.boolean() }),
]);
export type EnquiryBulkChange = z.output<typeof enquiryBulkChangeSchema>;

export const enquiryBulkUpdateSchema = z.object({ ids: ids(ENQUIRY_ID_MAX), change: enquiryBulkChangeSchema });
export const enquiryBulkDeleteSchema = z.object({ ids: ids(ENQUIRY_ID_MAX) });

export const POST_BULK_OPS = ['publish', 'unpublish', 'bin', 'restore'] as const;
export type PostBulkOp = (typeof POST_BULK_OPS)[number];
export const postBulkSchema = z.object({ ids: ids(POST_ID_MAX), op: z.enum(POST_BULK_OPS) });
