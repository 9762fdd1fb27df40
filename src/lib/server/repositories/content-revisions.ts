import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { iso, json, newOrderedId, nowIso } from '../db/values.ts';

/**
 * What a revision belongs to: a content page (key = slug), a blog post (key = post id), an offer
 * (key = offer id) or a group of site settings (key = the group's name, e.g. 'build-costs').
 */
export type RevisionEntity = 'page' | 'post' | 'offer' | 'setting';

export interface ContentRevision {
  id: string;
  entityType: RevisionEntity;
  entityKey: string;
  title: string;
  /** The saved value: a PageDocument for pages; the post's fields for posts. */
  data: unknown;
  createdBy: string | null;
  createdAt: string;
  note: string;
}

type Row = {
  id: string;
  entity_type: string;
  entity_key: string;
  title: string;
  data: unknown;
  created_by: string | null;
  created_at: Date | string;
  note: string;
};

const columns = ['id', 'entity_type', 'entity_key', 'title', 'data', 'created_by', 'created_at', 'note'] as const;

const toRevision = (r: Row): ContentRevision => ({
  id: r.id,
  entityType: r.entity_type as RevisionEntity,
  entityKey: r.entity_key,
  title: r.title,
  data: json<unknown>(r.data, null),
  createdBy: r.created_by,
  createdAt: iso(r.created_at),
  note: r.note,
});

export async function insertRevision(
  db: Kysely<Database>,
  input: {
    entityType: RevisionEntity;
    entityKey: string;
    title: string;
    data: unknown;
    createdBy: string | null;
    note?: string;
    /** When the saved value was current, if earlier than now (a post's words before its first tracked save). */
    createdAt?: string;
  },
): Promise<ContentRevision> {
  const row: Row = {
    id: newOrderedId(),
    entity_type: input.entityType,
    entity_key: input.entityKey,
    title: input.title,
    data: input.data,
    created_by: input.createdBy,
    created_at: input.createdAt ?? nowIso(),
    note: input.note ?? '',
  };
  await db
    .insertInto('content_revisions')
    .values({ ...row, data: JSON.stringify(input.data), created_at: row.created_at as string })
    .execute();
  return toRevision(row);
}

/** Newest first. */
export async function listRevisions(
  db: Kysely<Database>,
  entityType: RevisionEntity,
  entityKey: string,
  limit = 100,
): Promise<ContentRevision[]> {
  const rows = await db
    .selectFrom('content_revisions')
    .select(columns)
    .where('entity_type', '=', entityType)
    .where('entity_key', '=', entityKey)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRevision);
}

export async function getRevision(db: Kysely<Database>, id: string): Promise<ContentRevision | undefined> {
  const row = await db.selectFrom('content_revisions').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? toRevision(row) : undefined;
}

/** Revisions younger than this are all kept (issue 24, as Ghost does). */
export const KEEP_ALL_REVISIONS_DAYS = 30;
/** Past that, each page, post, offer or setting keeps this many of its newest older revisions. */
export const KEEP_OLDER_REVISIONS = 20;

/**
 * Thins the history: every revision of the last 30 days stays; of the older
 * ones each entity keeps its newest 20, its first (the seed's original copy,
 * or the words from before changes were kept) and its newest overall (what is
 * published now: every publish and restore adds one). Returns how many went.
 */
export async function thinRevisions(
  db: Kysely<Database>,
  now = Date.now(),
  keepOlder = KEEP_OLDER_REVISIONS,
  keepAllDays = KEEP_ALL_REVISIONS_DAYS,
): Promise<number> {
  const cutoff = new Date(now - keepAllDays * 86_400_000).toISOString();
  // Only entities with more old revisions than they may keep are read row by row.
  const crowded = await db
    .selectFrom('content_revisions')
    .select(['entity_type', 'entity_key'])
    .where('created_at', '<', cutoff)
    .groupBy(['entity_type', 'entity_key'])
    .having((eb) => eb.fn.countAll(), '>', keepOlder + 1)
    .execute();
  let deleted = 0;
  for (const { entity_type, entity_key } of crowded) {
    const all = await db
      .selectFrom('content_revisions')
      .select(['id', 'created_at'])
      .where('entity_type', '=', entity_type)
      .where('entity_key', '=', entity_key)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const newest = all[0]?.id;
    const first = all[all.length - 1]?.id;
    const older = all.filter((r) => iso(r.created_at) < cutoff);
    const doomed = older
      .slice(keepOlder)
      .map((r) => r.id)
      .filter((id) => id !== newest && id !== first);
    for (let i = 0; i < doomed.length; i += 500) {
      const res = await db
        .deleteFrom('content_revisions')
        .where('id', 'in', doomed.slice(i, i + 500))
        .executeTakeFirst();
      deleted += Number(res.numDeletedRows);
    }
  }
  return deleted;
}

/** The stored data of every kept offer version (the Prices page reads their past figures). */
export async function listOfferRevisionData(db: Kysely<Database>): Promise<{ offerId: string; data: unknown }[]> {
  const rows = await db
    .selectFrom('content_revisions')
    .select(['entity_key', 'data'])
    .where('entity_type', '=', 'offer')
    .execute();
  return rows.map((r) => ({ offerId: r.entity_key, data: json<unknown>(r.data, null) }));
}
