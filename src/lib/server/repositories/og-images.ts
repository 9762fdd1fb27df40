import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';

/** The cached PNG for a content key, if it was made before (by any instance). */
export async function getOgImage(db: Kysely<Database>, key: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const row = await db.selectFrom('og_images').select('data').where('key', '=', key).executeTakeFirst();
  return row ? Uint8Array.from(row.data) : undefined;
}

/**
 * Keeps a freshly made image and drops the source's earlier ones (an old
 * title's card is never served again: its URL redirects to the new one).
 * Two instances making the same key at once both succeed; one row is kept.
 */
export async function saveOgImage(db: Kysely<Database>, image: { key: string; source: string; data: Uint8Array }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('og_images').where('source', '=', image.source).where('key', '!=', image.key).execute();
    await trx
      .insertInto('og_images')
      .values({ key: image.key, source: image.source, data: image.data, created_at: nowIso() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  });
}

/** How many images a source has cached (tests and the admin's curiosity). */
export async function listOgImageKeys(db: Kysely<Database>, source: string): Promise<string[]> {
  const rows = await db.selectFrom('og_images').select('key').where('source', '=', source).orderBy('key').execute();
  return rows.map((r) => r.key);
}
