// Offer revisions (issue 13): a change made on the Prices view is kept as a revision in the same
// transaction, the seeded figures are kept on the first change, and restoring brings them back
// on every page that quotes the offer, as a new revision with an audit entry.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { PageSections } from '../../src/components/sections/PageSections.tsx';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { defaultSettings } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import * as content from '../../src/lib/server/page-content/pages-service.ts';
import { offersForDocument } from '../../src/lib/server/page-content/offer-views.ts';
import { restoreOfferRevision, saveOfferFigures } from '../../src/lib/server/page-content/offer-revisions.ts';
import { getOffer } from '../../src/lib/server/repositories/offers.ts';
import { insertRevision, listRevisions } from '../../src/lib/server/repositories/content-revisions.ts';
import { listAudit } from '../../src/lib/server/repositories/audit.ts';
import { getBuildCostSettings, getBuildCosts } from '../../src/lib/server/page-content/build-costs.ts';
import { restoreBuildCostsRevision, saveBuildCostsKept } from '../../src/lib/server/page-content/build-cost-revisions.ts';
import { compareEntries, offerEntries } from '../../src/lib/revisions/revision-diff.ts';

const owner = { id: 'staff-1', email: 'owner@northmill.example' };
const site = {
  name: 'Northmill',
  phone: '0161 496 0123',
  email: 'hello@northmill.example',
  address: 'Unit 4, Mill Lane, Rochdale',
  bookingUrl: 'https://cal.example/northmill',
  siteUrl: 'https://northmill.example',
};
/** The pages that quote the Launch Build. */
const LAUNCH_PAGES = ['home', 'packages', 'services', 'process'];

describe.each(testDatabases())('offer revisions on %s', (kind) => {
  let t: TestDb;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await openTestDb(kind);
    await seedDatabase(t.database.db, defaultSettings(loadConfig({})));
  });
  afterAll(() => t.cleanup());

  async function renderPage(slug: string) {
    const doc = (await content.getPublishedPage(db(), slug))!;
    const offers = await offersForDocument(db(), doc);
    return renderToStaticMarkup(createElement(PageSections, { doc, ctx: { site, offers, images: {}, slots: {} } }));
  }

  it('keeps the seeded figures and the new ones on the first change, then one revision per change', async () => {
    const seeded = (await getOffer(db(), 'launch-build'))!;
    expect(seeded.price).toBe('From £8,000');
    expect(await listRevisions(db(), 'offer', 'launch-build')).toEqual([]);

    const first = await saveOfferFigures(db(), 'launch-build', { ...seeded, price: 'From £8,750' }, owner);
    expect(first).toMatchObject({ ok: true, changes: { price: { from: 'From £8,000', to: 'From £8,750' } } });
    let revisions = await listRevisions(db(), 'offer', 'launch-build');
    expect(revisions.map((r) => [(r.data as { price: string }).price, r.createdBy])).toEqual([
      ['From £8,750', owner.id],
      ['From £8,000', null],
    ]);
    expect(revisions[0]?.data).toMatchObject({ name: 'Launch Build', timeline: seeded.timeline, bullets: seeded.bullets });
    expect(revisions[1]?.note).toBe('As it was before changes were kept');

    // Saving the same figures again keeps nothing new; a second change keeps one revision.
    expect(await saveOfferFigures(db(), 'launch-build', { ...seeded, price: 'From £8,750' }, owner)).toMatchObject({
      ok: true,
      revision: null,
    });
    await saveOfferFigures(db(), 'launch-build', { ...seeded, price: 'From £8,750', timeline: '4-6 weeks' }, owner);
    revisions = await listRevisions(db(), 'offer', 'launch-build');
    expect(revisions).toHaveLength(3);
    expect(revisions[0]?.data).toMatchObject({ price: 'From £8,750', timeline: '4-6 weeks' });

    const audit = (await listAudit(db(), 20)).filter((e) => e.action === 'offer.update' && e.targetId === 'launch-build');
    expect(audit).toHaveLength(2);
    expect(audit.map((e) => e.detail)).toContainEqual(
      expect.objectContaining({ changes: { timeline: { from: seeded.timeline, to: '4-6 weeks' } } }),
    );
    for (const slug of LAUNCH_PAGES) expect(await renderPage(slug), slug).toContain('£8,750');
  });

  it('restores the seeded figures on every page that quotes the offer, as a new revision with an audit entry', async () => {
    const revisions = await listRevisions(db(), 'offer', 'launch-build');
    const original = revisions.at(-1)!;
    // The history's 'View changes': what differs between that version and the offer now.
    const current = (await getOffer(db(), 'launch-build'))!;
    const changes = compareEntries(offerEntries(original.data as Record<string, unknown>), offerEntries(current));
    expect(changes.map((c) => c.label)).toEqual(['Price', 'Timeline']);

    const outcome = await restoreOfferRevision(db(), original.id, { id: 'staff-2', email: 'staff@northmill.example' });
    expect(outcome).toMatchObject({
      ok: true,
      changes: { price: { from: 'From £8,750', to: 'From £8,000' }, timeline: { from: '4-6 weeks', to: '3-6 weeks' } },
    });
    expect(await getOffer(db(), 'launch-build')).toMatchObject({ price: 'From £8,000', timeline: '3-6 weeks' });
    for (const slug of LAUNCH_PAGES) {
      const html = await renderPage(slug);
      expect(html, slug).not.toContain('£8,750');
      expect(html, slug).toContain('£8,000');
    }

    const after = await listRevisions(db(), 'offer', 'launch-build');
    expect(after).toHaveLength(4);
    expect(after[0]).toMatchObject({ createdBy: 'staff-2', data: original.data });
    expect(after[0]?.note).toMatch(/^Restored the version saved /);
    const [entry] = (await listAudit(db(), 20)).filter((e) => e.action === 'offer.restoreRevision');
    expect(entry).toMatchObject({ targetId: 'launch-build', actorEmail: 'staff@northmill.example' });
    expect(entry!.detail).toMatchObject({
      restoredRevisionId: original.id,
      revisionId: after[0]!.id,
      changes: { price: { from: 'From £8,750', to: 'From £8,000' } },
    });
  });

  it('refuses a page revision, an unknown id and a revision that no longer reads as an offer', async () => {
    const [pageRevision] = await listRevisions(db(), 'page', 'home');
    expect(await restoreOfferRevision(db(), pageRevision!.id, owner)).toEqual({ ok: false, reason: 'not-found' });
    expect(await restoreOfferRevision(db(), 'no-such-revision', owner)).toEqual({ ok: false, reason: 'not-found' });
    const broken = await insertRevision(db(), {
      entityType: 'offer',
      entityKey: 'care-plan',
      title: 'Care Plan',
      data: { price: 'From £1' },
      createdBy: owner.id,
    });
    expect(await restoreOfferRevision(db(), broken.id, owner)).toEqual({ ok: false, reason: 'unreadable' });
    expect((await getOffer(db(), 'care-plan'))?.price).not.toBe('From £1');
  });

  it('rolls the update and its revision back when the audit entry cannot be written', async () => {
    const before = (await getOffer(db(), 'care-plan'))!;
    const kept = (await listRevisions(db(), 'offer', 'care-plan')).length;
    // The audit entry is the last write of the transaction: without its table it fails.
    await db().schema.alterTable('audit_log').renameTo('audit_log_away').execute();
    try {
      await expect(saveOfferFigures(db(), 'care-plan', { ...before, price: 'From £999/month' }, owner)).rejects.toThrow();
    } finally {
      await db().schema.alterTable('audit_log_away').renameTo('audit_log').execute();
    }
    expect((await getOffer(db(), 'care-plan'))?.price).toBe(before.price);
    expect(await listRevisions(db(), 'offer', 'care-plan')).toHaveLength(kept);
  });

  it('keeps the build costs as revisions too, and restores them', async () => {
    // Seeded, both follow the Launch Build (stored as null).
    const seeded = await getBuildCostSettings(db());
    expect(seeded).toEqual({ calculatorBuildCost: null, enquiryBuildCost: null });
    const saved = await saveBuildCostsKept(db(), { calculatorBuildCost: 9500, enquiryBuildCost: seeded.enquiryBuildCost }, owner);
    expect(saved).toMatchObject({ ok: true, changes: { calculatorBuildCost: { from: null, to: 9500 } } });
    const revisions = await listRevisions(db(), 'setting', 'build-costs');
    expect(revisions.map((r) => [r.data, r.createdBy])).toEqual([
      [{ calculatorBuildCost: 9500, enquiryBuildCost: seeded.enquiryBuildCost }, owner.id],
      [seeded, null],
    ]);
    // An offer's restore refuses a build-costs revision, and the other way round.
    expect(await restoreOfferRevision(db(), revisions[1]!.id, owner)).toEqual({ ok: false, reason: 'not-found' });
    const offerRevision = (await listRevisions(db(), 'offer', 'launch-build'))[0]!;
    expect(await restoreBuildCostsRevision(db(), offerRevision.id, owner)).toEqual({ ok: false, reason: 'not-found' });

    const restored = await restoreBuildCostsRevision(db(), revisions[1]!.id, owner);
    expect(restored).toMatchObject({
      ok: true,
      changes: { calculatorBuildCost: { from: 9500, to: null } },
    });
    expect(await getBuildCostSettings(db())).toEqual(seeded);
    expect(await listRevisions(db(), 'setting', 'build-costs')).toHaveLength(3);
    const entries = (await listAudit(db(), 30)).filter((e) => e.action === 'settings.buildCosts');
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => e.detail)).toContainEqual(expect.objectContaining({ restoredRevisionId: revisions[1]!.id }));
  });

  it('follows the Launch Build price in both tools until a cost is set apart', async () => {
    const launch = { ...(await getOffer(db(), 'launch-build'))!, price: 'From £8,000' };
    await saveOfferFigures(db(), 'launch-build', launch, owner);
    expect(await getBuildCosts(db())).toEqual({ calculatorBuildCost: 8000, enquiryBuildCost: 8000 });
    await saveOfferFigures(db(), 'launch-build', { ...launch, price: 'From £8,500' }, owner);
    expect(await getBuildCosts(db())).toEqual({ calculatorBuildCost: 8500, enquiryBuildCost: 8500 });
    await saveBuildCostsKept(db(), { calculatorBuildCost: 9000, enquiryBuildCost: null }, owner);
    expect(await getBuildCosts(db())).toEqual({ calculatorBuildCost: 9000, enquiryBuildCost: 8500 });
    await saveBuildCostsKept(db(), { calculatorBuildCost: null, enquiryBuildCost: null }, owner);
    await saveOfferFigures(db(), 'launch-build', { ...launch }, owner);
    expect(await getBuildCosts(db())).toEqual({ calculatorBuildCost: 8000, enquiryBuildCost: 8000 });
  });
});
