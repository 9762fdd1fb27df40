// The platform, legal and error-page section types: seeds match their schemas, the editor's JSON
// Schema can be generated, and every type renders its data (tokens filled, prices from offers).
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PLATFORM_SECTION_COMPONENTS } from '../../src/components/sections/registry-platforms.tsx';
import type { RenderContext } from '../../src/lib/page-content/render-context.ts';
import { SITE_PAGE_SECTIONS } from '../../src/lib/page-content/sections/site-pages.ts';
import { SEED_OFFERS } from '../../src/lib/server/seed/seed-data/page-content/index.ts';
import { SITE_PAGES } from '../../src/lib/server/seed/seed-data/page-content/site-pages.ts';

type SiteType = keyof typeof SITE_PAGE_SECTIONS;
const DEFINITIONS = new Map<string, z.ZodType>(Object.entries(SITE_PAGE_SECTIONS).map(([t, d]) => [t, d.schema]));
const ctx: RenderContext = {
  site: {
    name: 'Testmill Ltd',
    phone: '0161 496 0000',
    email: 'hello@testmill.example',
    address: '1 Test Street, Manchester',
    bookingUrl: 'https://booking.testmill.example/call',
    siteUrl: 'https://testmill.example',
  },
  offers: Object.fromEntries(SEED_OFFERS.map((o) => [o.id, o])),
  images: {},
  slots: {},
};

// Values that are not copy a visitor reads verbatim.
const NOT_COPY = new Set(['href', 'icon', 'tone', 'updated', 'code', 'offer']);

function copyStrings(value: unknown, key = ''): string[] {
  if (NOT_COPY.has(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((v) => copyStrings(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => copyStrings(v, k));
  return [];
}

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

const fill = (s: string) =>
  s
    .replaceAll('{business}', ctx.site.name)
    .replaceAll('{address}', ctx.site.address)
    .replaceAll('{email}', ctx.site.email)
    .replaceAll('{phone}', ctx.site.phone);

function render(type: string, data: unknown, id = 'section', context = ctx) {
  const Component = PLATFORM_SECTION_COMPONENTS[type as SiteType] as unknown as ComponentType<Record<string, unknown>>;
  return renderToString(createElement(Component, { id, data, ctx: context }));
}

const ownSections = SITE_PAGES.flatMap((page) =>
  page.doc.sections.filter((s) => DEFINITIONS.has(s.type)).map((s) => ({ page: page.slug, ...s })),
);
const firstOfType = [...DEFINITIONS.keys()].map((type) => ownSections.find((s) => s.type === type)!);
const dataOf = (slug: string, type: string) =>
  SITE_PAGES.find((p) => p.slug === slug)!.doc.sections.find((s) => s.type === type)!.data as Record<string, unknown>;

describe('seeded page documents', () => {
  it.each(ownSections.map((s) => [`${s.page} › ${s.id} (${s.type})`, s] as const))('%s round-trips its schema', (_, s) => {
    expect(DEFINITIONS.get(s.type)!.parse(s.data)).toEqual(s.data);
  });

  it('uses every section type, and every type has a component', () => {
    expect(firstOfType.every(Boolean)).toBe(true);
    expect(Object.keys(PLATFORM_SECTION_COMPONENTS).sort()).toEqual([...DEFINITIONS.keys()].sort());
  });

  it.each([...DEFINITIONS.keys()])('%s converts to the JSON Schema the editor is generated from', (type) => {
    const json = JSON.stringify(z.toJSONSchema(DEFINITIONS.get(type)!, { io: 'input', unrepresentable: 'any' }));
    expect(json).toContain('"x-kind"');
  });

  it('prices every platform service card from an offer record with today’s figures', () => {
    const lovable = dataOf('lovable', 'pricedCards') as { items: { offer: { offerId: string } }[] };
    const offer = ctx.offers[lovable.items[0]!.offer.offerId]!;
    expect([offer.name, offer.price, offer.timeline]).toEqual(['MVPs & Prototypes', 'From £3,000', '2-3 weeks']);
  });
});

describe('each section type renders from data', () => {
  it.each(firstOfType.map((s) => [s.type, s] as const))('%s shows all its copy, tokens filled', (type, s) => {
    const html = render(type, s.data, s.id);
    expect(html).not.toMatch(/\{(business|email|phone|address)\}/);
    for (const text of copyStrings(s.data)) {
      // Contact tokens and web addresses in legal paragraphs become links: checked below.
      if (/\{email\}|\{phone\}|https?:\/\//.test(text)) continue;
      expect(html).toContain(escapeHtml(fill(text)));
    }
  });

  it.each(firstOfType.map((s) => [s.type, s] as const))('%s fills {business} in its heading', (type, s) => {
    const data = structuredClone(s.data) as Record<string, unknown>;
    const field = ['heading', 'title'].find((k) => typeof data[k] === 'string')!;
    data[field] = 'Talk to {business} today';
    expect(render(type, data)).toContain('Talk to Testmill Ltd today');
  });

  it('shows an offer’s price and timeline, and a placement’s override instead when it has one', () => {
    const data = structuredClone(dataOf('lovable', 'pricedCards')) as { items: { offer: Record<string, string> }[] };
    const html = render('pricedCards', data, 'services');
    expect(html).toContain('id="services"');
    expect(html).toContain('From £3,000');
    expect(html).toContain('2-3 weeks');
    data.items[0]!.offer.priceOverride = 'From £2,400';
    expect(render('pricedCards', data)).toContain('From £2,400');
  });

  it('takes a platform card’s price badge from its offer and leaves out a card whose offer is gone', () => {
    const data = dataOf('tech-stack', 'platformCards');
    const replit = { ...ctx.offers['replit-automation']!, price: 'From £1,350' };
    const html = render('platformCards', data, 'platforms', { ...ctx, offers: { ...ctx.offers, 'replit-automation': replit } });
    expect(html).toContain('From £1,350');
    const { ['base44-backend']: _gone, ...rest } = ctx.offers;
    expect(render('platformCards', data, 'platforms', { ...ctx, offers: rest })).not.toContain('platform-base44');
  });

  it('links legal contents to each heading and turns {email} into a mailto link', () => {
    const html = render('legalDocument', dataOf('privacy', 'legalDocument'));
    expect(html).toContain('href="#who-we-are"');
    expect(html).toContain('id="who-we-are"');
    expect(html).toContain('href="mailto:hello@testmill.example"');
    expect(html).toContain('<time dateTime="2026-11-26">26 November 2026</time>');
  });

  it('shows the 500 email line only when the page asks for it', () => {
    expect(render('errorPanel', dataOf('server-error', 'errorPanel'))).toContain('You can also email us at');
    expect(render('errorPanel', dataOf('not-found', 'errorPanel'))).not.toContain('email us');
  });
});

describe('section schemas reject what the editor must not save', () => {
  const panel = DEFINITIONS.get('errorPanel')!;
  const base = dataOf('not-found', 'errorPanel');

  it('a button needs a link or the booking page, and a link a safe scheme', () => {
    expect(panel.safeParse({ ...base, primaryCta: { label: 'Go', booking: false } }).success).toBe(false);
    expect(panel.safeParse({ ...base, primaryCta: { label: 'Go', href: 'javascript:alert(1)', booking: false } }).success).toBe(
      false,
    );
    expect(panel.safeParse({ ...base, suggestions: [{ label: 'X', href: 'data:text/html,x' }] }).success).toBe(false);
  });

  it('icons come from the picker list and legal dates are real dates', () => {
    const techGrid = dataOf('base44', 'techGrid') as { items: { icon: string }[] };
    const items = techGrid.items.map((item, i) => (i === 0 ? { ...item, icon: 'NotAnIcon' } : item));
    expect(DEFINITIONS.get('techGrid')!.safeParse({ ...techGrid, items }).success).toBe(false);
    const legal = dataOf('privacy', 'legalDocument');
    expect(DEFINITIONS.get('legalDocument')!.safeParse({ ...legal, updated: '2026-13-45' }).success).toBe(false);
    const sections = legal.sections as { heading: string }[];
    const twice = [...sections, { ...sections[0]!, heading: 'Who we are!' }];
    expect(DEFINITIONS.get('legalDocument')!.safeParse({ ...legal, sections: twice }).success).toBe(false);
  });
});
