/*
 * The version ledger (migration 0015): one row per staff-edited record, bumped by every change
 * made through the admin. A record without a row is at version 0. `claimVersion` is the
 * compare-and-set a save runs inside its own transaction: it moves the record from the version
 * the editor was based on to the next one, or changes nothing when someone got there first.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { iso, nowIso } from '../db/values.ts';
import type { VersionKind } from '../../admin/versions.ts';

export interface RecordVersion {
  version: number;
  updatedBy: string | null;
  updatedByName: string;
  updatedAt: string;
}

export interface VersionActor {
  id: string;
  name: string;
}

const idOf = (kind: VersionKind, key: string) => `${kind}:${key}`;

export async function getVersion(db: Kysely<Database>, kind: VersionKind, key: string): Promise<RecordVersion | undefined> {
  const row = await db
    .selectFrom('record_versions')
    .select(['version', 'updated_by', 'updated_by_name', 'updated_at'])
    .where('id', '=', idOf(kind, key))
    .executeTakeFirst();
  return row
    ? {
        version: Number(row.version),
        updatedBy: row.updated_by,
        updatedByName: row.updated_by_name,
        updatedAt: iso(row.updated_at),
      }
    : undefined;
}

/** The current version of each key (0 for records never changed through the admin). */
export async function getVersions(
  db: Kysely<Database>,
  kind: VersionKind,
  keys: readonly string[],
): Promise<Record<string, number>> {
  const out: Record<string, number> = Object.fromEntries(keys.map((k) => [k, 0]));
  if (keys.length === 0) return out;
  const rows = await db
    .selectFrom('record_versions')
    .select(['record_key', 'version'])
    .where('kind', '=', kind)
    .where('record_key', 'in', [...new Set(keys)])
    .execute();
  for (const r of rows) out[r.record_key] = Number(r.version);
  return out;
}

/**
 * Moves the record from `base` to `base + 1` (or, with `base` null, from whatever it is: a
 * knowing overwrite). Returns the new version, or null when the record is no longer at `base`.
 * Run it in the save's transaction: on PostgreSQL the row stays locked until the save commits.
 */
export async function claimVersion(
  db: Kysely<Database>,
  kind: VersionKind,
  key: string,
  base: number | null,
  actor: VersionActor,
): Promise<number | null> {
  const id = idOf(kind, key);
  const stamp = { updated_by: actor.id, updated_by_name: actor.name, updated_at: nowIso() };
  if (base === null) {
    const current = await getVersion(db, kind, key);
    return claimVersion(db, kind, key, current?.version ?? 0, actor);
  }
  if (base === 0) {
    const res = await db
      .insertInto('record_versions')
      .values({ id, kind, record_key: key, version: 1, ...stamp })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0n) > 0 ? 1 : null;
  }
  const res = await db
    .updateTable('record_versions')
    .set({ version: base + 1, ...stamp })
    .where('id', '=', id)
    .where('version', '=', base)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0 ? base + 1 : null;
}

/** Bumps a record changed by a path that does not edit it field by field (restore, publish, bulk). */
export async function bumpVersion(db: Kysely<Database>, kind: VersionKind, key: string, actor: VersionActor): Promise<number> {
  for (let i = 0; i < 5; i++) {
    const v = await claimVersion(db, kind, key, null, actor);
    if (v !== null) return v;
  }
  throw new Error(`Could not bump the version of ${kind} ${key}`);
}

/** Each row with the version of its record, for the editors to send back with a save. */
export async function withVersions<T>(
  db: Kysely<Database>,
  kind: VersionKind,
  rows: readonly T[],
  keyOf: (row: T) => string,
): Promise<(T & { version: number })[]> {
  const versions = await getVersions(db, kind, rows.map(keyOf));
  return rows.map((r) => ({ ...r, version: versions[keyOf(r)] ?? 0 }));
}

/** The version each settings form is at (the business details and the owner's security settings). */
export async function getSettingsVersions(db: Kysely<Database>): Promise<{ details: number; security: number }> {
  const v = await getVersions(db, 'settings', ['details', 'security']);
  return { details: v.details ?? 0, security: v.security ?? 0 };
}
