import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { iso, json, newId, nowIso } from '../db/values.ts';
import { containsPattern, likeEscape } from '../db/dialect.ts';
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

function filtered(db: Kysely<Database>, filter: AuditFilter) {
  const { since, until } = auditRange(filter);
  let q = db
    .selectFrom('audit_log')
    .leftJoin('staff_users as actor', 'actor.id', 'audit_log.actor_id')
    .leftJoin('staff_users as target', (j) =>
      j.onRef('target.id', '=', 'audit_log.target_id').on('audit_log.target_type', '=', 'staff_user'),
    );
  if (filter.actor) q = q.where('audit_log.actor_email', '=', filter.actor.toLowerCase());
  if (filter.action) q = q.where('audit_log.action', '=', filter.action);
  if (since) q = q.where('audit_log.created_at', '>=', since);
  if (until) q = q.where('audit_log.created_at', '<', until);
  const text = filter.q?.trim();
  if (text) {
    // Who (address or name), what (the action code) and the recorded details (titles, values, paths).
    const pattern = likeEscape(containsPattern(text));
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(audit_log.actor_email)`, 'like', pattern),
        eb(sql`lower(coalesce(actor.display_name, ''))`, 'like', pattern),
        eb(sql`lower(coalesce(target.display_name, ''))`, 'like', pattern),
        eb(sql`lower(audit_log.action)`, 'like', pattern),
        eb(sql`lower(cast(audit_log.detail as text))`, 'like', pattern),
      ]),
    );
  }
  return q;
}

/** Matching entries, newest first, with the names of the people involved. */
export async function listAudit(db: Kysely<Database>, limit = 100, filter: AuditFilter = {}, offset = 0) {
  const rows = await filtered(db, filter)
    .selectAll('audit_log')
    .select(['actor.display_name as actor_name', 'target.display_name as target_name'])
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    createdAt: iso(r.created_at),
    actorId: r.actor_id,
    actorEmail: r.actor_email,
    actorName: r.actor_name ?? null,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    targetName: r.target_name ?? null,
    detail: json<Record<string, unknown>>(r.detail, {}),
  }));
}

/** One page of matching entries and how many match in all. */
export async function pageAudit(db: Kysely<Database>, filter: AuditFilter, perPage: number) {
  const { n } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(n);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(filter.page ?? 1, pageCount);
  const entries = await listAudit(db, perPage, filter, (page - 1) * perPage);
  return { entries, total, page, pageCount };
}

/** Who and what appear in the log, for the filter drop-downs (people by name where the account exists). */
export async function auditFacets(
  db: Kysely<Database>,
): Promise<{ actors: { email: string; name: string | null }[]; actions: string[] }> {
  const [actors, actions] = await Promise.all([
    db
      .selectFrom('audit_log')
      .leftJoin('staff_users', 'staff_users.email', 'audit_log.actor_email')
      .select(['audit_log.actor_email', 'staff_users.display_name'])
      .distinct()
      .orderBy('audit_log.actor_email')
      .limit(500)
      .execute(),
    db.selectFrom('audit_log').select('action').distinct().orderBy('action').limit(500).execute(),
  ]);
  return {
    actors: actors.map((r) => ({ email: r.actor_email, name: r.display_name ?? null })),
    actions: actions.map((r) => r.action),
  };
}
