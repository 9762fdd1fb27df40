import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

// Newsletter double opt-in: when the address confirmed. Rows from before the
// double opt-in signed up under the single opt-in form then in force, so
// their sign-up time stands as their confirmation time.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('newsletter_subscribers').addColumn('confirmed_at', t.timestamp).execute();
  await sql`update newsletter_subscribers set confirmed_at = created_at`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('newsletter_subscribers').dropColumn('confirmed_at').execute();
}
