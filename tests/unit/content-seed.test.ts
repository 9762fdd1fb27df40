import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SECTION_DEFINITIONS } from '../../src/lib/page-content/sections/index.ts';
import { findOfferRefs } from '../../src/lib/page-content/offer-refs.ts';
import { validatePageDocument } from '../../src/lib/server/page-content/page-validation.ts';
import { SEED_CONTENT_PAGES, SEED_OFFERS } from '../../src/lib/server/seed/seed-data/page-content/index.ts';

describe('seeded content', () => {
  it.each(SEED_CONTENT_PAGES.map((p) => [p.slug, p] as const))('%s validates and round-trips unchanged', (_slug, page) => {
    const result = validatePageDocument(page.doc);
    if (!result.ok) throw new Error(JSON.stringify(result.errors, null, 2));
    // Stored as JSON and read back, the document parses to the same value.
    expect(validatePageDocument(JSON.parse(JSON.stringify(result.doc)))).toEqual(result);
    expect(result.doc).toEqual(page.doc);
  });

  it('references only offers that exist', () => {
    const ids = new Set(SEED_OFFERS.map((o) => o.id));
    const refs = SEED_CONTENT_PAGES.flatMap((p) => p.doc.sections.flatMap((s) => findOfferRefs(s.data)));
    expect(refs.length).toBeGreaterThan(15);
    for (const { ref } of refs) expect(ids).toContain(ref.offerId);
  });

  it('uses every section type at least once, except those kept for the editor', () => {
    const used = new Set(SEED_CONTENT_PAGES.flatMap((p) => p.doc.sections.map((s) => s.type)));
    const unused = Object.keys(SECTION_DEFINITIONS).filter((t) => !used.has(t));
    // Team and client logos are seeded empty on home and About (issue 26): nothing shows until the owner adds real ones.
    expect(unused).toEqual(['richText']);
    for (const p of SEED_CONTENT_PAGES)
      for (const s of p.doc.sections.filter((x) => x.type === 'team' || x.type === 'logoStrip'))
        expect({ page: p.slug, ...(s.data as { people?: unknown[]; logos?: unknown[] }) }).toMatchObject(
          s.type === 'team' ? { people: [] } : { logos: [] },
        );
  });

  it('quotes one set of figures: no page keeps the old contradicting prices', () => {
    // Lovable's App Rebuilds service is genuinely from £5,000; it is not the old Launch Build figure.
    const offers = SEED_OFFERS.filter((o) => o.id !== 'lovable-app-rebuilds');
    const text = JSON.stringify(SEED_CONTENT_PAGES) + JSON.stringify(offers);
    for (const old of ['FREE', '£495/month', 'From £5,000', 'From £5k', '£9,000']) expect(text).not.toContain(old);
  });

  it('every section schema converts to the JSON Schema the editor is generated from', () => {
    for (const def of Object.values(SECTION_DEFINITIONS)) {
      const json = z.toJSONSchema(def.schema, { io: 'input' }) as { type: string };
      expect(json.type, def.type).toBe('object');
    }
  });
});
