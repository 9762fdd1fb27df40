import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';
import type { EnquiryBulkChange } from '../../admin/bulk.ts';

/** Which of these ids exist (a row deleted meanwhile is skipped, not an error). */
export async function existingEnquiryIds(db: Kysely<Database>, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('contact_submissions').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

/** One change to many enquiries; returns how many rows it touched. */
export async function bulkUpdateEnquiries(db: Kysely<Database>, ids: string[], change: EnquiryBulkChange): Promise<number> {
  if (ids.length === 0) return 0;
  const q = db.updateTable('contact_submissions').where('id', 'in', ids);
  const res =
    change.kind === 'status'
      ? await q.set({ status: change.status }).executeTakeFirst()
      : change.kind === 'spam'
        ? await q.set({ is_spam: change.isSpam, spam_reason: change.isSpam ? 'marked by staff' : null }).executeTakeFirst()
        : change.read
          ? // Marking read keeps the first time it was read.
            await q.set({ read_at: nowIso() }).where('read_at', 'is', null).executeTakeFirst()
          : await q.set({ read_at: null }).executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Deletes many enquiries; attachments and outbox rows go with them (cascade). */
export async function bulkDeleteEnquiries(db: Kysely<Database>, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const res = await db.deleteFrom('contact_submissions').where('id', 'in', ids).executeTakeFirst();
  return Number(res.numDeletedRows);
}
