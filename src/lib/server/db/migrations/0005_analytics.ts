import type { Kysely } from 'kysely';

// First-party, cookieless analytics (issue 15). Only daily aggregates are
// kept: a count per (UK day, kind, key). Visitor hashes and the salt they
// are made with live for one day and are deleted when the day is over.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_daily')
    // 'day|kind|key': one column to upsert on and to page by (db:copy).
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('analytics_daily_kind_day').on('analytics_daily').columns(['kind', 'day']).execute();
  await db.schema
    .createTable('analytics_visitors')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_visitors_pk', ['day', 'hash'])
    .execute();
  await db.schema
    .createTable('analytics_salts')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('analytics_salts').execute();
  await db.schema.dropTable('analytics_visitors').execute();
  await db.schema.dropTable('analytics_daily').execute();
}
