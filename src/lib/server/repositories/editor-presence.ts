/*
 * Who has an editor open (migration 0015): each open page or post editor tab sends a heartbeat
 * every PRESENCE_BEAT_MS; its row lives PRESENCE_TTL_MS past the last one, so a closed tab or a
 * lost connection drops out within a minute. Rows are in the database, so every instance sees
 * every editor.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { PRESENCE_TTL_MS } from '../../admin/presence.ts';

export interface PresenceBeat {
  kind: string;
  key: string;
  tab: string;
  staffId: string;
  staffName: string;
}

export interface Present {
  staffId: string;
  name: string;
  /** The same account in another tab or browser. */
  self: boolean;
}

/** Records this tab as present and returns everyone else (other accounts and other tabs) present now. */
export async function beat(db: Kysely<Database>, b: PresenceBeat, now = Date.now()): Promise<Present[]> {
  const id = `${b.staffId}:${b.tab}`;
  const expires = new Date(now + PRESENCE_TTL_MS).toISOString();
  await db.deleteFrom('editor_presence').where('expires_at', '<', new Date(now).toISOString()).execute();
  await db
    .insertInto('editor_presence')
    .values({ id, kind: b.kind, record_key: b.key, staff_id: b.staffId, staff_name: b.staffName, expires_at: expires })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ kind: b.kind, record_key: b.key, staff_name: b.staffName, expires_at: expires }),
    )
    .execute();
  const rows = await db
    .selectFrom('editor_presence')
    .select(['staff_id', 'staff_name'])
    .where('kind', '=', b.kind)
    .where('record_key', '=', b.key)
    .where('id', '!=', id)
    .where('expires_at', '>=', new Date(now).toISOString())
    .orderBy('staff_name')
    .execute();
  const seen = new Set<string>();
  return rows
    .filter((r) => !seen.has(r.staff_id) && seen.add(r.staff_id))
    .map((r) => ({ staffId: r.staff_id, name: r.staff_name, self: r.staff_id === b.staffId }));
}

/** The tab closed: it stops showing at once rather than after its time runs out. */
export async function leave(db: Kysely<Database>, staffId: string, tab: string): Promise<void> {
  await db.deleteFrom('editor_presence').where('id', '=', `${staffId}:${tab}`).execute();
}
