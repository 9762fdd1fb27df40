// Offer figures quoted as tokens: refused when they name no offer, and migration 0014 turning an
// existing install's seeded literal figures into tokens (and nothing an owner rewrote).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { defaultSettings } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import * as content from '../../src/lib/server/page-content/pages-service.ts';
import { rewriteStoredCopy } from '../../src/lib/server/db/migrations/0014_offer_tokens.ts';
import { listPageMeta } from '../../src/lib/server/repositories/page-meta.ts';
import { getSetting, setSetting } from '../../src/lib/server/repositories/settings.ts';
import { getBuildCostSettings } from '../../src/lib/server/page-content/build-costs.ts';
import { SEED_CONTENT_PAGES, SEED_OFFERS } from '../../src/lib/server/seed/seed-data/page-content/index.ts';
import { fillOfferTokens, offerTokenValues } from '../../src/lib/page-content/offer-tokens.ts';
import type { PageDocument } from '../../src/lib/page-content/page-document.ts';

const owner = { id: 'staff-1', email: 'owner@northmill.example', role: 'owner' as const };
const seededFigures = offerTokenValues(SEED_OFFERS);
/** A document as releases before tokens stored it: every token written as its seeded figure. */
const literal = (doc: PageDocument): PageDocument =>
  JSON.parse(fillOfferTokens(JSON.stringify(doc), seededFigures)) as PageDocument;
const OLD_HOME_META =
  'Rochdale software agency building custom internal tools, apps and AI workflows for UK businesses. One-time cost, you own the code. From £5,000.';

describe.each(testDatabases())('offer tokens on %s', (kind) => {
  let t: TestDb;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await openTestDb(kind);
    await seedDatabase(t.database.db, defaultSettings(loadConfig({})));
  });
  afterAll(() => t.cleanup());

  it('refuses a draft whose copy quotes a token naming no offer, at that field', async () => {
    const doc = (await content.getPublishedPage(db(), 'packages'))!;
    const faq = doc.sections.findIndex((s) => s.type === 'faqGroup');
    const broken = structuredClone(doc);
    (broken.sections[faq]!.data as { items: { answer: string }[] }).items[2]!.answer =
      'Launch Build starts from {offer:launch-bild.amount}.';
    const result = await content.saveDraft(db(), 'packages', broken, owner);
    expect(result).toMatchObject({ ok: false, reason: 'invalid' });
    if (result.ok || result.reason !== 'invalid') throw new Error('expected a refusal');
    expect(result.errors).toEqual([
      {
        path: `sections.${faq}.data.items.2.answer`,
        message: expect.stringContaining("{offer:launch-bild.amount} names no offer figure. Use 'Insert price'"),
      },
    ]);
    const fixed = structuredClone(doc);
    (fixed.sections[faq]!.data as { items: { answer: string }[] }).items[2]!.answer = 'From {offer:launch-build.price}.';
    expect(await content.saveDraft(db(), 'packages', fixed, owner)).toMatchObject({ ok: true });
    await content.discardDraft(db(), 'packages', owner);
  });

  it('migration 0014 turns the seeded literal figures of an existing install into tokens, and leaves edited copy alone', async () => {
    // An install from before: literal figures in documents and meta, a build cost saved at £8,000.
    for (const page of SEED_CONTENT_PAGES) {
      await db()
        .updateTable('content_pages')
        .set({
          published_doc: JSON.stringify(literal(page.doc)),
          draft_doc: page.slug === 'faq' ? JSON.stringify(literal(page.doc)) : null,
        })
        .where('slug', '=', page.slug)
        .execute();
    }
    await db().updateTable('page_meta').set({ meta_description: OLD_HOME_META }).where('page_path', '=', '/').execute();
    await db()
      .updateTable('page_meta')
      .set({ meta_description: 'Our own words: from £5,000.' })
      .where('page_path', '=', '/packages')
      .execute();
    await setSetting(db(), 'calculator_build_cost', '8000');
    await setSetting(db(), 'enquiry_build_cost', '9000');
    // Words an owner wrote themselves are theirs: the Prices page flags them, the migration does not touch them.
    const edited = literal(SEED_CONTENT_PAGES.find((p) => p.slug === 'about')!.doc);
    (edited.sections[1]!.data as { paragraphs: string[] }).paragraphs[0] = 'Our Launch Build now costs £8,000 and up.';
    await db()
      .updateTable('content_pages')
      .set({ published_doc: JSON.stringify(edited) })
      .where('slug', '=', 'about')
      .execute();

    await rewriteStoredCopy(db());

    for (const page of SEED_CONTENT_PAGES.filter((p) => p.slug !== 'about')) {
      const stored = await content.getPublishedPage(db(), page.slug);
      expect({ slug: page.slug, doc: stored }).toEqual({ slug: page.slug, doc: page.doc });
    }
    const faq = (await content.getPageForEditing(db(), 'faq'))!;
    expect(faq.status).toBe('draft-changes');
    expect(JSON.stringify(faq.doc)).toContain('A Launch Build starts from {offer:launch-build.amount} as a one-time cost');
    expect(await content.getPublishedPage(db(), 'about')).toEqual(edited);

    const meta = await listPageMeta(db());
    expect(meta.find((m) => m.pagePath === '/')?.metaDescription).toContain(
      'you own the code. From {offer:launch-build.amount}.',
    );
    expect(meta.find((m) => m.pagePath === '/packages')?.metaDescription).toBe('Our own words: from £5,000.');
    // £8,000 was the Launch Build's figure: it follows the offer now; £9,000 was set apart and stays.
    expect(await getSetting(db(), 'calculator_build_cost')).toBe('');
    expect(await getBuildCostSettings(db())).toEqual({ calculatorBuildCost: null, enquiryBuildCost: 9000 });

    // Running it again changes nothing.
    await rewriteStoredCopy(db());
    expect(await content.getPublishedPage(db(), 'packages')).toEqual(SEED_CONTENT_PAGES.find((p) => p.slug === 'packages')!.doc);
  });
});
