import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

// Frozen: never edit a released migration; add a new numbered file instead.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const s = db.schema;

  await s
    .createTable('contact_submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('project_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('project', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('saas_to_replace', t.json, (c) => c.notNull())
    .addColumn('custom_saas', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('monthly_saas_costs', t.json, (c) => c.notNull())
    .addColumn('budget', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('timeline', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('consent', t.bool, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_spam', t.bool, (c) => c.notNull().defaultTo(false))
    .addColumn('spam_reason', 'text')
    .addColumn('read_at', t.timestamp)
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .execute();
  await s.createIndex('contact_submissions_created_at').on('contact_submissions').column('created_at').execute();

  await s
    .createTable('attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('submission_id', 'text', (c) => c.notNull().references('contact_submissions.id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', t.blob, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await s.createIndex('attachments_submission_id').on('attachments').column('submission_id').execute();

  await s
    .createTable('blog_posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('Technology'))
    .addColumn('tags', t.json, (c) => c.notNull())
    .addColumn('featured', t.bool, (c) => c.notNull().defaultTo(false))
    .addColumn('published', t.bool, (c) => c.notNull().defaultTo(false))
    .addColumn('published_at', t.timestamp)
    .addColumn('meta_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await s.createIndex('blog_posts_created_at').on('blog_posts').column('created_at').execute();
  await s.createIndex('blog_posts_published').on('blog_posts').columns(['published', 'published_at']).execute();

  await s
    .createTable('blog_slug_redirects')
    .addColumn('old_slug', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();

  await s
    .createTable('page_meta')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('page_name', 'text', (c) => c.notNull())
    .addColumn('page_path', 'text', (c) => c.notNull().unique())
    .addColumn('meta_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await s
    .createTable('calculator_options')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('option_name', 'text', (c) => c.notNull())
    .addColumn('option_value', 'text', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', t.bool, (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await s.createIndex('calculator_options_order').on('calculator_options').columns(['category', 'display_order']).execute();

  await s
    .createTable('staff_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('staff'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_login_at', t.timestamp)
    .addColumn('disabled', t.bool, (c) => c.notNull().defaultTo(false))
    .execute();

  await s
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_seen_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .execute();
  await s.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await s
    .createTable('rate_limit_hits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await s.createIndex('rate_limit_hits_lookup').on('rate_limit_hits').columns(['bucket', 'key', 'created_at']).execute();

  await s
    .createTable('email_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('submission_id', 'text', (c) => c.references('contact_submissions.id').onDelete('cascade'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('attachment_id', 'text', (c) => c.references('attachments.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
    .addColumn('locked_until', t.timestamp)
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', t.timestamp)
    .execute();
  await s.createIndex('email_outbox_due').on('email_outbox').columns(['status', 'next_attempt_at']).execute();
  await s.createIndex('email_outbox_submission').on('email_outbox').column('submission_id').execute();

  await s
    .createTable('email_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('outbox_id', 'text', (c) => c.notNull().references('email_outbox.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('ok', t.bool, (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('email_attempts_outbox').on('email_attempts').column('outbox_id').execute();

  await s
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('detail', t.json, (c) => c.notNull())
    .execute();
  await s.createIndex('audit_log_created_at').on('audit_log').column('created_at').execute();

  await s
    .createTable('site_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await s
    .createTable('newsletter_subscribers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('consent_text', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'newsletter_subscribers',
    'site_settings',
    'audit_log',
    'email_attempts',
    'email_outbox',
    'rate_limit_hits',
    'sessions',
    'staff_users',
    'calculator_options',
    'page_meta',
    'blog_slug_redirects',
    'blog_posts',
    'attachments',
    'contact_submissions',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
