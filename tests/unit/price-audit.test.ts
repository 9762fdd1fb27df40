import { describe, expect, it } from 'vitest';
import { auditPrices } from '../../src/lib/page-content/price-audit.ts';
import { SEED_CONTENT_PAGES, SEED_OFFERS } from '../../src/lib/server/seed/seed-data/page-content/index.ts';
import type { PageDocument } from '../../src/lib/page-content/page-document.ts';

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

  it('lists figures quoted through tokens as following the offer, and shows them at the new price', () => {
    const raised = SEED_OFFERS.map((o) => (o.id === 'launch-build' ? { ...o, price: 'From £9,500' } : o));
    const audit = auditPrices(pages, raised);
    const faq = audit.mentions.find((m) => m.page === 'packages' && m.text.includes('Launch Build starts from'));
    expect(faq).toMatchObject({ literal: [], followed: ['Launch Build: Amount only'] });
    expect(faq?.shown).toContain('Launch Build starts from £9,500');
    expect(audit.warnings).toEqual([]);
  });

  it('warns when copy written as plain text quotes an offer at an old price', () => {
    const raised = SEED_OFFERS.map((o) => (o.id === 'launch-build' ? { ...o, price: 'From £9,500' } : o));
    const literal = pages.map((p) =>
      p.slug === 'packages'
        ? { ...p, doc: JSON.parse(JSON.stringify(p.doc).replaceAll('{offer:launch-build.amount}', '£8,000')) as PageDocument }
        : p,
    );
    const audit = auditPrices(literal, raised);
    expect(audit.warnings.map((w) => w.message)).toContainEqual(
      expect.stringContaining('the text quotes £8,000 for Launch Build, whose price is From £9,500'),
    );
  });

  it("flags a bare figure an offer had before (a meta description's 'From £8,000') and never reports consistent", () => {
    const raised = SEED_OFFERS.map((o) =>
      o.id === 'launch-build' ? { ...o, price: 'From £8,500', past: { prices: ['From £8,000'], timelines: [] } } : o,
    );
    const metas = [{ path: '/', name: 'Home', description: 'Custom software for UK businesses. From £8,000.' }];
    const audit = auditPrices(pages, raised, { metas });
    expect(audit.mentions.find((m) => m.kind === 'meta')).toMatchObject({ literal: ['£8,000'], figures: ['£8,000'] });
    expect(audit.warnings).toEqual([
      {
        offerId: 'launch-build',
        message: 'Home, Meta description: the text quotes £8,000, an earlier figure of Launch Build (now From £8,500).',
      },
    ]);
    // Through a token the same description follows the offer and raises nothing.
    const tokened = auditPrices(pages, raised, {
      metas: [{ path: '/', name: 'Home', description: 'Custom software. From {offer:launch-build.amount}.' }],
    });
    expect(tokened.warnings).toEqual([]);
    expect(tokened.mentions.find((m) => m.kind === 'meta')?.shown).toBe('Custom software. From £8,500.');
  });

  // A figure another offer still has (3-6 weeks is also a Replit timeline) is ambiguous and not flagged.
  it('flags a timeline written as text after the offer moved on, and a token naming no offer', () => {
    const slower = SEED_OFFERS.map((o) =>
      o.id === 'launch-build' ? { ...o, timeline: '4-8 weeks', past: { prices: [], timelines: ['5-7 weeks'] } } : o,
    );
    const metas = [
      { path: '/services', name: 'Services', description: 'Live in 5-7 weeks.' },
      { path: '/faq', name: 'FAQ', description: 'From {offer:launch-bild.amount}.' },
    ];
    const messages = auditPrices(pages, slower, { metas }).warnings.map((w) => w.message);
    expect(messages).toContain(
      'Services, Meta description: the text quotes 5-7 weeks, an earlier figure of Launch Build (now 4-8 weeks).',
    );
    expect(messages).toContainEqual(expect.stringContaining('FAQ, Meta description: {offer:launch-bild.amount} names no offer'));
  });

  it('lists the build costs as places a figure appears and warns while one is set apart from the Launch Build', () => {
    const following = auditPrices(pages, SEED_OFFERS, {
      costs: { calculatorBuildCost: null, enquiryBuildCost: null, launchBuildCost: 8000 },
    });
    expect(following.warnings).toEqual([]);
    expect(following.mentions.filter((m) => m.kind === 'setting').map((m) => m.shown)).toEqual([
      'Custom build from £8,000',
      'Potential savings after a £8,000 build',
    ]);
    // The calculator's note quotes {buildCost}: listed as following the calculator build cost.
    const note = following.mentions.find((m) => m.page === 'calculator' && m.text.includes('{buildCost}'));
    expect(note).toMatchObject({ figures: ['£8,000'], followed: ['the calculator build cost'], literal: [] });
    const apart = auditPrices(pages, SEED_OFFERS, {
      costs: { calculatorBuildCost: 9000, enquiryBuildCost: null, launchBuildCost: 8000 },
    });
    expect(apart.warnings.map((w) => w.message)).toEqual([
      'The savings calculator uses £9,000, set apart from the Launch Build (£8,000). Clear it under Build costs to follow the offer.',
    ]);
  });
});
