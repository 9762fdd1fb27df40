import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The admin home's first line: enquiries nobody has handled yet, and those flagged for a closer look. */
export async function inboxSummary(db: Kysely<Database>): Promise<{ fresh: number; needsReview: number }> {
  const row = await db
    .selectFrom('contact_submissions')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.count('review_reason').as('review')])
    .where('is_spam', '=', false)
    .where('status', '=', 'new')
    .executeTakeFirstOrThrow();
  return { fresh: Number(row.n), needsReview: Number(row.review) };
}
