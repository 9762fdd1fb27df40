import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { Migrator, type MigrationResultSet } from 'kysely/migration';
import { migrations } from './migrations/index.ts';

export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  // On PostgreSQL, pin Kysely's bookkeeping tables to the schema in use:
  // without it the migrator sees another schema's kysely_migration table in
  // the catalogue and assumes ours exists (several sites or test runs can
  // share one database in separate schemas).
  let migrationTableSchema: string | undefined;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
  }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
