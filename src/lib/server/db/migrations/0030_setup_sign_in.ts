import type { Kysely } from 'kysely';

// Issue 38: the first owner's set-up signs her in but did not record it, so Staff said 'last
// sign-in Never'. New sessions now record it however they start (auth/sessions.ts); an owner
// set up before that gets the time of her set-up from its audit entry, where nothing later was
// recorded. Frozen once released: add a new numbered file instead of editing.
export async function up(db: Kysely<any>): Promise<void> {
  const setups = await db
    .selectFrom('audit_log')
    .select(['actor_id', 'created_at'])
    .where('action', '=', 'auth.owner_setup')
    .where('actor_id', 'is not', null)
    .execute();
  for (const s of setups) {
    await db
      .updateTable('staff_users')
      .set({ last_login_at: s.created_at })
      .where('id', '=', s.actor_id)
      .where('last_login_at', 'is', null)
      .execute();
  }
}

// Nothing to undo: a recorded sign-in time is true either way.
export async function down(): Promise<void> {}
