import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { signIn, type ActionGroup, type Person } from '../helpers/staff-sessions.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { clearRuntime, defaultSettings, setRuntime } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { getIssue, setSchedule } from '../../src/lib/server/repositories/newsletter-issues.ts';
import { getContentPage, listRevisions } from '../../src/lib/server/repositories/content-pages.ts';
import { getVersion } from '../../src/lib/server/repositories/record-versions.ts';
import { findOfferRefs } from '../../src/lib/page-content/offer-refs.ts';
import { ukInputValue } from '../../src/lib/uk-time.ts';
import type { PageDocument } from '../../src/lib/page-content/page-document.ts';

// Issue 37, findings 1-3: the outside review's steps, as a staff account would take them, on
// both databases. Each was answered 200 before the one policy; now each is refused and nothing
// changed, while the owner (and staff on the ordinary path) still can.

vi.mock('astro:actions', () => import('../helpers/astro-actions-mock.ts'));
const newsletter = (await import('../../src/actions/admin/newsletter.ts')) as unknown as ActionGroup;
const content = (await import('../../src/actions/admin/content.ts')) as unknown as ActionGroup;

const config = loadConfig({ LOG_LEVEL: 'silent' });
const inTwoHours = () => ukInputValue(new Date(Date.now() + 2 * 60 * 60_000));

/** The first offer card of a document, as a path to its reference. */
function firstOffer(doc: PageDocument): (string | number)[] {
  const i = doc.sections.findIndex((s) => findOfferRefs(s.data).length > 0);
  return ['sections', i, 'data', ...findOfferRefs(doc.sections[i]!.data)[0]!.path];
}
const at = (doc: unknown, path: (string | number)[]) =>
  path.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], doc) as Record<string, unknown>;

describe.each(testDatabases())('owner-only rules on the paths beside the happy path (issue 37) on %s', (kind) => {
  let t: TestDb;
  let owner: Person;
  let staff: Person;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await openTestDb(kind);
    await seedDatabase(db(), defaultSettings(config));
    setRuntime({ config, database: t.database, logger: pino({ level: 'silent' }) });
    owner = await signIn(db(), 'Olivia Owner', 'olivia@northmill.example', 'owner');
    staff = await signIn(db(), 'Sam Patel', 'sam@northmill.example', 'staff');
  });
  afterAll(async () => {
    clearRuntime();
    await t.cleanup();
  });

  async function scheduledIssue() {
    const { id } = (await owner.call(newsletter.create, {})) as { id: string };
    const issue = await getIssue(db(), id);
    await owner.call(newsletter.save, {
      id,
      subject: 'Spring notes from the mill',
      bodyHtml: '<p>Three tools we retired this quarter.</p>',
      linkUrl: 'https://www.northmill.example/blog/spring',
      coverMediaId: null,
      updatedAt: issue!.updatedAt,
    });
    await owner.call(newsletter.schedule, { id, when: inTwoHours(), updatedAt: (await getIssue(db(), id))!.updatedAt });
    const scheduled = await getIssue(db(), id);
    expect(scheduled?.status).toBe('scheduled');
    return scheduled!;
  }

  it('1 (high): staff cannot rewrite a newsletter the owner scheduled; it goes out as the owner wrote it', async () => {
    const issue = await scheduledIssue();
    const rewrite = {
      id: issue.id,
      subject: 'Urgent: confirm your account',
      bodyHtml: '<p>Click below.</p>',
      linkUrl: 'https://evil.example/login',
      coverMediaId: null,
      updatedAt: issue.updatedAt,
    };
    await expect(staff.call(newsletter.save, rewrite)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'The owner has scheduled this newsletter: only the owner can change, unschedule or delete it.',
    });
    expect(await getIssue(db(), issue.id)).toEqual(issue);
    // The owner may still change it, and staff may write a draft as before.
    expect(await owner.attempt(newsletter.save, rewrite)).toBe('OK');
    const { id: draftId } = (await staff.call(newsletter.create, {})) as { id: string };
    const draft = await getIssue(db(), draftId);
    const saved = { ...rewrite, id: draftId, subject: 'Staff draft', linkUrl: '', updatedAt: draft!.updatedAt };
    expect(await staff.attempt(newsletter.save, saved)).toBe('OK');
  });

  it('3 (low): staff cannot delete an issue the owner scheduled, as they cannot unschedule it', async () => {
    const issue = await scheduledIssue();
    await expect(staff.call(newsletter.remove, { id: issue.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(staff.call(newsletter.schedule, { id: issue.id, when: null })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await getIssue(db(), issue.id)).toEqual(issue);
    expect(await owner.attempt(newsletter.remove, { id: issue.id })).toBe('OK');
    expect(await getIssue(db(), issue.id)).toBeUndefined();
  });

  it('1, beside it: what the owner schedules is the version the owner read, not a rewrite saved a moment before', async () => {
    const { id } = (await staff.call(newsletter.create, {})) as { id: string };
    const fields = { id, subject: 'Autumn notes', bodyHtml: '<p>What we built.</p>', linkUrl: '', coverMediaId: null };
    await staff.call(newsletter.save, { ...fields, updatedAt: (await getIssue(db(), id))!.updatedAt });
    const read = (await getIssue(db(), id))!;
    // The owner reads it; meanwhile staff save a rewrite of the draft (which they may).
    await staff.call(newsletter.save, { ...fields, linkUrl: 'https://evil.example', updatedAt: read.updatedAt });
    const rewritten = (await getIssue(db(), id))!;
    await expect(owner.call(newsletter.schedule, { id, when: inTwoHours(), updatedAt: read.updatedAt })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(owner.call(newsletter.schedule, { id, when: 'now' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await getIssue(db(), id)).toEqual(rewritten);
    // The write itself is conditional on that version too (a save between the check and the update).
    expect(await setSchedule(db(), id, new Date(Date.now() + 3_600_000).toISOString(), 'draft', read.updatedAt)).toBe(false);
    expect(await getIssue(db(), id)).toEqual(rewritten);
    expect(await owner.attempt(newsletter.schedule, { id, when: inTwoHours(), updatedAt: rewritten.updatedAt })).toBe('OK');
  });

  it('2 (medium): staff cannot bring back an old owner price by restoring a page revision', async () => {
    const home = (await getContentPage(db(), 'home'))!.published;
    const path = firstOffer(home);
    const version = async () => (await getVersion(db(), 'page', 'home'))?.version ?? 0;
    // The owner prices the offer at £6,500, publishes, then settles on £7,000 and publishes again.
    const cheap = structuredClone(home);
    at(cheap, path).priceOverride = 'From £6,500';
    await owner.call(content.saveDraft, { slug: 'home', doc: cheap, version: await version() });
    await owner.call(content.publish, { slug: 'home' });
    const [oldPrice] = await listRevisions(db(), 'page', 'home', 1);
    const dearer = structuredClone(home);
    at(dearer, path).priceOverride = 'From £7,000';
    await owner.call(content.saveDraft, { slug: 'home', doc: dearer, version: await version() });
    await owner.call(content.publish, { slug: 'home' });
    const live = await getContentPage(db(), 'home');
    const revisions = (await listRevisions(db(), 'page', 'home')).length;

    const refused = await staff.call(content.restoreRevision, { id: oldPrice!.id }).catch((e: Error) => e);
    expect(refused).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/^Price shown here: only the owner/) });
    expect((refused as Error).message).toMatch(/Nothing was restored\.$/);
    expect(await getContentPage(db(), 'home')).toEqual(live);
    expect(await listRevisions(db(), 'page', 'home')).toHaveLength(revisions);
    expect(at(live!.published, path).priceOverride).toBe('From £7,000');

    // A revision that differs only in its words is ordinary editing: staff may restore it.
    const words = structuredClone(dearer);
    at(words, ['sections', 0, 'data']).eyebrow = 'Built in Rochdale';
    await owner.call(content.saveDraft, { slug: 'home', doc: words, version: await version() });
    await owner.call(content.publish, { slug: 'home' });
    const [wordsOnly] = await listRevisions(db(), 'page', 'home', 2).then((r) => r.slice(1));
    expect(await staff.attempt(content.restoreRevision, { id: wordsOnly!.id })).toBe('OK');
    // And the owner may bring the old price back.
    expect(await owner.attempt(content.restoreRevision, { id: oldPrice!.id })).toBe('OK');
    expect(at((await getContentPage(db(), 'home'))!.published, path).priceOverride).toBe('From £6,500');
  });
});
