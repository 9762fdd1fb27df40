// Audit entries are written one way (issue 25): by an actor, on a database or a transaction,
// through `auditor` (or `auditRun`, one entry for a run of saves). Staff actions get it bound to the signed-in user (`staff.audit`, and
// `tx.audit` inside a versioned save); services and the background jobs call it with their
// actor. Only this module imports the repository's insert.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { extendAudit, readAuditDetail, writeAudit, writeRepeatedAudit } from '../repositories/audit.ts';
import { nowIso } from '../db/values.ts';

/** Who did it: a staff account, or no account (`id: null`) with the address or 'system'. */
export interface AuditActor {
  id: string | null;
  email: string;
}

export const SYSTEM_ACTOR: AuditActor = { id: null, email: 'system' };

export type Audit = (
  action: string,
  targetType: string,
  targetId?: string | null,
  detail?: Record<string, unknown>,
) => Promise<void>;

/** Writes entries as `actor` on `db` (pass the transaction so the entry commits with the change). */
export function auditor(db: Kysely<Database>, actor: AuditActor): Audit {
  return async (action, targetType, targetId = null, detail = {}) => {
    await writeAudit(db, { actorId: actor.id, actorEmail: actor.email, action, targetType, targetId, detail });
  };
}

/**
 * One entry for a run of the same change (a page draft's saves in one editing session, so
 * autosave does not flood the log): while `openId` names the run's entry, its detail becomes
 * `detail(previous)` and its time moves to now; otherwise a new entry is written like any
 * other (its id ordered). Returns the entry's id, for the caller to keep with the run.
 */
export async function auditRun(
  db: Kysely<Database>,
  actor: AuditActor,
  entry: {
    action: string;
    targetType: string;
    targetId: string | null;
    openId: string | null;
    detail: (previous: Record<string, unknown> | undefined) => Record<string, unknown>;
  },
): Promise<string> {
  const at = nowIso();
  const previous = entry.openId ? await readAuditDetail(db, entry.openId) : undefined;
  if (entry.openId && previous && (await extendAudit(db, entry.openId, entry.detail(previous), at))) return entry.openId;
  const { action, targetType, targetId } = entry;
  return writeAudit(
    db,
    { actorId: actor.id, actorEmail: actor.email, action, targetType, targetId, detail: entry.detail(undefined) },
    at,
  );
}

/**
 * A refusal a stranger can repeat (a wrong or throttled sign-in): counted on one entry per
 * client and 10-minute window (repositories/audit.ts, writeRepeatedAudit).
 */
export function auditRepeated(
  db: Kysely<Database>,
  actor: AuditActor,
  client: string,
): (action: string, targetType: string, targetId?: string | null, detail?: Record<string, unknown>) => Promise<void> {
  return (action, targetType, targetId = null, detail = {}) =>
    writeRepeatedAudit(db, { actorId: actor.id, actorEmail: actor.email, action, targetType, targetId, detail, client });
}
