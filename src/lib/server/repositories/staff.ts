import type { Kysely, Selectable } from 'kysely';
import type { Database, StaffUsersTable } from '../db/schema.ts';
import { bool, iso, isoOrNull, newId, nowIso } from '../db/values.ts';

export type Role = 'owner' | 'staff';
export interface StaffUser {
  id: string;
  email: string;
  displayName: string;
  role: Role;
  createdAt: string;
  lastLoginAt: string | null;
  disabled: boolean;
}

export const toStaffUser = (
  r: Pick<Selectable<StaffUsersTable>, 'id' | 'email' | 'display_name' | 'role' | 'created_at' | 'last_login_at' | 'disabled'>,
): StaffUser => ({
  id: r.id,
  email: r.email,
  displayName: r.display_name,
  role: r.role === 'owner' ? 'owner' : 'staff',
  createdAt: iso(r.created_at),
  lastLoginAt: isoOrNull(r.last_login_at),
  disabled: bool(r.disabled),
});

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function countStaff(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('staff_users')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findStaffByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('staff_users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

export async function findStaffById(db: Kysely<Database>, id: string) {
  return db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listStaff(db: Kysely<Database>): Promise<StaffUser[]> {
  const rows = await db.selectFrom('staff_users').selectAll().orderBy('created_at').execute();
  return rows.map(toStaffUser);
}

export async function createStaff(
  db: Kysely<Database>,
  u: { email: string; displayName: string; passwordHash: string; role: Role },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('staff_users')
    .values({
      id,
      email: normaliseEmail(u.email),
      display_name: u.displayName,
      password_hash: u.passwordHash,
      role: u.role,
      created_at: nowIso(),
      last_login_at: null,
      disabled: false,
    })
    .execute();
  return id;
}

export async function setPasswordHash(db: Kysely<Database>, id: string, hash: string): Promise<void> {
  await db.updateTable('staff_users').set({ password_hash: hash }).where('id', '=', id).execute();
}

export async function setDisabled(db: Kysely<Database>, id: string, disabled: boolean): Promise<void> {
  await db.updateTable('staff_users').set({ disabled }).where('id', '=', id).execute();
}

export async function touchLogin(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('staff_users').set({ last_login_at: nowIso() }).where('id', '=', id).execute();
}

export async function setDisplayName(db: Kysely<Database>, id: string, displayName: string): Promise<void> {
  await db.updateTable('staff_users').set({ display_name: displayName }).where('id', '=', id).execute();
}

/** Throws a unique violation when another account already has the address. */
export async function setEmail(db: Kysely<Database>, id: string, email: string): Promise<void> {
  await db
    .updateTable('staff_users')
    .set({ email: normaliseEmail(email) })
    .where('id', '=', id)
    .execute();
}
