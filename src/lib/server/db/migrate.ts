import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationResultSet } from 'kysely/migration';
import { migrations } from './migrations/index.ts';

/**
 * Runs every migration not yet run (or only those of `only`: a restore builds an
 * archive's own schema first), whatever their place in the list.
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
    // Numbers are reserved in blocks by work done side by side, so one merged later can sort
    // before one a database has already run (0034 after 0042): it still runs, in name order
    // with the others pending. Without this Kysely refuses to start ("corrupted migrations").
    allowUnorderedMigrations: true,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
