import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { defaultSettings } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import * as content from '../../src/lib/server/page-content/pages-service.ts';
import { offersForDocument } from '../../src/lib/server/page-content/offer-views.ts';
import { listAudit } from '../../src/lib/server/repositories/audit.ts';
import { getOffer, listOffers, updateOfferFigures } from '../../src/lib/server/repositories/offers.ts';
import { getBuildCosts, saveBuildCosts } from '../../src/lib/server/page-content/build-costs.ts';
import { findOfferRefs } from '../../src/lib/page-content/offer-refs.ts';
import { listRevisions } from '../../src/lib/server/repositories/content-revisions.ts';
import { SEED_CONTENT_PAGES } from '../../src/lib/server/seed/seed-data/page-content/index.ts';
import type { PageDocument } from '../../src/lib/page-content/page-document.ts';

const actor = { id: 'staff-1', email: 'owner@northmill.example', role: 'owner' as const };

/** The packages page with its closing band's heading changed. */
function withClosingHeading(doc: PageDocument, heading: string): PageDocument {
  return {
    sections: doc.sections.map((s) => (s.id === 'packages-closing' ? { ...s, data: { ...(s.data as object), heading } } : s)),
  };
}

describe.each(testDatabases())('content pages on %s', (kind) => {
  let t: TestDb;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await openTestDb(kind);
    await seedDatabase(t.database.db, defaultSettings(loadConfig({})));
  });
  afterAll(() => t.cleanup());

  it('seeds every page and offer once, each page with its first revision', async () => {
    await seedDatabase(db(), defaultSettings(loadConfig({})));
    const pages = await content.listPages(db());
    expect(pages.map((p) => p.slug).sort()).toEqual(SEED_CONTENT_PAGES.map((p) => p.slug).sort());
    expect(await content.getPublishedPage(db(), 'home')).toEqual(SEED_CONTENT_PAGES[0]!.doc);
    expect(await listRevisions(db(), 'page', 'home')).toHaveLength(1);
    expect((await listOffers(db())).find((o) => o.id === 'launch-build')).toMatchObject({
      price: 'From £8,000',
      timeline: '3-6 weeks',
    });
  });

  it('saves a draft without touching the published page, then publishes it with a revision and an audit entry', async () => {
    const published = (await content.getPublishedPage(db(), 'packages'))!;
    const draft = withClosingHeading(published, 'Still weighing it up?');
    const saved = await content.saveDraft(db(), 'packages', draft, actor);
    expect(saved).toMatchObject({ ok: true, value: { status: 'draft-changes', doc: draft } });
    expect(await content.getPublishedPage(db(), 'packages')).toEqual(published);

    const result = await content.publishPage(db(), 'packages', actor);
    expect(result.ok).toBe(true);
    expect(await content.getPublishedPage(db(), 'packages')).toEqual(draft);
    expect((await content.getPageForEditing(db(), 'packages'))?.status).toBe('published');
    const revisions = await listRevisions(db(), 'page', 'packages');
    expect(revisions).toHaveLength(2);
    expect(revisions[0]).toMatchObject({ createdBy: actor.id, data: draft });

    const [entry] = await listAudit(db(), 5);
    expect(entry).toMatchObject({ action: 'content.publish', targetId: 'packages', actorEmail: actor.email });
    expect(entry!.detail).toMatchObject({
      changes: {
        changed: { 'packages-closing': { heading: { from: 'Not sure which package fits?', to: 'Still weighing it up?' } } },
      },
    });
  });

  it('refuses to publish with no draft, and discards a draft back to the published page', async () => {
    expect(await content.publishPage(db(), 'packages', actor)).toEqual({ ok: false, reason: 'no-draft' });
    const published = (await content.getPublishedPage(db(), 'packages'))!;
    await content.saveDraft(db(), 'packages', withClosingHeading(published, 'Scrap this'), actor);
    const discarded = await content.discardDraft(db(), 'packages', actor);
    expect(discarded).toMatchObject({ ok: true, value: { status: 'published', doc: published } });
    expect((await listAudit(db(), 1))[0]?.action).toBe('content.discardDraft');
  });

  it('restores an earlier revision by publishing it again as a new revision', async () => {
    const [, original] = await listRevisions(db(), 'page', 'packages');
    const restored = await content.restorePageRevision(db(), original!.id, actor);
    expect(restored.ok).toBe(true);
    expect(await content.getPublishedPage(db(), 'packages')).toEqual(original!.data);
    const revisions = await listRevisions(db(), 'page', 'packages');
    expect(revisions).toHaveLength(3);
    expect(revisions[0]?.note).toContain('Restored');
    expect((await listAudit(db(), 1))[0]).toMatchObject({ action: 'content.restoreRevision', targetId: 'packages' });
    expect(await content.restorePageRevision(db(), 'no-such-revision', actor)).toEqual({ ok: false, reason: 'not-found' });
  });

  it('returns validation errors with paths the editor can place beside each field', async () => {
    const doc = (await content.getPublishedPage(db(), 'packages'))!;
    const broken: PageDocument = {
      sections: [
        ...doc.sections.map((s) =>
          s.type === 'faqGroup' ? { ...s, data: { ...(s.data as object), items: [{ question: '', answer: 'An answer.' }] } } : s,
        ),
        { id: 'mystery', type: 'carousel', hidden: false, data: {} },
      ],
    };
    const result = await content.saveDraft(db(), 'packages', broken, actor);
    expect(result.ok).toBe(false);
    if (result.ok || result.reason !== 'invalid') throw new Error('expected validation errors');
    const faqIndex = doc.sections.findIndex((s) => s.type === 'faqGroup');
    expect(result.errors).toContainEqual({ path: `sections.${faqIndex}.data.items.0.question`, message: 'Enter question.' });
    expect(result.errors).toContainEqual({
      path: `sections.${doc.sections.length}.type`,
      message: 'Pick a section type from the list.',
    });
    expect((await content.getPageForEditing(db(), 'packages'))?.status).toBe('published');
  });

  it('refuses a reference to an offer that does not exist, at the reference', async () => {
    const doc = (await content.getPublishedPage(db(), 'packages'))!;
    const i = doc.sections.findIndex((s) => s.type === 'packageTable');
    const table = doc.sections[i]!;
    const data = table.data as { items: { offer: { offerId: string } }[] };
    const broken: PageDocument = {
      sections: doc.sections.map((s, n) =>
        n === i ? { ...s, data: { ...data, items: [{ ...data.items[0]!, offer: { offerId: 'platinum-plan' } }] } } : s,
      ),
    };
    expect(await content.saveDraft(db(), 'packages', broken, actor)).toEqual({
      ok: false,
      reason: 'invalid',
      errors: [{ path: `sections.${i}.data.items.0.offer.offerId`, message: 'Pick an offer from the list.' }],
    });
  });

  it('runs rich text through the posts sanitiser before storing it', async () => {
    const doc = (await content.getPublishedPage(db(), 'about'))!;
    const withRichText: PageDocument = {
      sections: [
        ...doc.sections,
        {
          id: 'notes',
          type: 'richText',
          hidden: false,
          data: {
            heading: 'Notes',
            tone: 'paper',
            body: '<p onclick="steal()">Hello <script>alert(1)</script><a href="javascript:x">link</a></p>',
          },
        },
      ],
    };
    const saved = await content.saveDraft(db(), 'about', withRichText, actor);
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    const body = (saved.value.doc.sections.at(-1)!.data as { body: string }).body;
    expect(body).toContain('Hello');
    expect(body).not.toMatch(/onclick|<script|javascript:/);
    await content.discardDraft(db(), 'about', actor);
  });

  it('resolves the offers a page references, one record feeding every placement', async () => {
    const home = (await content.getPublishedPage(db(), 'home'))!;
    const offers = await offersForDocument(db(), home);
    expect(Object.keys(offers).sort()).toEqual(
      [
        'base44-backend',
        'care-plan',
        'discovery-sprint',
        'launch-build',
        'lovable-app',
        'replit-automation',
        'saas-migration',
      ].sort(),
    );
    expect(offers['care-plan']?.price).toBe('From £295/month');
  });

  it('one offer change reaches every page that references it', async () => {
    const before = (await getOffer(db(), 'care-plan'))!;
    await updateOfferFigures(db(), 'care-plan', { ...before, price: 'From £345/month', timeline: 'Monthly, cancel any time' });
    const pages = await content.listPages(db());
    const showing = pages.filter((p) =>
      p.published.sections.some((s) => findOfferRefs(s.data).some((r) => r.ref.offerId === 'care-plan')),
    );
    expect(showing.map((p) => p.slug).sort()).toEqual(['home', 'packages', 'process', 'services']);
    for (const page of showing) {
      const offers = await offersForDocument(db(), page.published);
      expect(offers['care-plan'], page.slug).toMatchObject({ price: 'From £345/month', timeline: 'Monthly, cancel any time' });
    }
    expect((await getOffer(db(), 'care-plan'))?.bullets).toEqual(before.bullets);
    await updateOfferFigures(db(), 'care-plan', before);
  });

  it('keeps the calculator and enquiry build costs as settings, defaulting to £8,000', async () => {
    expect(await getBuildCosts(db())).toEqual({ calculatorBuildCost: 8000, enquiryBuildCost: 8000 });
    await saveBuildCosts(db(), { calculatorBuildCost: 9500, enquiryBuildCost: 8500 });
    expect(await getBuildCosts(db())).toEqual({ calculatorBuildCost: 9500, enquiryBuildCost: 8500 });
  });
});
