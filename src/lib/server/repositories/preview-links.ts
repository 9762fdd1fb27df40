import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { iso, isoOrNull, newId, nowIso } from '../db/values.ts';

export type PreviewEntity = 'page' | 'post';

export interface PreviewLink {
  id: string;
  entityType: PreviewEntity;
  entityKey: string;
  createdBy: string | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

/** A token carries 256 random bits, so one fast hash is enough to keep it out of the table. */
export const hashPreviewToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Row = {
  id: string;
  entity_type: string;
  entity_key: string;
  created_by: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
};
const columns = ['id', 'entity_type', 'entity_key', 'created_by', 'created_at', 'expires_at', 'revoked_at'] as const;
const toLink = (r: Row): PreviewLink => ({
  id: r.id,
  entityType: r.entity_type as PreviewEntity,
  entityKey: r.entity_key,
  createdBy: r.created_by,
  createdAt: iso(r.created_at),
  expiresAt: iso(r.expires_at),
  revokedAt: isoOrNull(r.revoked_at),
});

/** A new link; the token is returned once (to build the URL) and only its hash is stored. */
export async function createPreviewLink(
  db: Kysely<Database>,
  input: { entityType: PreviewEntity; entityKey: string; createdBy: string; ttlMs: number; now?: Date },
): Promise<{ link: PreviewLink; token: string }> {
  // Hex: public URLs are lower-case (a mixed-case path is redirected to its lower-case form).
  const token = randomBytes(32).toString('hex');
  const now = input.now ?? new Date();
  const row = {
    id: newId(),
    token_hash: hashPreviewToken(token),
    entity_type: input.entityType,
    entity_key: input.entityKey,
    created_by: input.createdBy,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + input.ttlMs).toISOString(),
    revoked_at: null,
  };
  await db.insertInto('preview_links').values(row).execute();
  return { link: toLink(row), token };
}

/** The link a token opens, if it is neither revoked nor expired at `now`. */
export async function findActivePreviewLink(
  db: Kysely<Database>,
  token: string,
  now = nowIso(),
): Promise<PreviewLink | undefined> {
  if (!/^[0-9a-f]{64}$/.test(token)) return undefined;
  const row = await db
    .selectFrom('preview_links')
    .select(columns)
    .where('token_hash', '=', hashPreviewToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? toLink(row) : undefined;
}

/** The links of one page or post that still open, newest first. */
export async function listActivePreviewLinks(
  db: Kysely<Database>,
  entityType: PreviewEntity,
  entityKey: string,
  now = nowIso(),
): Promise<PreviewLink[]> {
  const rows = await db
    .selectFrom('preview_links')
    .select(columns)
    .where('entity_type', '=', entityType)
    .where('entity_key', '=', entityKey)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(toLink);
}

/** Revokes one active link of this page or post; false when there is none by that id. */
export async function revokePreviewLink(
  db: Kysely<Database>,
  id: string,
  entityType: PreviewEntity,
  entityKey: string,
): Promise<boolean> {
  const res = await db
    .updateTable('preview_links')
    .set({ revoked_at: nowIso() })
    .where('id', '=', id)
    .where('entity_type', '=', entityType)
    .where('entity_key', '=', entityKey)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Housekeeping: links that lapsed or were revoked more than a day ago. */
export async function prunePreviewLinks(db: Kysely<Database>, now = nowIso()): Promise<number> {
  const dayAgo = new Date(Date.parse(now) - 24 * 60 * 60 * 1000).toISOString();
  const res = await db
    .deleteFrom('preview_links')
    .where((eb) => eb.or([eb('expires_at', '<=', dayAgo), eb('revoked_at', '<=', dayAgo)]))
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
