import { describe, expect, it } from 'vitest';
import { auditPrices } from '../../src/lib/content/price-audit.ts';
import { SEED_CONTENT_PAGES, SEED_OFFERS } from '../../src/lib/server/db/seed-data/content/index.ts';
import type { PageDocument } from '../../src/lib/content/page-document.ts';

const pages = SEED_CONTENT_PAGES;

/** The home page with its Launch Build package placement overridden. */
function homeWithOverride(price: string): PageDocument {
  const home = pages.find((p) => p.slug === 'home')!.doc;
  return {
    sections: home.sections.map((s) => {
      if (s.type !== 'packageTable') return s;
      const data = s.data as { items: { offer: { offerId: string } }[] };
      return {
        ...s,
        data: {
          ...data,
          items: data.items.map((i) =>
            i.offer.offerId === 'launch-build' ? { ...i, offer: { ...i.offer, priceOverride: price } } : i,
          ),
        },
      };
    }),
  };
}

describe('the Prices view audit', () => {
  it('finds no contradictions in the seeded site', () => {
    const audit = auditPrices(pages, SEED_OFFERS);
    expect(audit.warnings).toEqual([]);
    const launch = audit.placements.filter((p) => p.offerId === 'launch-build');
    expect(launch.map((p) => p.page).sort()).toEqual(['home', 'home', 'packages', 'process', 'services']);
    expect(launch.every((p) => p.shownPrice === 'From £8,000' && !p.overridden)).toBe(true);
  });

  it('lists an override beside the base figure and warns that the offer reads differently on one page', () => {
    const withOverride = pages.map((p) => (p.slug === 'home' ? { ...p, doc: homeWithOverride('From £6,500') } : p));
    const audit = auditPrices(withOverride, SEED_OFFERS);
    const home = audit.placements.find((p) => p.page === 'home' && p.offerId === 'launch-build' && p.overridden);
    expect(home).toMatchObject({ shownPrice: 'From £6,500', basePrice: 'From £8,000' });
    expect(audit.warnings).toHaveLength(1);
    expect(audit.warnings[0]!.message).toContain('Launch Build shows different figures on different pages');
    expect(audit.warnings[0]!.message).toContain('From £6,500 · 3-6 weeks (Home)');
  });

  it('lists figures written into copy and warns when copy quotes an offer at an old price', () => {
    const raised = SEED_OFFERS.map((o) => (o.id === 'launch-build' ? { ...o, price: 'From £9,500' } : o));
    const audit = auditPrices(pages, raised);
    const faq = audit.mentions.find((m) => m.page === 'packages' && m.text.includes('Launch Build starts from'));
    expect(faq?.figures).toContain('£8,000');
    expect(audit.warnings.map((w) => w.message)).toContainEqual(
      expect.stringContaining('the text quotes £8,000 for Launch Build, whose price is From £9,500'),
    );
  });
});
