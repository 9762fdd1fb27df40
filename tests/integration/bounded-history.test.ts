import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { listAudit, writeAudit, writeRepeatedAudit, REPEAT_WINDOW_MS } from '../../src/lib/server/repositories/audit.ts';
import { insertRevision, listRevisions, thinRevisions } from '../../src/lib/server/repositories/content-revisions.ts';
import { insertContentPageIfAbsent } from '../../src/lib/server/repositories/content-pages.ts';
import { saveSettings } from '../../src/lib/server/repositories/settings.ts';
import { runMaintenance } from '../../src/lib/server/process/maintenance.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { auditSentence } from '../../src/lib/audit-sentence.ts';

// Issue 24: the audit log and the revision history cannot grow without bound.
const config = loadConfig({ LOG_LEVEL: 'silent' });
const DAY = 86_400_000;
const WINDOW_START = Math.floor(Date.parse('2026-11-22T10:00:00Z') / REPEAT_WINDOW_MS) * REPEAT_WINDOW_MS;

describe.each(testDatabases())('bounded audit log and revisions on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t.cleanup());
  const refusals = async (action: string) => (await listAudit(t.database.db, 1000, { action })).filter((e) => e.actorId === null);

  it('writes 400 refusals from one client in one window as one entry with a count and the first, shortened address', async () => {
    const db = t.database.db;
    const long = `${'x'.repeat(240)}@evil.example`;
    const refuse = (email: string, at: number) =>
      writeRepeatedAudit(
        db,
        { actorId: null, actorEmail: email, action: 'auth.login_throttled', targetType: 'staff_user', client: 'client-a' },
        at,
      );
    await refuse(long, WINDOW_START);
    // The rest at once, as a flood arrives: the upsert holds under concurrency.
    await Promise.all(Array.from({ length: 399 }, (_, i) => refuse(`guess${i}@evil.example`, WINDOW_START + 1_000 + i)));
    const [entry, ...more] = await refusals('auth.login_throttled');
    expect(more).toEqual([]);
    expect(entry!.count).toBe(400);
    expect(entry!.actorEmail.length).toBeLessThanOrEqual(64);
    expect(entry!.actorEmail.startsWith('xxxx')).toBe(true);
    expect(auditSentence(entry!)).toMatch(/^400 sign-ins from one connection were paused after too many attempts, the last at /);
  });

  it('starts a new entry for another client and for the next window', async () => {
    const db = t.database.db;
    const refuse = (client: string, at: number) =>
      writeRepeatedAudit(
        db,
        { actorId: null, actorEmail: 'a@b.example', action: 'auth.login_failed', targetType: 'staff_user', client },
        at,
      );
    await refuse('client-a', WINDOW_START);
    await refuse('client-a', WINDOW_START + REPEAT_WINDOW_MS - 1);
    await refuse('client-b', WINDOW_START);
    await refuse('client-a', WINDOW_START + REPEAT_WINDOW_MS);
    expect((await refusals('auth.login_failed')).map((e) => e.count).sort()).toEqual([1, 1, 2]);
  });

  it("keeps entries for the owner's retention (24 months by default), forgets closed windows' client keys", async () => {
    const db = t.database.db;
    const old = (months: number) => {
      const d = new Date();
      d.setMonth(d.getMonth() - months);
      return d.toISOString();
    };
    for (const [id, at] of [
      ['old-25', old(25)],
      ['old-23', old(23)],
      ['old-13', old(13)],
    ] as const)
      await db
        .insertInto('audit_log')
        .values({
          id,
          created_at: at,
          actor_id: null,
          actor_email: 'o@x.example',
          action: 'enquiry.view',
          target_type: 'x',
          target_id: null,
          detail: '{}',
        })
        .execute();
    await runMaintenance(db, config, pino({ level: 'silent' }));
    const ids = (await listAudit(db, 1000)).map((e) => e.id);
    expect(ids).not.toContain('old-25');
    expect(ids).toContain('old-23');
    const open = await db.selectFrom('audit_log').select('id').where('repeat_key', 'is not', null).execute();
    expect(open).toEqual([]); // the windows above closed long ago
    const [pruned] = await listAudit(db, 1, { action: 'audit.prune' });
    expect(auditSentence(pruned!)).toBe('The daily clean-up deleted 1 audit log entry older than 24 months');

    // The owner's setting decides.
    await saveSettings(db, { auditRetentionMonths: 12 });
    await runMaintenance(db, config, pino({ level: 'silent' }));
    expect((await listAudit(db, 1000)).map((e) => e.id)).not.toContain('old-13');
    // Ordinary entries are untouched by the repeat bookkeeping.
    await writeAudit(db, { actorId: 'u', actorEmail: 'o@x.example', action: 'enquiry.view', targetType: 'x' });
    const [plain] = await listAudit(db, 1, { action: 'enquiry.view' });
    expect(plain!.count).toBe(1);
  });

  it('keeps every revision of the last 30 days and the newest 20 older ones, the original and the current', async () => {
    const db = t.database.db;
    const now = Date.now();
    await insertContentPageIfAbsent(db, { slug: 'thin-me', title: 'Thin me', doc: { sections: [] } });
    const [original] = await listRevisions(db, 'page', 'thin-me');
    // Backdate the seed's original so it is the oldest of all.
    await db
      .updateTable('content_revisions')
      .set({ created_at: new Date(now - 400 * DAY).toISOString() })
      .where('id', '=', original!.id)
      .execute();
    for (let i = 0; i < 40; i++)
      await insertRevision(db, {
        entityType: 'page',
        entityKey: 'thin-me',
        title: `old ${i}`,
        data: { sections: [] },
        createdBy: 'staff',
        createdAt: new Date(now - (300 - i) * DAY).toISOString(),
      });
    for (let i = 0; i < 5; i++)
      await insertRevision(db, {
        entityType: 'page',
        entityKey: 'thin-me',
        title: `recent ${i}`,
        data: { sections: [] },
        createdBy: 'staff',
        createdAt: new Date(now - (20 - i) * DAY).toISOString(),
      });
    // A document with few revisions loses none.
    await insertRevision(db, {
      entityType: 'offer',
      entityKey: 'o1',
      title: 'o',
      data: {},
      createdBy: null,
      createdAt: new Date(now - 500 * DAY).toISOString(),
    });

    expect(await thinRevisions(db, now)).toBe(20);
    const left = await listRevisions(db, 'page', 'thin-me', 1000);
    expect(left.map((r) => r.title)).toEqual([
      ...Array.from({ length: 5 }, (_, i) => `recent ${4 - i}`),
      ...Array.from({ length: 20 }, (_, i) => `old ${39 - i}`),
      'Thin me',
    ]);
    expect(left.at(-1)!.note).toBe('Original site copy');
    expect(await listRevisions(db, 'offer', 'o1')).toHaveLength(1);
    expect(await thinRevisions(db, now)).toBe(0);

    // The current version is never deleted, even when everything is old.
    const later = now + 365 * DAY;
    expect(await thinRevisions(db, later)).toBe(5);
    const kept = await listRevisions(db, 'page', 'thin-me', 1000);
    expect(kept[0]!.title).toBe('recent 4');
    expect(kept.at(-1)!.title).toBe('Thin me');
    expect(kept).toHaveLength(21);
  });
});
