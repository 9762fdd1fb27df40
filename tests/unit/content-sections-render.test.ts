import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageSections } from '../../src/components/sections/PageSections.tsx';
import { SECTION_DEFINITIONS } from '../../src/lib/page-content/sections/index.ts';
import type { PageDocument } from '../../src/lib/page-content/page-document.ts';
import type { RenderContext } from '../../src/lib/page-content/render-context.ts';
import { SEED_CONTENT_PAGES, SEED_OFFERS } from '../../src/lib/server/seed/seed-data/page-content/index.ts';

const ctx: RenderContext = {
  site: {
    name: 'Northmill Digital',
    phone: '01706 000000',
    email: 'hello@northmill.example',
    address: '1 Mill Lane, Rochdale',
    bookingUrl: 'https://cal.example/northmill',
    siteUrl: 'https://northmill.example',
  },
  offers: Object.fromEntries(SEED_OFFERS.map((o) => [o.id, o])),
  images: {},
  slots: { calculator: createElement('p', null, 'CALCULATOR ISLAND'), form: createElement('p', null, 'FORM ISLAND') },
  tokens: { buildCost: '£8,000' },
  // The seeded home page lists case studies: one published, so the section has something to show.
  proof: {
    testimonials: [],
    caseStudies: [
      {
        slug: 'dental-recalls',
        sample: false,
        title: 'Automatic recalls',
        client: 'Shah & Co Dental',
        sector: 'Healthcare',
        summary: 'Recalls sent by the practice system.',
        headline: null,
        coverMediaId: null,
      },
    ],
  },
};

const render = (doc: PageDocument, c: RenderContext = ctx) => renderToStaticMarkup(createElement(PageSections, { doc, ctx: c }));
const allSections = SEED_CONTENT_PAGES.flatMap((p) => p.doc.sections.map((s) => ({ page: p.slug, section: s })));

/** A distinctive string from a section's data: its heading, headline or first title. */
function keyText(data: Record<string, unknown>): string {
  for (const k of ['heading', 'headline', 'formHeading', 'title']) if (typeof data[k] === 'string') return data[k] as string;
  const first = (data.categories ?? data.items) as Record<string, unknown>[];
  return String(first[0]!.title ?? first[0]!.question);
}

const decode = (html: string) => html.replaceAll('&#x27;', "'").replaceAll('&amp;', '&').replaceAll('&quot;', '"');

describe('section components', () => {
  it.each(allSections.map((s) => [`${s.page}/${s.section.id} (${s.section.type})`, s.section] as const))(
    '%s renders from its data',
    (_name, section) => {
      const html = decode(render({ sections: [section] }));
      // The seed's team and client-logo sections are empty until the owner fills them: they render nothing.
      if (section.type === 'team' || section.type === 'logoStrip') return expect(html).toBe('');
      const text = keyText(section.data as Record<string, unknown>).replace('{business}', ctx.site.name);
      expect(html).toContain(text);
      expect(html).not.toContain('{business}');
    },
  );

  it('has a component for every registered type, richText included', () => {
    const html = render({
      sections: [
        {
          id: 'notes',
          type: 'richText',
          hidden: false,
          data: { heading: 'Notes', tone: 'paper', body: '<p>Kept <strong>bold</strong></p>' },
        },
      ],
    });
    expect(html).toContain('<strong>bold</strong>');
    expect(Object.keys(SECTION_DEFINITIONS).length).toBe(36); // 29 + 7 for the platform, legal and error pages
  });

  it('shows offer figures from the record, and an override where a placement sets one', () => {
    const home = SEED_CONTENT_PAGES.find((p) => p.slug === 'home')!.doc;
    const packages = home.sections.find((s) => s.type === 'packageTable')!;
    expect(decode(render({ sections: [packages] }))).toContain('£1,500');
    const data = packages.data as { items: { offer: { offerId: string; priceOverride?: string } }[] };
    const overridden = {
      ...packages,
      data: { ...data, items: data.items.map((i, n) => (n === 0 ? { ...i, offer: { ...i.offer, priceOverride: '£750' } } : i)) },
    };
    const html = decode(render({ sections: [overridden] }));
    expect(html).toContain('£750');
    expect(html).not.toContain('£1,500');
    const raised = {
      ...ctx,
      offers: { ...ctx.offers, 'launch-build': { ...ctx.offers['launch-build']!, price: 'From £9,500' } },
    };
    expect(decode(render({ sections: [packages] }, raised))).toContain('£9,500');
  });

  it("keeps a service card's own title and points while its figures come from the offer", () => {
    const services = SEED_CONTENT_PAGES.find((p) => p.slug === 'services')!.doc;
    const list = services.sections.find((s) => s.type === 'serviceList')!;
    const html = decode(render({ sections: [list] }));
    expect(html).toContain('Custom Builds');
    expect(html).toContain('From £8,000');
    expect(html).toContain('Role-based logins for staff, customers and suppliers');
    const data = list.data as { items: Record<string, unknown>[] };
    const bare = { ...list, data: { ...data, items: [{ ...data.items[0], title: '', description: '', features: [] }] } };
    const fromOffer = decode(render({ sections: [bare] }));
    expect(fromOffer).toContain('Launch Build');
    expect(fromOffer).toContain('30 days of post-launch fixes included');
  });

  it('passes islands in through slots and fills the build cost token', () => {
    const page = SEED_CONTENT_PAGES.find((p) => p.slug === 'packages')!.doc;
    const html = decode(render(page));
    expect(html).toContain('CALCULATOR ISLAND');
    expect(html).toContain('a typical build cost of £8,000');
    expect(decode(render(SEED_CONTENT_PAGES.find((p) => p.slug === 'contact')!.doc))).toContain('FORM ISLAND');
  });

  it('skips hidden sections for visitors and marks them in the preview', () => {
    const [hero, ...rest] = SEED_CONTENT_PAGES.find((p) => p.slug === 'about')!.doc.sections;
    const doc = { sections: [{ ...hero!, hidden: true }, ...rest] };
    expect(render(doc)).not.toContain('A Rochdale studio');
    const preview = render(doc, { ...ctx, preview: true });
    expect(preview).toContain('A Rochdale studio');
    expect(preview).toContain('Hidden from visitors');
  });

  it('renders nothing for a type it does not know', () => {
    expect(render({ sections: [{ id: 'x', type: 'carousel', hidden: false, data: {} }] })).toBe('');
  });
});
