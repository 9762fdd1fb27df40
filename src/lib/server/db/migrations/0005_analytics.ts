import type { Kysely } from 'kysely';

// First-party, cookieless analytics (issue 15). Only daily aggregates are
// kept: a count per (UK day, kind, key). Visitor hashes and the salt they
// are made with live for one day and are deleted when the day is over.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_daily')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_daily_pk', ['day', 'kind', 'key'])
    .execute();
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
