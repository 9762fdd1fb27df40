// Audit entries are written one way (issue 25): by an actor, on a database or a transaction,
// through `auditor`. Staff actions get it bound to the signed-in user (`staff.audit`, and
// `tx.audit` inside a versioned save); services and the background jobs call it with their
// actor. Only this module imports the repository's insert.
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import { writeAudit, writeRepeatedAudit } from './repositories/audit.ts';

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
  return (action, targetType, targetId = null, detail = {}) =>
    writeAudit(db, { actorId: actor.id, actorEmail: actor.email, action, targetType, targetId, detail });
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
