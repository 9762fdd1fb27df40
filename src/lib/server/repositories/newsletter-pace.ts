import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';

// One newsletter message per gap across every instance: a shared "next send
// allowed at" time (ms, zero-padded so text order is number order), taken by
// a conditional UPDATE that only one caller can win. The queue's slots already
// space messages; this keeps the rate when slots pile up (every instance was
// down, or the mail server was slow) instead of sending the backlog at once.
const KEY = 'newsletter_next_send_at';
const pad = (ms: number) => String(Math.max(0, Math.round(ms))).padStart(15, '0');
const ready = new WeakSet<object>();

/** 0 when this caller may send now (the next slot is taken), else how many ms until the next one. */
export async function takeSendSlot(db: Kysely<Database>, gapMs: number, now = Date.now()): Promise<number> {
  if (!ready.has(db)) {
    await db
      .insertInto('site_settings')
      .values({ key: KEY, value: pad(0), updated_at: nowIso() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    ready.add(db);
  }
  const res = await db
    .updateTable('site_settings')
    .set({ value: pad(now + gapMs), updated_at: nowIso() })
    .where('key', '=', KEY)
    .where('value', '<=', pad(now))
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) > 0) return 0;
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', KEY).executeTakeFirst();
  return Math.max(1, Number(row?.value ?? 0) - now);
}
