import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { iso, json, newId, nowIso } from '../db/values.ts';
import { auditRange, type AuditFilter } from '../../audit-filter.ts';

export interface AuditEntry {
  actorId: string | null;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId?: string | null;
  detail?: Record<string, unknown>;
}

export async function writeAudit(db: Kysely<Database>, e: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: newId(),
      created_at: nowIso(),
      actor_id: e.actorId,
      actor_email: e.actorEmail,
      action: e.action,
      target_type: e.targetType,
      target_id: e.targetId ?? null,
      detail: JSON.stringify(e.detail ?? {}),
    })
    .execute();
}

export async function listAudit(db: Kysely<Database>, limit = 100, filter: AuditFilter = {}) {
  const { since, until } = auditRange(filter);
  let q = db.selectFrom('audit_log').selectAll();
  if (filter.actor) q = q.where('actor_email', '=', filter.actor.toLowerCase());
  if (filter.action) q = q.where('action', '=', filter.action);
  if (since) q = q.where('created_at', '>=', since);
  if (until) q = q.where('created_at', '<', until);
  const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    createdAt: iso(r.created_at),
    actorEmail: r.actor_email,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    detail: json<Record<string, unknown>>(r.detail, {}),
  }));
}

/** Who and what appear in the log, for the filter drop-downs. */
export async function auditFacets(db: Kysely<Database>): Promise<{ actors: string[]; actions: string[] }> {
  const [actors, actions] = await Promise.all([
    db.selectFrom('audit_log').select('actor_email').distinct().orderBy('actor_email').limit(500).execute(),
    db.selectFrom('audit_log').select('action').distinct().orderBy('action').limit(500).execute(),
  ]);
  return { actors: actors.map((r) => r.actor_email), actions: actions.map((r) => r.action) };
}
