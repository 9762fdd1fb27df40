import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { createDb } from '../../src/lib/server/db/create-db.ts';
import { defaultSettings } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import * as content from '../../src/lib/server/page-content/pages-service.ts';
import * as scheduling from '../../src/lib/server/page-content/page-schedule.ts';
import { publishDuePages } from '../../src/lib/server/page-content/scheduled-publish.ts';
import { createStaff } from '../../src/lib/server/repositories/staff.ts';
import { listAudit } from '../../src/lib/server/repositories/audit.ts';
import { listRevisions } from '../../src/lib/server/repositories/content-revisions.ts';
import { auditSentence } from '../../src/lib/audit-sentence.ts';
import type { PageDocument } from '../../src/lib/page-content/page-document.ts';

const logger = pino({ level: 'silent' });
const HOUR = 60 * 60 * 1000;

const schedule = { ...scheduling, publishDuePages };

function withHeadline(doc: PageDocument, headline: string): PageDocument {
  return {
    sections: doc.sections.map((s, i) => (i === 0 ? { ...s, data: { ...(s.data as object), headline } } : s)),
  };
}

// Scheduled page changes (issue 23): stored, published once when due (however many instances
// run the job), cancellable. Since issue 38 (trap 1) a change of its own: publishing or
// discarding the draft leaves it alone, and at its time it goes live onto what is live then.
describe.each(testDatabases())('scheduled page publishing on %s', (kind) => {
  let t: TestDb;
  let actor: { id: string; email: string; role: 'staff' };
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await openTestDb(kind);
    await seedDatabase(db(), defaultSettings(loadConfig({})));
    const email = 'editor@northmill.example';
    const id = await createStaff(db(), { email, displayName: 'Priya Shah', passwordHash: 'x', role: 'staff' });
    actor = { id, email, role: 'staff' };
  });
  afterAll(() => t.cleanup());

  it('refuses a page without a draft, a time in the past or over a year ahead', async () => {
    const now = Date.now();
    expect(await schedule.schedulePagePublish(db(), 'about', new Date(now + HOUR), actor)).toEqual({
      ok: false,
      reason: 'no-draft',
    });
    const published = (await content.getPublishedPage(db(), 'about'))!;
    await content.saveDraft(db(), 'about', withHeadline(published, 'Later headline'), actor);
    expect(await schedule.schedulePagePublish(db(), 'about', new Date(now - 1000), actor)).toEqual({
      ok: false,
      reason: 'too-soon',
    });
    expect(await schedule.schedulePagePublish(db(), 'about', new Date(now + 400 * 24 * HOUR), actor)).toEqual({
      ok: false,
      reason: 'too-late',
    });
    expect(await schedule.schedulePagePublish(db(), 'nowhere', new Date(now + HOUR), actor)).toEqual({
      ok: false,
      reason: 'not-found',
    });
    await content.discardDraft(db(), 'about', actor);
  });

  it('publishes the draft once at its time, even with two instances running the job together', async () => {
    const published = (await content.getPublishedPage(db(), 'process'))!;
    const draft = withHeadline(published, 'Four steps, one fixed price');
    await content.saveDraft(db(), 'process', draft, actor);
    const at = new Date(Date.now() + 2 * HOUR);
    const made = await schedule.schedulePagePublish(db(), 'process', at, actor);
    expect(made).toMatchObject({ ok: true, value: { slug: 'process', publishAt: at.toISOString(), createdBy: actor.id } });

    // Not yet: nothing changes.
    expect(await schedule.publishDuePages(db(), logger)).toEqual([]);
    expect(await content.getPublishedPage(db(), 'process')).toEqual(published);

    // A second instance: its own pool on PostgreSQL. SQLite serves one instance (docs/deploy.md),
    // and a second connection in this one thread would block it: there, two overlapping runs.
    const other = kind === 'sqlite' ? { db: db(), close: async () => {} } : createDb({ databaseUrl: t.databaseUrl! });
    try {
      const later = new Date(at.getTime() + 1000);
      const revisionsBefore = (await listRevisions(db(), 'page', 'process')).length;
      const [a, b] = await Promise.all([
        schedule.publishDuePages(db(), logger, later),
        schedule.publishDuePages(other.db, logger, later),
      ]);
      expect([...a, ...b]).toEqual(['process']);
      expect(await content.getPublishedPage(db(), 'process')).toEqual(draft);
      expect((await content.getPageForEditing(db(), 'process'))?.status).toBe('published');
      const revisions = await listRevisions(db(), 'page', 'process');
      expect(revisions).toHaveLength(revisionsBefore + 1);
      expect(revisions[0]).toMatchObject({ note: 'Published as scheduled', createdBy: actor.id });
      expect(await schedule.getPageSchedule(db(), 'process')).toBeUndefined();
      const audit = (await listAudit(db(), 50)).filter((e) => e.action === 'content.publishScheduled');
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorId: actor.id, targetId: 'process', detail: { publishAt: at.toISOString() } });
    } finally {
      await other.close();
    }
  });

  it('cancels a scheduled change, which then never goes live', async () => {
    const published = (await content.getPublishedPage(db(), 'faq'))!;
    await content.saveDraft(db(), 'faq', withHeadline(published, 'Questions owners ask'), actor);
    const at = new Date(Date.now() + HOUR);
    await schedule.schedulePagePublish(db(), 'faq', at, actor);
    expect(await schedule.cancelPageSchedule(db(), 'faq', actor)).toBe(true);
    expect(await schedule.cancelPageSchedule(db(), 'faq', actor)).toBe(false);
    expect(await schedule.publishDuePages(db(), logger, new Date(at.getTime() + 1000))).toEqual([]);
    expect(await content.getPublishedPage(db(), 'faq')).toEqual(published);
    const actions = (await listAudit(db(), 50)).map((e) => e.action);
    expect(actions).toContain('content.schedulePublish');
    expect(actions).toContain('content.cancelSchedule');
  });

  it('publishing a quick fix publishes only the fix; the scheduled change goes live at its time onto it', async () => {
    const live = (await content.getPublishedPage(db(), 'packages'))!;
    const [first, second] = ['subheading', 'eyebrow'];
    const withField = (doc: PageDocument, key: string, value: string): PageDocument => ({
      sections: doc.sections.map((s, i) => (i === 0 ? { ...s, data: { ...(s.data as object), [key]: value } } : s)),
    });
    // The December change: a new headline and intro, scheduled.
    const december = withField(withHeadline(live, 'Winter prices from 1 December'), first!, 'December words.');
    await content.saveDraft(db(), 'packages', december, actor);
    const at = new Date(Date.now() + 3 * HOUR);
    expect((await schedule.schedulePagePublish(db(), 'packages', at, actor)).ok).toBe(true);
    // The draft starts again from the live page; the change waits apart from it.
    expect(await content.getPageForEditing(db(), 'packages')).toMatchObject({ status: 'published', doc: live });
    // Today's fix, in a field the December change also touched and one it did not.
    const fix = withField(withHeadline(live, 'Packages, fixed'), second!, 'Typo fixed.');
    await content.saveDraft(db(), 'packages', fix, actor);
    expect((await content.publishPage(db(), 'packages', actor)).ok).toBe(true);
    expect(await content.getPublishedPage(db(), 'packages')).toEqual(fix);
    expect(await schedule.getPageSchedule(db(), 'packages')).toMatchObject({ publishAt: at.toISOString(), doc: december });
    // Discarding a later draft leaves it too.
    await content.saveDraft(db(), 'packages', withHeadline(fix, 'Never mind'), actor);
    await content.discardDraft(db(), 'packages', actor);
    expect(await schedule.getPageSchedule(db(), 'packages')).toBeDefined();

    expect(await schedule.publishDuePages(db(), logger, new Date(at.getTime() + 1000))).toEqual(['packages']);
    const after = (await content.getPublishedPage(db(), 'packages'))!.sections[0]!.data as Record<string, unknown>;
    // Its own fields go live; the fix to a field it did not change stays.
    expect(after).toMatchObject({
      headline: 'Winter prices from 1 December',
      [first!]: 'December words.',
      [second!]: 'Typo fixed.',
    });
    expect(await schedule.getPageSchedule(db(), 'packages')).toBeUndefined();
  });

  it('moves a scheduled change back to the draft, merged with the draft, and reschedules one', async () => {
    const live = (await content.getPublishedPage(db(), 'services'))!;
    await content.saveDraft(db(), 'services', withHeadline(live, 'Scheduled services headline'), actor);
    const at = new Date(Date.now() + HOUR);
    await schedule.schedulePagePublish(db(), 'services', at, actor);
    const later = new Date(Date.now() + 5 * HOUR);
    expect(await schedule.reschedulePage(db(), 'services', later, actor)).toMatchObject({
      ok: true,
      value: { publishAt: later.toISOString() },
    });
    expect(await schedule.reschedulePage(db(), 'services', new Date(Date.now() - 1), actor)).toEqual({
      ok: false,
      reason: 'too-soon',
    });
    const hidden = { sections: live.sections.map((s, i) => (i === live.sections.length - 1 ? { ...s, hidden: true } : s)) };
    await content.saveDraft(db(), 'services', hidden, actor);
    expect((await schedule.unschedulePage(db(), 'services', actor, true)).ok).toBe(true);
    const draft = (await content.getPageForEditing(db(), 'services'))!;
    expect(draft.status).toBe('draft-changes');
    expect((draft.doc.sections[0]!.data as { headline: string }).headline).toBe('Scheduled services headline');
    expect(draft.doc.sections.at(-1)!.hidden).toBe(true);
    expect(await schedule.getPageSchedule(db(), 'services')).toBeUndefined();
    expect((await listAudit(db(), 10)).map((e) => e.action)).toContain('content.scheduleToDraft');
  });

  it('words a restore by its UK date, in the revision note and the audit sentence', async () => {
    const [first] = (await listRevisions(db(), 'page', 'contact')).slice(-1);
    const published = (await content.getPublishedPage(db(), 'contact'))!;
    await content.saveDraft(db(), 'contact', withHeadline(published, 'Talk to a developer'), actor);
    await content.publishPage(db(), 'contact', actor);
    const restored = await content.restorePageRevision(db(), first!.id, actor);
    expect(restored.ok).toBe(true);
    const [latest] = await listRevisions(db(), 'page', 'contact');
    expect(latest!.note).toMatch(/^Restored the version saved \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d$/);
    expect(latest!.note).not.toMatch(/\d{4}-\d\d-\d\dT/);
    const entry = (await listAudit(db(), 5)).find((e) => e.action === 'content.restoreRevision')!;
    expect(auditSentence({ ...entry, actorName: 'Priya Shah' })).toMatch(
      /^Priya Shah restored an earlier version of the page ‘\/contact’ \(saved \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d\)$/,
    );
  });
});
