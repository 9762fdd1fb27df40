import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { iso, json, newOrderedId, nowIso, num } from '../db/values.ts';
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

/** Writes an entry; its id sorts in the order entries were written (UUIDv7). Returns the id. */
export async function writeAudit(db: Kysely<Database>, e: AuditEntry, at = nowIso()): Promise<string> {
  const id = newOrderedId();
  await db
    .insertInto('audit_log')
    .values({
      id,
      created_at: at,
      actor_id: e.actorId,
      actor_email: e.actorEmail,
      action: e.action,
      target_type: e.targetType,
      target_id: e.targetId ?? null,
      detail: JSON.stringify(e.detail ?? {}),
    })
    .execute();
  return id;
}

/** An entry's detail, or undefined when there is no such entry (pruned, or never written). */
export async function readAuditDetail(db: Kysely<Database>, id: string): Promise<Record<string, unknown> | undefined> {
  const row = await db.selectFrom('audit_log').select('detail').where('id', '=', id).executeTakeFirst();
  return row ? json<Record<string, unknown>>(row.detail, {}) : undefined;
}

/** Replaces an entry's detail and moves its time to `at` (a run of saves it stands for went on). */
export async function extendAudit(
  db: Kysely<Database>,
  id: string,
  detail: Record<string, unknown>,
  at: string,
): Promise<boolean> {
  const res = await db
    .updateTable('audit_log')
    .set({ created_at: at, detail: JSON.stringify(detail) })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Repeated refusals from one client are one entry per window this long (issue 24). */
export const REPEAT_WINDOW_MS = 10 * 60_000;
/** The typed e-mail address a refusal records is cut to this many characters. */
export const REFUSAL_EMAIL_MAX = 64;

const bounded = (text: string) => (text.length > REFUSAL_EMAIL_MAX ? `${text.slice(0, REFUSAL_EMAIL_MAX - 1)}…` : text);

/**
 * A refusal any stranger can cause (a wrong or throttled sign-in): the first
 * in a 10-minute window from one client writes an entry, every further one
 * only adds to its count and moves its last time. So 400 attempts from one
 * address are one row, not 400, and only the first attempt's e-mail address,
 * cut to 64 characters, is kept. `client` is the keyed client hash
 * (foundation/client-key.ts); it is kept only while the window is open (housekeeping
 * clears it), so no stored entry can be tied to an address afterwards.
 */
export async function writeRepeatedAudit(
  db: Kysely<Database>,
  e: AuditEntry & { client: string },
  now = Date.now(),
): Promise<void> {
  const at = new Date(now).toISOString();
  const window = Math.floor(now / REPEAT_WINDOW_MS) * REPEAT_WINDOW_MS;
  await db
    .insertInto('audit_log')
    .values({
      id: newOrderedId(),
      created_at: at,
      actor_id: e.actorId,
      actor_email: bounded(e.actorEmail),
      action: e.action,
      target_type: e.targetType,
      target_id: e.targetId ?? null,
      detail: JSON.stringify(e.detail ?? {}),
      repeat_key: `${e.action}|${window}|${e.client}`,
      repeat_count: 1,
      last_at: at,
    })
    .onConflict((oc) =>
      oc.column('repeat_key').doUpdateSet({ repeat_count: sql<number>`audit_log.repeat_count + 1`, last_at: at }),
    )
    .execute();
}

/** Forgets the client keys of windows that closed before `before`; returns how many. */
export async function closeRepeatWindows(db: Kysely<Database>, before: string): Promise<number> {
  const res = await db
    .updateTable('audit_log')
    .set({ repeat_key: null })
    .where('repeat_key', 'is not', null)
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Deletes entries older than `before` (the owner's audit retention); returns how many. */
export async function pruneAudit(db: Kysely<Database>, before: string): Promise<number> {
  const res = await db.deleteFrom('audit_log').where('created_at', '<', before).executeTakeFirst();
  return Number(res.numDeletedRows);
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
    count: num(r.repeat_count),
    lastAt: r.last_at ? iso(r.last_at) : null,
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
