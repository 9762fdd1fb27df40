import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { iso, json, newId, nowIso } from '../db/values.ts';

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
    id: newId(),
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

/** The stored data of every kept offer version (the Prices page reads their past figures). */
export async function listOfferRevisionData(db: Kysely<Database>): Promise<{ offerId: string; data: unknown }[]> {
  const rows = await db
    .selectFrom('content_revisions')
    .select(['entity_key', 'data'])
    .where('entity_type', '=', 'offer')
    .execute();
  return rows.map((r) => ({ offerId: r.entity_key, data: json<unknown>(r.data, null) }));
}
