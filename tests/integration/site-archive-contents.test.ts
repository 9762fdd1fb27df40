// What an archive carries is decided in site-archive/contents.ts and nowhere
// else; every table is carried unless named there. This test keeps the list
// honest as migrations add tables and columns (other branches' too): a
// carried column whose name looks like a secret must be scrubbed, its table
// left out, or explained; and every name the list gives must exist.
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { listColumns, listTables, MIGRATION_TABLES } from '../../src/lib/server/db/introspect.ts';
import {
  LEFT_OUT_TABLES,
  MEDIA_BYTE_COLUMNS,
  NOT_SECRET_COLUMNS,
  SCRUBBED_COLUMNS,
  SECRET_COLUMN_PATTERN,
  settingLeftOut,
} from '../../src/lib/server/site-archive/contents.ts';

const opened: TestDb[] = [];
afterAll(() => Promise.all(opened.map((d) => d.cleanup())));

describe.each(testDatabases())('site archive contents on %s', (kind) => {
  it('scrubs, leaves out or explains every carried column that looks like a secret', async () => {
    const t = await openTestDb(kind);
    opened.push(t);
    const db = t.database.db;
    const tables = (await listTables(kind, db)).filter((x) => !MIGRATION_TABLES.has(x));
    const unexplained: string[] = [];
    for (const table of tables) {
      if (table in LEFT_OUT_TABLES) continue;
      for (const c of await listColumns(kind, db, table)) {
        const q = `${table}.${c.name}`;
        if (!SECRET_COLUMN_PATTERN.test(c.name)) continue;
        if (SCRUBBED_COLUMNS[table]?.[c.name] !== undefined || q in NOT_SECRET_COLUMNS) continue;
        unexplained.push(q);
      }
    }
    expect(unexplained, 'add each to SCRUBBED_COLUMNS, LEFT_OUT_TABLES or NOT_SECRET_COLUMNS (contents.ts)').toEqual([]);

    // Every name the lists give is a real table or column.
    for (const table of [...Object.keys(LEFT_OUT_TABLES), ...Object.keys(SCRUBBED_COLUMNS), ...Object.keys(MEDIA_BYTE_COLUMNS)])
      expect(tables, table).toContain(table);
    for (const [table, cols] of Object.entries(SCRUBBED_COLUMNS)) {
      const names = (await listColumns(kind, db, table)).map((c) => c.name);
      for (const c of Object.keys(cols)) expect(names, `${table}.${c}`).toContain(c);
    }
  });

  it('leaves out every setting that names a secret, but the unsubscribe key', () => {
    for (const key of [
      'form_token_secret',
      'newsletter_token_secret',
      'enquiry_webhook_secret',
      'smtp_password',
      'mail_api_key',
      'owner_setup',
      'enquiry_webhook',
    ])
      expect(settingLeftOut(key), key).toBe(true);
    for (const key of ['newsletter_unsubscribe_secret', 'business_name', 'backup_schedule', 'seeded:pages', 'require_two_factor'])
      expect(settingLeftOut(key), key).toBe(false);
  });
});
