import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { bool, iso } from '../db/values.ts';
import { toStaffUser, type StaffUser } from './staff.ts';

export async function insertSession(
  db: Kysely<Database>,
  s: { id: string; userId: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ id: s.id, user_id: s.userId, created_at: s.now, last_seen_at: s.now, expires_at: s.expiresAt })
    .execute();
}

export interface SessionRow {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  user: StaffUser;
  /** Whether the account has two-factor sign-in on (the owner's rule may require it). */
  twoFactor: boolean;
}

export async function findSession(db: Kysely<Database>, id: string): Promise<SessionRow | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('staff_users', 'staff_users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.created_at as session_created_at',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'staff_users.id',
      'staff_users.email',
      'staff_users.display_name',
      'staff_users.password_hash',
      'staff_users.role',
      'staff_users.created_at',
      'staff_users.last_login_at',
      'staff_users.disabled',
      'staff_users.totp_secret',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row || bool(row.disabled)) return undefined;
  return {
    id: row.session_id,
    createdAt: iso(row.session_created_at),
    lastSeenAt: iso(row.last_seen_at),
    expiresAt: iso(row.expires_at),
    user: toStaffUser(row),
    twoFactor: row.totp_secret !== null,
  };
}

export async function touchSession(db: Kysely<Database>, id: string, at: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
}

export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of a user except (optionally) the one in use. */
export async function deleteUserSessions(db: Kysely<Database>, userId: string, exceptId?: string): Promise<void> {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId) q = q.where('id', '!=', exceptId);
  await q.execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: string, idleCutoff: string): Promise<number> {
  const res = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleCutoff)]))
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
