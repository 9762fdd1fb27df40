import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { iso, json, newId, nowIso } from '../db/values.ts';

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

export async function listAudit(db: Kysely<Database>, limit = 100) {
  const rows = await db.selectFrom('audit_log').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
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
