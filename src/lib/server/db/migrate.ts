import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationResultSet } from 'kysely/migration';
import { migrations } from './migrations/index.ts';

/**
 * Runs every migration not yet run (or only those of `only`: a restore builds an
 * archive's own schema first). Unordered runs are allowed for `only`, whose names
 * need not be a prefix of the list.
 */
export async function migrateToLatest(db: Kysely<any>, only?: Record<string, Migration>): Promise<MigrationResultSet> {
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
    provider: { getMigrations: async () => only ?? migrations },
    ...(only ? { allowUnorderedMigrations: true } : {}),
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
