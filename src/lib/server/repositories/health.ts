import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The cheapest round trip that proves the database answers (the health check). */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
