// The platform, legal and error pages as stored content: seeded from src/copy, priced from
// offer records (one change shows on every page that quotes the offer), validated on save.
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
import { getOffer, updateOfferFigures } from '../../src/lib/server/repositories/offers.ts';
import { SITE_PAGES } from '../../src/lib/server/seed/seed-data/page-content/site-pages.ts';
import { SEED_CONTENT_PAGES } from '../../src/lib/server/seed/seed-data/page-content/index.ts';
import type { PageDocument } from '../../src/lib/page-content/page-document.ts';

const actor = { id: 'staff-1', email: 'owner@northmill.example', role: 'owner' as const };
const site = {
  name: 'Northmill',
  phone: '0161 496 0123',
  email: 'hello@northmill.example',
  address: 'Unit 4, Mill Lane, Rochdale',
  bookingUrl: 'https://cal.example/northmill',
  siteUrl: 'https://northmill.example',
};

describe.each(testDatabases())('platform, legal and error pages on %s', (kind) => {
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

  it('publishes each page exactly as the seed built it from today’s copy', async () => {
    const seeded = SEED_CONTENT_PAGES.filter((p) => SITE_PAGES.some((s) => s.slug === p.slug));
    expect(seeded).toHaveLength(SITE_PAGES.length);
    for (const page of seeded) expect(await content.getPublishedPage(db(), page.slug)).toEqual(page.doc);
    expect(await renderPage('lovable')).toContain('From £4,500');
    expect(await renderPage('privacy')).toContain('href="mailto:hello@northmill.example"');
  });

  it('a platform price changed once on its offer shows on every page that quotes it', async () => {
    const before = (await getOffer(db(), 'lovable-app'))!;
    await updateOfferFigures(db(), 'lovable-app', { ...before, price: 'From £3,250' });
    expect(await renderPage('tech-stack')).toContain('From £3,250');
    expect(await renderPage('home')).toContain('£3,250');

    const mvp = (await getOffer(db(), 'lovable-mvps-and-prototypes'))!;
    await updateOfferFigures(db(), mvp.id, { ...mvp, price: 'From £2,750', timeline: '2 weeks' });
    const lovable = await renderPage('lovable');
    expect(lovable).toContain('From £2,750');
    expect(lovable).toContain('2 weeks');
    expect(lovable).not.toContain('2-3 weeks');
  });

  it('refuses a legal draft whose headings would share an anchor, pointing at the field', async () => {
    const doc = (await content.getPublishedPage(db(), 'terms'))!;
    const data = doc.sections[0]!.data as { sections: { heading: string; paragraphs: string[] }[] };
    const copy = { ...data.sections[0]!, heading: `${data.sections[0]!.heading}.` };
    const draft: PageDocument = { sections: [{ ...doc.sections[0]!, data: { ...data, sections: [...data.sections, copy] } }] };
    const result = await content.saveDraft(db(), 'terms', draft, actor);
    expect(result).toMatchObject({ ok: false, reason: 'invalid' });
    const errors = result.ok ? [] : 'errors' in result ? result.errors : [];
    expect(errors[0]?.path).toBe(`sections.0.data.sections.${data.sections.length}.heading`);
  });

  it('publishes an edited 404 message that the page then shows', async () => {
    const doc = (await content.getPublishedPage(db(), 'not-found'))!;
    const edited: PageDocument = {
      sections: [
        { ...doc.sections[0]!, data: { ...(doc.sections[0]!.data as object), heading: 'That page has gone walkabout' } },
      ],
    };
    expect((await content.saveDraft(db(), 'not-found', edited, actor)).ok).toBe(true);
    expect((await content.publishPage(db(), 'not-found', actor)).ok).toBe(true);
    expect(await renderPage('not-found')).toContain('That page has gone walkabout');
  });
});
