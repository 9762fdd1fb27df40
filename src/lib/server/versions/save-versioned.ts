/*
 * One save of a staff-edited record under the version check (src/lib/admin/versions.ts).
 * The version claim and the record's write share one transaction: a refused claim writes
 * nothing, a failed write releases the claim, and on PostgreSQL a second instance's claim waits
 * for the first save to commit and is then refused. `write` must use the transaction it is
 * given (SQLite has one connection: a query on the outer handle would wait for ever).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { claimVersion, getVersion } from '../repositories/record-versions.ts';
import { auditor } from '../foundation/audit.ts';
import { formatUkDateTime } from '../../uk-time.ts';
import { VERSION_REQUIRED, type ConflictInfo, type VersionKind } from '../../admin/versions.ts';

/**
 * A save refused by the version check. Plain errors, so services stay free of Astro: staffAction
 * turns them into the 409 (`conflictError`) or the field error the islands read.
 */
export class VersionConflict extends Error {
  readonly info: ConflictInfo;
  constructor(message: string, info: ConflictInfo) {
    super(message);
    this.info = info;
  }
}
export class VersionMissing extends Error {
  constructor() {
    super(VERSION_REQUIRED);
  }
}

export interface VersionedActor {
  id: string;
  email: string;
  name: string;
}

export interface VersionedSave<T> {
  kind: VersionKind;
  key: string;
  /** 'page', 'offer', 'picture': the message says "changed this page". */
  what: string;
  version: number | undefined;
  overwrite?: boolean | undefined;
  actor: VersionedActor;
  /** The stored values in the editor's shape, read when the save is refused. */
  stored: () => Promise<Record<string, unknown>>;
  write: (trx: Kysely<Database>) => Promise<T>;
}

class StaleVersion extends Error {}

/** "Alex Smith saved this page on 26 Nov 2026, 00:31 (UK time), after you opened it." */
export function conflictMessage(what: string, by: string, at: string, outcome = 'your changes were not saved'): string {
  return (
    `${by} saved this ${what} on ${formatUkDateTime(at)} (UK time), after you opened it, so ${outcome}. ` +
    'Compare the two, then reload theirs or save yours over it.'
  );
}

export async function saveVersioned<T>(db: Kysely<Database>, save: VersionedSave<T>): Promise<{ value: T; version: number }> {
  if (save.version === undefined) throw new VersionMissing();
  const base = save.version;
  const actor = { id: save.actor.id, name: save.actor.name };
  try {
    return await db.transaction().execute(async (trx) => {
      const current = save.overwrite ? await getVersion(trx, save.kind, save.key) : undefined;
      const version = await claimVersion(trx, save.kind, save.key, save.overwrite ? null : base, actor);
      if (version === null) throw new StaleVersion();
      const value = await save.write(trx);
      if (current && current.version !== base) {
        // A knowing overwrite of someone else's save: the log says whose work was replaced.
        await auditor(trx, save.actor)('version.overwrite', save.kind, save.key, {
          basedOn: base,
          replaced: current.version,
          replacedBy: current.updatedByName,
          replacedAt: current.updatedAt,
          version,
        });
      }
      return { value, version };
    });
  } catch (err) {
    if (!(err instanceof StaleVersion)) throw err;
  }
  throw await staleVersion(db, save.kind, save.key, save.what, save.stored);
}

/** The refusal of a save based on an older version: who saved the newer one, when, and its values. */
export async function staleVersion(
  db: Kysely<Database>,
  kind: VersionKind,
  key: string,
  what: string,
  stored: () => Promise<Record<string, unknown>>,
  outcome = 'your changes were not saved',
): Promise<VersionConflict> {
  const now = await getVersion(db, kind, key);
  const by = now?.updatedByName ?? 'Someone';
  const at = now?.updatedAt ?? new Date().toISOString();
  const message = conflictMessage(what, by, at, outcome);
  return new VersionConflict(message, {
    message,
    kind,
    key,
    version: now?.version ?? 0,
    by,
    at,
    atLabel: formatUkDateTime(at),
    stored: await stored(),
  });
}
