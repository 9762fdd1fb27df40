import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { auditFacets, listAudit, pageAudit, writeAudit } from '../../src/lib/server/repositories/audit.ts';
import { createStaff } from '../../src/lib/server/repositories/staff.ts';
import { auditSentence } from '../../src/lib/audit-sentence.ts';

describe.each(testDatabases())('audit log search and pages on %s', (kind) => {
  let t: TestDb;
  let samId: string;
  beforeAll(async () => {
    t = await openTestDb(kind);
    const db = t.database.db;
    samId = await createStaff(db, { email: 'sam@northmill.example', displayName: 'Sam Patel', passwordHash: 'x', role: 'owner' });
    const sam = { actorId: samId, actorEmail: 'sam@northmill.example' };
    await writeAudit(db, { ...sam, action: 'auth.login', targetType: 'staff_user', targetId: samId });
    await writeAudit(db, {
      ...sam,
      action: 'settings.update_security',
      targetType: 'site_settings',
      detail: { changes: { enquiryInbox: { from: 'old@northmill.example', to: 'new@northmill.example' } } },
    });
    await writeAudit(db, { ...sam, action: 'blog.bin', targetType: 'blog_post', detail: { title: 'Leaving 50% of SaaS' } });
    for (let i = 0; i < 7; i++)
      await writeAudit(db, { actorId: null, actorEmail: 'alex@northmill.example', action: 'enquiry.view', targetType: 'x' });
  });
  afterAll(() => t.cleanup());

  it('finds entries by the person’s name, the action and the recorded details', async () => {
    const db = t.database.db;
    const sentences = async (q: string) => (await listAudit(db, 100, { q })).map(auditSentence);
    expect((await sentences('patel')).length).toBe(3);
    expect(await sentences('NEW@northmill')).toEqual([
      'Sam Patel changed the enquiry inbox from ‘old@northmill.example’ to ‘new@northmill.example’',
    ]);
    // LIKE wildcards in the text are matched literally.
    expect(await sentences('50%')).toEqual(['Sam Patel moved the post ‘Leaving 50% of SaaS’ to the bin']);
    expect((await sentences('enquiry.view')).length).toBe(7);
    expect(await sentences('nothing like this')).toEqual([]);
  });

  it('pages on the server with a total, and clamps a page past the end', async () => {
    const db = t.database.db;
    const first = await pageAudit(db, {}, 4);
    expect([first.total, first.page, first.pageCount, first.entries.length]).toEqual([10, 1, 3, 4]);
    const last = await pageAudit(db, { page: 3 }, 4);
    expect(last.entries.length).toBe(2);
    expect((await pageAudit(db, { page: 99 }, 4)).page).toBe(3);
    const seen = new Set([...first.entries, ...(await pageAudit(db, { page: 2 }, 4)).entries, ...last.entries].map((e) => e.id));
    expect(seen.size).toBe(10);
    const filtered = await pageAudit(db, { q: 'sam patel', page: 1 }, 2);
    expect([filtered.total, filtered.pageCount]).toEqual([3, 2]);
  });

  it('names people in the person filter where their account exists', async () => {
    expect((await auditFacets(t.database.db)).actors).toEqual([
      { email: 'alex@northmill.example', name: null },
      { email: 'sam@northmill.example', name: 'Sam Patel' },
    ]);
  });
});
