// Old addresses answering 301 (redirects, 0038): imported ones carry their run,
// so undo removes exactly those; the owner's own have none.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isoOrNull, nowIso } from '../db/values.ts';

export interface Redirect {
  from: string;
  to: string;
  source: 'import' | 'owner';
  runId: string | null;
  createdAt: string;
}

export async function listRedirects(db: Kysely<Database>): Promise<Redirect[]> {
  const rows = await db.selectFrom('redirects').selectAll().orderBy('from_path').execute();
  return rows.map((r) => ({
    from: r.from_path,
    to: r.to_path,
    source: r.source as Redirect['source'],
    runId: r.run_id,
    createdAt: isoOrNull(r.created_at)!,
  }));
}

/** Adds a redirect unless its from-path is taken; true when it was added. */
export async function addRedirect(
  db: Kysely<Database>,
  r: { from: string; to: string; source: Redirect['source']; runId: string | null },
): Promise<boolean> {
  const res = await db
    .insertInto('redirects')
    .values({ from_path: r.from, to_path: r.to, source: r.source, run_id: r.runId, created_at: nowIso() })
    .onConflict((oc) => oc.column('from_path').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function removeRedirect(db: Kysely<Database>, from: string): Promise<boolean> {
  const res = await db.deleteFrom('redirects').where('from_path', '=', from).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function removeRunRedirects(db: Kysely<Database>, runId: string): Promise<number> {
  const res = await db.deleteFrom('redirects').where('run_id', '=', runId).executeTakeFirst();
  return Number(res.numDeletedRows);
}
