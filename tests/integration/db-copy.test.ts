import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { createDb } from '../../src/lib/server/db/create-db.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { COPY_TABLES, CopyError, copyDatabase } from '../../src/lib/server/db-copy/copy.ts';
import { addCounters, addVisitors } from '../../src/lib/server/repositories/analytics.ts';
import type { Database } from '../../src/lib/server/db/schema.ts';
import { bool, isoOrNull, json } from '../../src/lib/server/db/values.ts';
import { defaultSettings } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const pgOn = testDatabases().includes('postgres');

// Written from schema.ts by hand, independently of copy.ts: which columns need
// normalising before two dialects' rows can be compared.
const TIMESTAMPS = new Set([
  'created_at',
  'updated_at',
  'read_at',
  'published_at',
  'last_login_at',
  'last_seen_at',
  'expires_at',
  'next_attempt_at',
  'locked_until',
  'sent_at',
]);
const BOOLS = new Set([
  'illustrative',
  'consent',
  'is_spam',
  'featured',
  'published',
  'active',
  'disabled',
  'ok',
  'must_change_password',
  'decorative',
  'sample',
]);
const JSONS = new Set([
  'contact_submissions.saas_to_replace',
  'contact_submissions.monthly_saas_costs',
  'blog_posts.tags',
  'case_studies.results',
  'case_studies.stack',
  'audit_log.detail',
  'content_pages.published_doc',
  'content_pages.draft_doc',
  'offers.bullets',
  'content_revisions.data',
]);
const BLOBS = new Set(['attachments.data', 'media_originals.data', 'media_variants.data']);

function normalise(table: string, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    const q = `${table}.${column}`;
    if (TIMESTAMPS.has(column)) out[column] = isoOrNull(value as string | Date | null);
    else if (BOOLS.has(column)) out[column] = bool(value as boolean | number);
    else if (JSONS.has(q)) out[column] = value === null ? null : json<unknown>(value, Symbol('bad json'));
    else if (BLOBS.has(q)) out[column] = Buffer.from(value as Uint8Array).toString('hex');
    else out[column] = value;
  }
  return out;
}

/** Every table, every row, normalised and sorted by key (collations differ between dialects). */
async function dump(db: Kysely<Database>): Promise<Record<string, Record<string, unknown>[]>> {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const { table, key } of COPY_TABLES) {
    const rows = (await (db as unknown as Kysely<any>).selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    out[table] = rows
      .map((r) => normalise(table, r))
      .sort((a, b) => (String(a[key]) < String(b[key]) ? -1 : String(a[key]) > String(b[key]) ? 1 : 0));
  }
  return out;
}

async function migrationNames(db: Kysely<Database>): Promise<string[]> {
  const r = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return r.rows.map((x) => x.name);
}

// An attachment holding every byte value, starting and ending with 0x00 and 0xFF.
const BYTES = new Uint8Array([0x00, 0xff, ...Array.from({ length: 256 }, (_, i) => i), 0xff, 0x00, 0x00]);
const T0 = '2025-03-04T05:06:07.891Z';
const T1 = '2025-03-05T23:59:59.001Z';
const ids = {
  staff: '0b7f7a52-3a4e-4a47-9c2a-7c1b4f0e0a01',
  staffOff: '0b7f7a52-3a4e-4a47-9c2a-7c1b4f0e0a02',
  session: 'f3c1d0a9e8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1',
  enquiry: '1e0c3c0e-5b1a-4f57-8d1e-0f7e0b9c2a11',
  spam: '1e0c3c0e-5b1a-4f57-8d1e-0f7e0b9c2a12',
  attachment: '2a9d2f1c-6c3b-4e0a-9f4d-3b2a1c0d9e21',
  outboxSent: '3b8e1d2c-7d4c-4f1b-8a5e-4c3b2d1e0f31',
  outboxPending: '3b8e1d2c-7d4c-4f1b-8a5e-4c3b2d1e0f32',
  media: '4c7f0e3d-8e5d-4a2c-9b6f-5d4c3e2f1a41',
};

/** A realistic site on SQLite: the seed plus one of everything staff and visitors create. */
async function buildSourceSite(db: Kysely<Database>): Promise<void> {
  await seedDatabase(db, defaultSettings(loadConfig({})));
  const post = await db.selectFrom('blog_posts').select('id').orderBy('slug').executeTakeFirstOrThrow();
  await db
    .insertInto('staff_users')
    .values([
      {
        id: ids.staff,
        email: 'ada@northmill.example',
        display_name: 'Ada Lovelace',
        password_hash: 'scrypt$16384$8$1$c2FsdA$aGFzaA',
        role: 'staff',
        created_at: T0,
        last_login_at: T1,
        disabled: false,
      },
      {
        id: ids.staffOff,
        email: 'gone@northmill.example',
        display_name: 'Former Colleague',
        password_hash: 'scrypt$x',
        role: 'staff',
        created_at: T0,
        last_login_at: null,
        disabled: true,
      },
    ])
    .execute();
  await db
    .insertInto('sessions')
    .values({ id: ids.session, user_id: ids.staff, created_at: T0, last_seen_at: T1, expires_at: '2025-04-04T05:06:07.000Z' })
    .execute();
  await db
    .insertInto('contact_submissions')
    .values([
      {
        id: ids.enquiry,
        created_at: T0,
        name: "Zoë O'Brien",
        email: 'zoe@example.co.uk',
        company: 'Café "Quotes" Ltd',
        phone: '07700 900123',
        project_type: 'internal-tool',
        project: 'Line one\nLine two\ttabbed — and emoji 🚀',
        saas_to_replace: JSON.stringify(['Slack', 'Asana']),
        custom_saas: 'Old CRM',
        // jsonb reorders keys: the comparison must not depend on key order.
        monthly_saas_costs: JSON.stringify({ Slack: 120, Asana: 45.5, zeta: 1, nested: { deep: [1, null, true] } }),
        budget: '10k-25k',
        timeline: '1-3-months',
        consent: true,
        status: 'contacted',
        notes: 'Called back',
        is_spam: false,
        spam_reason: null,
        read_at: T1,
        idempotency_key: 'idem-1',
      },
      {
        id: ids.spam,
        created_at: T1,
        name: 'Bot',
        email: 'bot@spam.example',
        company: '',
        phone: '',
        project_type: '',
        project: 'buy now',
        saas_to_replace: '[]',
        custom_saas: '',
        monthly_saas_costs: '[]',
        budget: '',
        timeline: '',
        consent: false,
        status: 'new',
        notes: '',
        is_spam: true,
        spam_reason: 'honeypot',
        read_at: null,
        idempotency_key: null,
      },
    ])
    .execute();
  await db
    .insertInto('attachments')
    .values({
      id: ids.attachment,
      submission_id: ids.enquiry,
      filename: 'brief.pdf',
      content_type: 'application/pdf',
      size: BYTES.byteLength,
      data: BYTES,
      created_at: T0,
    })
    .execute();
  await db
    .insertInto('email_outbox')
    .values([
      {
        id: ids.outboxSent,
        created_at: T0,
        kind: 'enquiry_notification',
        submission_id: ids.enquiry,
        to_address: 'hello@northmill.example',
        reply_to: 'zoe@example.co.uk',
        subject: 'New enquiry',
        text_body: 'Text',
        html_body: '<p>HTML</p>',
        attachment_id: ids.attachment,
        status: 'sent',
        attempts: 2,
        next_attempt_at: T0,
        locked_until: null,
        locked_by: null,
        last_error: null,
        sent_at: T1,
      },
      {
        id: ids.outboxPending,
        created_at: T1,
        kind: 'enquiry_receipt',
        submission_id: ids.enquiry,
        to_address: 'zoe@example.co.uk',
        reply_to: null,
        subject: 'Thanks',
        text_body: 'We got it',
        html_body: null,
        attachment_id: null,
        status: 'pending',
        attempts: 1,
        next_attempt_at: T1,
        locked_until: T1,
        locked_by: 'worker-1',
        last_error: 'ECONNREFUSED',
        sent_at: null,
      },
    ])
    .execute();
  await db
    .insertInto('email_attempts')
    .values([
      { id: '4c7f0e3d-1111-4a2c-9b6f-5d4c3e2f1a41', outbox_id: ids.outboxSent, created_at: T0, ok: false, detail: 'timeout' },
      { id: '4c7f0e3d-2222-4a2c-9b6f-5d4c3e2f1a42', outbox_id: ids.outboxSent, created_at: T1, ok: true, detail: '250 OK' },
      {
        id: '4c7f0e3d-3333-4a2c-9b6f-5d4c3e2f1a43',
        outbox_id: ids.outboxPending,
        created_at: T1,
        ok: false,
        detail: 'ECONNREFUSED',
      },
    ])
    .execute();
  await db
    .insertInto('audit_log')
    .values([
      {
        id: '5d6e0f4e-aaaa-4b3d-8c7a-6e5d4f3a2b51',
        created_at: T0,
        actor_id: ids.staff,
        actor_email: 'ada@northmill.example',
        action: 'enquiry.update',
        target_type: 'enquiry',
        target_id: ids.enquiry,
        detail: JSON.stringify({ status: ['new', 'contacted'], note: 'café ✓' }),
      },
      {
        id: '5d6e0f4e-bbbb-4b3d-8c7a-6e5d4f3a2b52',
        created_at: T1,
        actor_id: null,
        actor_email: 'cli',
        action: 'staff.password_reset',
        target_type: 'staff_user',
        target_id: null,
        detail: '{}',
      },
    ])
    .execute();
  await db
    .insertInto('newsletter_subscribers')
    .values({
      id: '6e5f1a5f-0000-4c4e-9d8b-7f6e5a4b3c61',
      email: 'reader@example.com',
      consent_text: 'Yes, send me the newsletter',
      source: 'blog',
      created_at: T1,
    })
    .execute();
  await addCounters(db, [
    { day: '2025-03-05', kind: 'page', key: '/about', count: 7 },
    { day: '2025-03-05', kind: 'view', key: '', count: 9 },
  ]);
  await addVisitors(db, '2025-03-05', ['visitor-key']);
  // A library picture (its bytes every value 0x00–0xFF) used as a post's cover.
  await db
    .insertInto('media')
    .values({
      id: ids.media,
      sha256: 'ab'.repeat(32),
      mime: 'image/png',
      width: 640,
      height: 480,
      bytes: BYTES.byteLength,
      alt: 'Whiteboard sketch of an order-to-invoice workflow',
      decorative: false,
      focal_x: 40,
      focal_y: 30,
      original_filename: 'workflow.png',
      title: 'Workflow sketch',
      variants_status: 'ready',
      created_by: ids.staff,
      created_at: T0,
    })
    .execute();
  await db.insertInto('media_originals').values({ media_id: ids.media, data: BYTES }).execute();
  await db
    .insertInto('media_variants')
    .values({
      id: `${ids.media}:webp:320`,
      media_id: ids.media,
      format: 'webp',
      width: 320,
      height: 240,
      size: BYTES.byteLength,
      data: BYTES,
    })
    .execute();
  await db.updateTable('blog_posts').set({ cover_media_id: ids.media }).where('id', '=', post.id).execute();
  await db.insertInto('blog_slug_redirects').values({ old_slug: 'an-older-slug', post_id: post.id, created_at: T0 }).execute();
  await db
    .insertInto('rate_limit_hits')
    .values({ id: '7f6a2b6a-0000-4d5f-8e9c-8a7f6b5c4d71', bucket: 'enquiry', key: 'k3y', created_at: T1 })
    .execute();
}

describe('db:copy table list', () => {
  it('covers every table of a migrated database, parents before children', async () => {
    const t = await openTestDb('sqlite');
    try {
      const tables = (
        await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(
          t.database.db,
        )
      ).rows.map((r) => r.name);
      const listed = COPY_TABLES.map((c) => c.table);
      expect([...listed].sort()).toEqual([...tables].sort());
      for (const [i, table] of listed.entries()) {
        const fks = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${table})`.execute(t.database.db);
        for (const fk of fks.rows)
          expect(listed.indexOf(fk.table as (typeof listed)[number]), `${table} -> ${fk.table}`).toBeLessThan(i);
      }
    } finally {
      await t.cleanup();
    }
  });
});

describe('db:copy SQLite -> SQLite (the script)', () => {
  let source: TestDb;
  let dir: string;
  beforeAll(async () => {
    source = await openTestDb('sqlite');
    await buildSourceSite(source.database.db);
    dir = mkdtempSync(path.join(tmpdir(), 'nm-copy-'));
  });
  afterAll(async () => {
    await source.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies into a new file, prints counts, then refuses the now non-empty file with exit code 1', async () => {
    const targetFile = path.join(dir, 'copy.db');
    const args = ['scripts/db-copy.ts', '--from', `sqlite:${source.sqliteFile}`, '--to', `sqlite:${targetFile}`];
    const ok = await run(process.execPath, args, { cwd: ROOT });
    expect(ok.stdout).toMatch(/attachments\s+1 rows/);
    expect(ok.stdout).toMatch(/contact_submissions\s+2 rows/);
    expect(ok.stdout).toMatch(new RegExp(`Verified: all ${COPY_TABLES.length} tables`));

    const target = createDb({ sqliteFile: targetFile });
    try {
      const before = await dump(target.db);
      expect(before).toEqual(await dump(source.database.db));
      const attachment = await target.db.selectFrom('attachments').select('data').executeTakeFirstOrThrow();
      expect(Buffer.compare(Buffer.from(attachment.data), Buffer.from(BYTES))).toBe(0);

      const refused = await run(process.execPath, args, { cwd: ROOT }).then(
        () => ({ code: 0, stderr: '' }),
        (err: { code: number; stderr: string }) => err,
      );
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/Refusing to copy: the target database is not empty/);
      expect(await dump(target.db)).toEqual(before);
    } finally {
      await target.close();
    }
  });

  it('refuses a source without the schema and a missing source file', async () => {
    const empty = await openTestDb('sqlite', { migrate: false });
    const target = await openTestDb('sqlite', { migrate: false });
    try {
      await expect(copyDatabase({ source: empty.database, target: target.database })).rejects.toThrow(/no Northmill schema/);
      const missing = await run(
        process.execPath,
        ['scripts/db-copy.ts', '--from', `sqlite:${path.join(dir, 'nope.db')}`, '--to', `sqlite:${path.join(dir, 'x.db')}`],
        { cwd: ROOT },
      ).then(
        () => ({ code: 0, stderr: '' }),
        (err: { code: number; stderr: string }) => err,
      );
      expect(missing.code).toBe(1);
      expect(missing.stderr).toMatch(/does not exist/);
    } finally {
      await empty.cleanup();
      await target.cleanup();
    }
  });
});

describe.skipIf(!pgOn)('db:copy SQLite -> PostgreSQL -> SQLite', () => {
  let source: TestDb;
  let pgTarget: TestDb;
  let back: TestDb;
  let sourceDump: Awaited<ReturnType<typeof dump>>;
  beforeAll(async () => {
    source = await openTestDb('sqlite');
    await buildSourceSite(source.database.db);
    sourceDump = await dump(source.database.db);
    pgTarget = await openTestDb('postgres', { migrate: false });
    back = await openTestDb('sqlite', { migrate: false });
  });
  afterAll(async () => {
    await Promise.all([source?.cleanup(), pgTarget?.cleanup(), back?.cleanup()]);
  });

  it('copies every table row by row into an empty PostgreSQL schema', async () => {
    const lines: string[] = [];
    const counts = await copyDatabase({ source: source.database, target: pgTarget.database, log: (l) => lines.push(l) });
    expect(counts.map((c) => c.table)).toEqual(COPY_TABLES.map((c) => c.table));
    for (const c of counts) expect(c.target, c.table).toBe(sourceDump[c.table]!.length);
    expect(lines.join('\n')).toMatch(/email_attempts\s+3 rows/);
    expect(await dump(pgTarget.database.db)).toEqual(sourceDump);
    expect(await migrationNames(pgTarget.database.db)).toEqual(await migrationNames(source.database.db));
  });

  it('stores PostgreSQL-native values: bytea, timestamptz, boolean, jsonb', async () => {
    const db = pgTarget.database.db;
    const a = await db.selectFrom('attachments').selectAll().executeTakeFirstOrThrow();
    expect(Buffer.isBuffer(a.data)).toBe(true);
    expect(Buffer.compare(a.data as Buffer, Buffer.from(BYTES))).toBe(0);
    const variant = await db.selectFrom('media_variants').select('data').executeTakeFirstOrThrow();
    expect(Buffer.compare(variant.data as Buffer, Buffer.from(BYTES))).toBe(0);
    const e = await db.selectFrom('contact_submissions').selectAll().where('id', '=', ids.enquiry).executeTakeFirstOrThrow();
    expect(e.created_at).toBeInstanceOf(Date);
    expect((e.created_at as Date).toISOString()).toBe(T0);
    expect(e.consent).toBe(true);
    expect(e.is_spam).toBe(false);
    expect(e.saas_to_replace).toEqual(['Slack', 'Asana']);
    expect(e.monthly_saas_costs).toEqual({ Slack: 120, Asana: 45.5, zeta: 1, nested: { deep: [1, null, true] } });
    const types = await sql<{ t: string; b: string; j: string; y: string }>`
      select pg_typeof(created_at)::text as t, pg_typeof(consent)::text as b, pg_typeof(saas_to_replace)::text as j,
             (select pg_typeof(data)::text from attachments limit 1) as y
      from contact_submissions limit 1`.execute(db);
    expect(types.rows[0]).toEqual({ t: 'timestamp with time zone', b: 'boolean', j: 'jsonb', y: 'bytea' });
  });

  it('copies PostgreSQL back into a fresh SQLite file with the original representation', async () => {
    await copyDatabase({ source: pgTarget.database, target: back.database });
    expect(await dump(back.database.db)).toEqual(sourceDump);
    const e = await back.database.db
      .selectFrom('contact_submissions')
      .selectAll()
      .where('id', '=', ids.enquiry)
      .executeTakeFirstOrThrow();
    expect(e.created_at).toBe(T0); // ISO text, exactly as written
    expect(e.read_at).toBe(T1);
    expect(e.consent).toBe(1);
    expect(typeof e.saas_to_replace).toBe('string');
    const a = await back.database.db.selectFrom('attachments').select('data').executeTakeFirstOrThrow();
    expect(a.data).toBeInstanceOf(Uint8Array);
    expect(Buffer.compare(Buffer.from(a.data), Buffer.from(BYTES))).toBe(0);
  });

  it('refuses a non-empty target (either dialect) and changes nothing', async () => {
    const pgBefore = await dump(pgTarget.database.db);
    const pgMigrations = await migrationNames(pgTarget.database.db);
    await expect(copyDatabase({ source: source.database, target: pgTarget.database })).rejects.toThrow(CopyError);
    await expect(copyDatabase({ source: source.database, target: pgTarget.database })).rejects.toThrow(/not empty/);
    expect(await dump(pgTarget.database.db)).toEqual(pgBefore);
    expect(await migrationNames(pgTarget.database.db)).toEqual(pgMigrations);

    // A target holding a single row anywhere is refused too.
    const one = await openTestDb('postgres');
    try {
      await one.database.db
        .insertInto('newsletter_subscribers')
        .values({ id: 'x', email: 'a@b.example', consent_text: 'yes', source: 'test', created_at: T0 })
        .execute();
      const oneBefore = await dump(one.database.db);
      await expect(copyDatabase({ source: source.database, target: one.database })).rejects.toThrow(
        /newsletter_subscribers \(1\)/,
      );
      expect(await dump(one.database.db)).toEqual(oneBefore);
    } finally {
      await one.cleanup();
    }

    const backBefore = await dump(back.database.db);
    await expect(copyDatabase({ source: pgTarget.database, target: back.database })).rejects.toThrow(/not empty/);
    expect(await dump(back.database.db)).toEqual(backBefore);
  });
});
