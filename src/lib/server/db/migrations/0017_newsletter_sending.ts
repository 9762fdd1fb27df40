import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

// Newsletter sending (issue 27). An issue is composed, then queued once: one
// delivery row per confirmed subscriber (the primary key issue+subscriber makes
// a second queuing, by a restart or another instance, add nothing) and one
// outbox message each. Outbox rows gain extra headers (List-Unsubscribe) and a
// reference to the issue whose frozen body they send, so 10,000 recipients do
// not store 10,000 copies of the same HTML.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('newsletter_issues')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('post_id', 'text')
    .addColumn('cover_media_id', 'text')
    .addColumn('link_url', 'text')
    // draft -> scheduled -> queuing -> queued
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('scheduled_at', t.timestamp)
    .addColumn('queue_locked_until', t.timestamp)
    .addColumn('queue_locked_by', 'text')
    .addColumn('queue_started_at', t.timestamp)
    .addColumn('queued_at', t.timestamp)
    .addColumn('rate_per_minute', 'integer')
    .addColumn('rendered_html', 'text')
    .addColumn('rendered_text', 'text')
    .execute();
  await db.schema.createIndex('newsletter_issues_due').on('newsletter_issues').columns(['status', 'scheduled_at']).execute();

  await db.schema
    .createTable('newsletter_deliveries')
    .addColumn('issue_id', 'text', (c) => c.notNull().references('newsletter_issues.id').onDelete('cascade'))
    .addColumn('subscriber_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('outbox_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('newsletter_deliveries_pk', ['issue_id', 'subscriber_id'])
    .execute();
  await db.schema.createIndex('newsletter_deliveries_outbox').on('newsletter_deliveries').column('outbox_id').execute();

  await db.schema.alterTable('newsletter_subscribers').addColumn('unsubscribed_at', t.timestamp).execute();
  await db.schema.alterTable('newsletter_subscribers').addColumn('suppressed_at', t.timestamp).execute();
  await db.schema.alterTable('newsletter_subscribers').addColumn('suppressed_reason', 'text').execute();

  await db.schema.alterTable('email_outbox').addColumn('headers', t.json).execute();
  await db.schema.alterTable('email_outbox').addColumn('newsletter_issue_id', 'text').execute();
  await db.schema.createIndex('email_outbox_kind').on('email_outbox').columns(['kind', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('email_outbox_kind').execute();
  await db.schema.alterTable('email_outbox').dropColumn('newsletter_issue_id').execute();
  await db.schema.alterTable('email_outbox').dropColumn('headers').execute();
  for (const c of ['suppressed_reason', 'suppressed_at', 'unsubscribed_at'])
    await db.schema.alterTable('newsletter_subscribers').dropColumn(c).execute();
  await db.schema.dropTable('newsletter_deliveries').execute();
  await db.schema.dropTable('newsletter_issues').execute();
}
