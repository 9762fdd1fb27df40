import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { auditFacets, listAudit, writeAudit } from '../../src/lib/server/repositories/audit.ts';

describe.each(testDatabases())('audit log filters on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
    const rows = [
      ['a1', '2026-06-30T22:30:00.000Z', 'owner@x.example', 'settings.update'], // 30 June 23:30 in London
      ['a2', '2026-06-30T23:30:00.000Z', 'owner@x.example', 'enquiry.view'], // 1 July 00:30 in London
      ['a3', '2026-07-01T12:00:00.000Z', 'staff@x.example', 'enquiry.view'],
      ['a4', '2026-07-02T09:00:00.000Z', 'staff@x.example', 'enquiry.export'],
    ];
    for (const [id, at, who, action] of rows) {
      await t.database.db
        .insertInto('audit_log')
        .values({
          id: id!,
          created_at: at!,
          actor_id: null,
          actor_email: who!,
          action: action!,
          target_type: 'x',
          target_id: null,
          detail: '{}',
        })
        .execute();
    }
  });
  afterAll(() => t.cleanup());
  const ids = async (f: Parameters<typeof listAudit>[2]) => (await listAudit(t.database.db, 100, f)).map((e) => e.id);

  it('filters by person, action and UK calendar day, newest first', async () => {
    expect(await ids({})).toEqual(['a4', 'a3', 'a2', 'a1']);
    expect(await ids({ actor: 'STAFF@x.example' })).toEqual(['a4', 'a3']);
    expect(await ids({ action: 'enquiry.view' })).toEqual(['a3', 'a2']);
    expect(await ids({ from: '2026-07-01', to: '2026-07-01' })).toEqual(['a3', 'a2']);
    expect(await ids({ actor: 'owner@x.example', from: '2026-07-01' })).toEqual(['a2']);
    expect(await ids({ to: '2026-06-30' })).toEqual(['a1']);
  });

  it('lists the people and actions present, for the drop-downs', async () => {
    expect(await auditFacets(t.database.db)).toEqual({
      actors: [
        { email: 'owner@x.example', name: null },
        { email: 'staff@x.example', name: null },
      ],
      actions: ['enquiry.export', 'enquiry.view', 'settings.update'],
    });
  });

  it('lists entries written in the same millisecond newest first, in the order they were written', async () => {
    // The clock stands still, so every entry has the same created_at and only the id can order them.
    const frozen = new Date('2026-07-03T10:00:00.000Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(frozen);
    try {
      for (let i = 0; i < 30; i++) {
        await writeAudit(t.database.db, { actorId: null, actorEmail: 'tick@x.example', action: `tick.${i}`, targetType: 'x' });
      }
    } finally {
      vi.useRealTimers();
    }
    const entries = await listAudit(t.database.db, 30, { actor: 'tick@x.example' });
    expect(new Set(entries.map((e) => e.createdAt))).toEqual(new Set([frozen.toISOString()]));
    expect(entries.map((e) => e.action)).toEqual(Array.from({ length: 30 }, (_, i) => `tick.${29 - i}`));
  });
});
