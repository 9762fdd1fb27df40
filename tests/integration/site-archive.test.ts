// The full-site archive (issue 40): export → fresh install → restore gives
// back every carried row and picture exactly, on SQLite and PostgreSQL and
// from SQLite into PostgreSQL; what it leaves out stays out; a newer schema,
// a damaged entry or a non-fresh site without consent is refused with the
// site untouched; a failure inside the replace leaves the old site as it was;
// an archive from an older schema is migrated after loading.
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createHash } from 'node:crypto';
import { openTestDb, testDatabases, type TestDb, type TestDbKind } from '../helpers/databases.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { defaultSettings } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { migrations } from '../../src/lib/server/db/migrations/index.ts';
import { migrateToLatest } from '../../src/lib/server/db/migrate.ts';
import { databaseStorage } from '../../src/lib/server/media/storage.ts';
import { writeSiteArchive } from '../../src/lib/server/site-archive/write.ts';
import { RestoreRefused, restoreSiteArchive } from '../../src/lib/server/site-archive/restore.ts';
import { openArchive } from '../../src/lib/server/site-archive/read.ts';
import type { Manifest } from '../../src/lib/server/site-archive/format.ts';
import { archiveRows, canonicalRow, columnKinds } from '../helpers/archive-rows.ts';
import { FIXTURE_IDS, addPeopleAndSecrets, fillSite } from '../../support/site-fixture.ts';
import type { Db } from '../../src/lib/server/db/create-db.ts';

const kinds = testDatabases();
const dirs: string[] = [];
const dbs: TestDb[] = [];
afterAll(async () => {
  await Promise.all(dbs.map((d) => d.cleanup()));
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});
const GiB = 1024 ** 3;

function tmp(): string {
  const d = mkdtempSync(path.join(tmpdir(), 'nm-archive-'));
  dirs.push(d);
  return d;
}

async function db(kind: TestDbKind, opts: { migrate?: boolean } = {}): Promise<TestDb> {
  const t = await openTestDb(kind, opts);
  dbs.push(t);
  return t;
}

async function seeded(kind: TestDbKind): Promise<Db> {
  const t = await db(kind);
  await seedDatabase(t.database.db, defaultSettings(loadConfig({})));
  return t.database;
}

async function sourceSite(kind: TestDbKind): Promise<Db> {
  const database = await seeded(kind);
  await fillSite(database.db, { posts: 12, pictures: 3, pictureBytes: 4000, storage: databaseStorage(database.db) });
  await addPeopleAndSecrets(database.db);
  return database;
}

async function exportSite(database: Db, dataDir = tmp()): Promise<{ file: string; manifest: Manifest }> {
  const file = path.join(tmp(), 'site.zip');
  const { manifest } = await writeSiteArchive(
    { database, mediaStorage: 'database', dataDir, siteUrl: 'https://northmill.example', businessName: 'Northmill' },
    file,
  );
  return { file, manifest };
}

const restoreInto = (database: Db, file: string, extra: Partial<Parameters<typeof restoreSiteArchive>[1]> = {}) =>
  restoreSiteArchive(
    { database, mediaStorage: 'database', dataDir: tmp() },
    { file, maxArchiveBytes: GiB, replace: false, ...extra },
  );

/** Each table entry's hash, and each picture file's, by name. */
function hashes(m: Manifest) {
  return {
    tables: Object.fromEntries(m.tables.map((t) => [t.table, t.sha256])),
    media: Object.fromEntries(m.media.map((e) => [e.name, e.sha256])),
    files: m.files.map((f) => f.sha256).sort(),
  };
}

describe.each(kinds)('site archive on %s', (kind) => {
  it('restores every carried row and picture exactly into a fresh install, and leaves the secrets out', async () => {
    const source = await sourceSite(kind);
    const first = await exportSite(source);
    const target = await seeded(kind);
    const report = await restoreInto(target, first.file);
    expect(report.rows.blog_posts).toBeGreaterThanOrEqual(12);
    expect(report.pictures).toBe(3);
    expect(report.withoutPassword.map((a) => a.email)).toContain('ada@northmill.example');

    const again = await exportSite(target);
    const a = hashes(first.manifest);
    const b = hashes(again.manifest);
    expect(b.media).toEqual(a.media);
    expect(b.files).toEqual(a.files);
    // Every table identical, but the audit log, which gains the restore's own entry.
    const { audit_log: auditBefore, ...restBefore } = a.tables;
    const { audit_log: auditAfter, ...restAfter } = b.tables;
    expect(restAfter).toEqual(restBefore);
    expect(auditAfter).not.toBe(auditBefore);
    const audit = await archiveRows(again.file, 'audit_log');
    expect(audit.filter((r) => r.action === 'site.restore')).toHaveLength(1);

    // What was left out stayed out.
    const staff = await target.db
      .selectFrom('staff_users')
      .selectAll()
      .where('id', '=', FIXTURE_IDS.staff)
      .executeTakeFirstOrThrow();
    expect(staff.password_hash).toBe('');
    expect(staff.totp_secret).toBeNull();
    expect(await target.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    expect(await target.db.selectFrom('recovery_codes').selectAll().execute()).toEqual([]);
    const outbox = (await target.db.selectFrom('email_outbox').select('id').execute()).map((r) => r.id);
    expect(outbox).toEqual([FIXTURE_IDS.outboxSent]);
    const settings = new Map(
      (await target.db.selectFrom('site_settings').select(['key', 'value']).execute()).map((r) => [r.key, r.value]),
    );
    expect(settings.get('form_token_secret')).toBeUndefined();
    expect(settings.get('enquiry_webhook')).toBeUndefined();
    expect(settings.get('enquiry_webhook_secret')).toBeUndefined();
    expect(settings.get('newsletter_unsubscribe_secret')).toBe('carried-unsubscribe-key');
    const attachment = await target.db.selectFrom('attachments').select('data').executeTakeFirstOrThrow();
    expect(Buffer.from(attachment.data).subarray(0, 4).toString()).toBe('%PDF');
  });

  it('refuses a site with content unless told to replace it, then keeps the restoring owner signed in', async () => {
    const source = await sourceSite(kind);
    const { file } = await exportSite(source);
    const target = await sourceSite(kind);
    await target.db.updateTable('staff_users').set({ password_hash: 'live-hash' }).where('id', '=', FIXTURE_IDS.staff).execute();
    const before = hashes((await exportSite(target)).manifest);
    await expect(restoreInto(target, file)).rejects.toBeInstanceOf(RestoreRefused);
    expect(hashes((await exportSite(target)).manifest)).toEqual(before);

    const report = await restoreInto(target, file, {
      replace: true,
      restorer: {
        userId: FIXTURE_IDS.staff,
        sessionId: 'f'.repeat(64),
        actor: { id: FIXTURE_IDS.staff, email: 'ada@northmill.example' },
      },
    });
    expect(report.restorerId).toBe(FIXTURE_IDS.staff);
    const ada = await target.db
      .selectFrom('staff_users')
      .selectAll()
      .where('id', '=', FIXTURE_IDS.staff)
      .executeTakeFirstOrThrow();
    expect(ada.password_hash).toBe('live-hash');
    expect(ada.role).toBe('owner');
    expect((await target.db.selectFrom('sessions').select('id').execute()).map((r) => r.id)).toEqual(['f'.repeat(64)]);
    // Their two-factor stays whole: the recovery codes come with it.
    expect((await target.db.selectFrom('recovery_codes').select('id').execute()).map((r) => r.id)).toEqual(['rc-1']);
  });

  it('leaves the old site whole when the replace fails before its commit', async () => {
    const source = await sourceSite(kind);
    const { file } = await exportSite(source);
    const target = await sourceSite(kind);
    await target.db
      .updateTable('blog_posts')
      .set({ title: 'Only on the live site' })
      .where('slug', '=', 'field-notes-1')
      .execute();
    const before = hashes((await exportSite(target)).manifest);
    await expect(restoreInto(target, file, { replace: true, failBeforeCommit: true })).rejects.toThrow(/before the commit/);
    expect(hashes((await exportSite(target)).manifest)).toEqual(before);
  });

  it('refuses an archive from a newer schema and a damaged entry, touching nothing', async () => {
    const source = await sourceSite(kind);
    const { file } = await exportSite(source);
    const target = await seeded(kind);
    const before = hashes((await exportSite(target)).manifest);

    const newer = await rewrite(file, (name, bytes) => {
      if (name !== 'manifest.json') return bytes;
      const m = JSON.parse(bytes.toString()) as Manifest;
      m.migrations.push('0999_from_the_future');
      return Buffer.from(JSON.stringify(m));
    });
    await expect(restoreInto(target, newer)).rejects.toThrow(
      /newer version of the site.*0999_from_the_future.*Upgrade this install/,
    );

    const damaged = await rewrite(file, (name, bytes) => {
      if (name !== 'tables/blog_posts.jsonl') return bytes;
      const b = Buffer.from(bytes);
      b[b.indexOf('Field notes')] = 0x66; // 'F' -> 'f': same size, another hash
      return b;
    });
    await expect(restoreInto(target, damaged)).rejects.toThrow(/does not match its checksum/);
    expect(hashes((await exportSite(target)).manifest)).toEqual(before);
  });

  it('loads no mail to send and no secret setting from an archive edited to hold them', async () => {
    const source = await sourceSite(kind);
    const { file, manifest } = await exportSite(source);
    const pending = { ...(await archiveRows(file, 'email_outbox'))[0]!, id: 'edited-in', status: 'pending', sent_at: null };
    const secret = { key: 'form_token_secret', value: 'from-the-archive', updated_at: '2026-01-01T00:00:00.000Z' };
    const added: Record<string, object> = { 'tables/email_outbox.jsonl': pending, 'tables/site_settings.jsonl': secret };
    const edited = await rewrite(
      file,
      (name, bytes) => {
        if (added[name]) return Buffer.concat([bytes, Buffer.from(`${JSON.stringify(added[name])}\n`)]);
        if (name !== 'manifest.json') return bytes;
        const m = structuredClone(manifest);
        for (const t of m.tables) if (added[t.name]) t.rows += 1;
        return Buffer.from(JSON.stringify(m));
      },
      true,
    );
    const target = await seeded(kind);
    await restoreInto(target, edited);
    expect(await target.db.selectFrom('email_outbox').select('id').where('id', '=', 'edited-in').execute()).toEqual([]);
    const form = await target.db
      .selectFrom('site_settings')
      .select('value')
      .where('key', '=', 'form_token_secret')
      .executeTakeFirst();
    expect(form?.value).not.toBe('from-the-archive');
  });

  it('migrates an archive made before the latest migrations once it is loaded', async () => {
    const old = await db(kind, { migrate: false });
    const names = Object.keys(migrations).filter((n) => n < '0042');
    const picked = Object.fromEntries(names.map((n) => [n, migrations[n]!]));
    await migrateToLatest(old.database.db, picked);
    await seedDatabase(old.database.db, defaultSettings(loadConfig({})));
    await fillSite(old.database.db, { posts: 3, pictures: 1, pictureBytes: 2000, storage: databaseStorage(old.database.db) });
    const { file, manifest } = await exportSite(old.database);
    expect(manifest.migrations).not.toContain('0042_site_backups');
    const target = await seeded(kind);
    const report = await restoreInto(target, file);
    expect(report.migrated).toContain('0042_site_backups');
    expect(
      await target.db.selectFrom('blog_posts').select('slug').where('slug', '=', 'field-notes-2').executeTakeFirst(),
    ).toBeTruthy();
  });
});

describe('site archive and the filesystem media store', () => {
  it('restores pictures into MEDIA_STORAGE=filesystem, and a failed restore takes back the ones it added', async () => {
    const source = await sourceSite('sqlite');
    const { file, manifest } = await exportSite(source);
    const dataDir = tmp();
    const target = await seeded('sqlite');
    const into = (extra: Partial<Parameters<typeof restoreSiteArchive>[1]>) =>
      restoreSiteArchive(
        { database: target, mediaStorage: 'filesystem', dataDir },
        { file, maxArchiveBytes: GiB, replace: true, ...extra },
      );
    const stored = () =>
      readdirSync(path.join(dataDir, 'media'), { recursive: true }).filter((f) => String(f).split(path.sep).length === 3);

    await expect(into({ failBeforeCommit: true })).rejects.toThrow(/before the commit/);
    expect(existsSync(path.join(dataDir, 'media')) ? stored() : []).toEqual([]);

    await into({});
    expect(stored()).toHaveLength(manifest.media.length);
    // The filesystem driver reads each variant back, byte for byte as archived.
    const again = await (async () => {
      const out = path.join(tmp(), 'again.zip');
      return (
        await writeSiteArchive(
          {
            database: target,
            mediaStorage: 'filesystem',
            dataDir,
            siteUrl: 'https://northmill.example',
            businessName: 'Northmill',
          },
          out,
        )
      ).manifest;
    })();
    expect(hashes(again).media).toEqual(hashes(manifest).media);
    expect(await target.db.selectFrom('media_originals').select('media_id').execute()).toEqual([]);
  });
});

describe.skipIf(!kinds.includes('postgres'))('site archive across databases', () => {
  it('restores a SQLite archive into PostgreSQL with every value the same', async () => {
    const source = await sourceSite('sqlite');
    const { file } = await exportSite(source);
    const target = await seeded('postgres');
    await restoreInto(target, file);
    const again = await exportSite(target);
    const a = (await openArchive(file, GiB)).manifest;
    const b = again.manifest;
    expect(hashes(b).media).toEqual(hashes(a).media);
    expect(hashes(b).files).toEqual(hashes(a).files);
    // PostgreSQL knows each column's kind: read both sides through them.
    for (const t of b.tables) {
      if (t.table === 'audit_log') continue;
      const kindsOf = columnKinds(b, t.table);
      const norm = (r: Record<string, unknown>) => canonicalRow(r, kindsOf);
      const left = (await archiveRows(file, t.table)).map(norm).sort();
      const right = (await archiveRows(again.file, t.table)).map(norm).sort();
      expect(right, t.table).toEqual(left);
    }
  });
});

/** A copy of an archive with some entries' bytes changed (the manifest left as it was unless changed too). */
/** With `rehash`, the manifest's hashes and sizes are made to match the changed entries (an edit made with care). */
async function rewrite(file: string, change: (name: string, bytes: Buffer) => Buffer, rehash = false): Promise<string> {
  const out = path.join(tmp(), 'changed.zip');
  const input = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false });
  const entries: yauzl.Entry[] = [];
  await new Promise<void>((resolve) => {
    input.on('entry', (e: yauzl.Entry) => {
      entries.push(e);
      input.readEntry();
    });
    input.on('end', () => resolve());
    input.readEntry();
  });
  const changed = new Map<string, Buffer>();
  for (const e of entries) {
    const chunks: Buffer[] = [];
    for await (const c of await input.openReadStreamPromise(e)) chunks.push(c as Buffer);
    changed.set(e.fileName, change(e.fileName, Buffer.concat(chunks)));
  }
  if (rehash) {
    const m = JSON.parse(changed.get('manifest.json')!.toString()) as Manifest;
    for (const e of [...m.tables, ...m.files, ...m.media]) {
      const bytes = changed.get(e.name)!;
      e.sha256 = createHash('sha256').update(bytes).digest('hex');
      e.bytes = bytes.length;
    }
    changed.set('manifest.json', Buffer.from(JSON.stringify(m)));
  }
  const zip = new ZipFile();
  const written = pipeline(zip.outputStream, createWriteStream(out));
  for (const [name, bytes] of changed) zip.addBuffer(bytes, name);
  zip.end();
  await written;
  input.close();
  return out;
}
