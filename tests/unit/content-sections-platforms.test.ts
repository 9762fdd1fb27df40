// The platform, legal and error-page section types: seeds match their schemas, the editor's JSON
// Schema can be generated, and every type renders its data (tokens filled) with no stray copy.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PLATFORM_SECTION_COMPONENTS } from '../../src/components/sections/registry-platforms.tsx';
import { base44Page } from '../../src/content/pages/base44.ts';
import { notFoundPage, serverErrorPage } from '../../src/content/pages/errors.ts';
import { cookiesPage, privacyPage, termsPage } from '../../src/content/pages/legal.ts';
import { lovablePage } from '../../src/content/pages/lovable.ts';
import { replitPage } from '../../src/content/pages/replit.ts';
import { techStackPage } from '../../src/content/pages/tech-stack.ts';
import type { RenderContext } from '../../src/lib/content/render-context.ts';
import { LEGAL_SECTIONS } from '../../src/lib/content/sections/legal.ts';
import { PLATFORM_SECTIONS } from '../../src/lib/content/sections/platforms.ts';

const PAGES = {
  techStackPage,
  lovablePage,
  replitPage,
  base44Page,
  privacyPage,
  termsPage,
  cookiesPage,
  notFoundPage,
  serverErrorPage,
};
const DEFINITIONS = new Map<string, z.ZodType>([...PLATFORM_SECTIONS, ...LEGAL_SECTIONS].map((d) => [d.type, d.schema]));
const ctx: RenderContext = {
  site: {
    name: 'Testmill Ltd',
    phone: '0161 496 0000',
    email: 'hello@testmill.example',
    address: '1 Test Street, Manchester',
    bookingUrl: 'https://booking.testmill.example/call',
    siteUrl: 'https://testmill.example',
  },
  offers: {},
  images: {},
  slots: {},
};

// Values that are not copy a visitor reads verbatim.
const NOT_COPY = new Set(['href', 'icon', 'tone', 'columns', 'updated', 'code', 'booking']);

function copyStrings(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return NOT_COPY.has(key) ? [] : [value];
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

function render(type: string, data: unknown, id = 'section') {
  const Component = PLATFORM_SECTION_COMPONENTS[type];
  if (!Component) throw new Error(`no component for ${type}`);
  return renderToString(createElement(Component, { id, data: data as never, ctx }));
}

const allSections = Object.entries(PAGES).flatMap(([page, doc]) => doc.sections.map((s) => ({ page, ...s })));

describe('seeded page documents', () => {
  it.each(allSections.map((s) => [`${s.page} › ${s.id} (${s.type})`, s] as const))('%s round-trips its schema', (_, s) => {
    const schema = DEFINITIONS.get(s.type);
    expect(schema, `no definition for ${s.type}`).toBeDefined();
    expect(schema!.parse(s.data)).toEqual(s.data);
  });

  it('uses every section type and has unique section ids per page', () => {
    expect(new Set(allSections.map((s) => s.type))).toEqual(new Set(DEFINITIONS.keys()));
    for (const doc of Object.values(PAGES)) {
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it.each([...DEFINITIONS.keys()])('%s converts to the JSON Schema the editor is generated from', (type) => {
    const json = JSON.stringify(z.toJSONSchema(DEFINITIONS.get(type)!, { unrepresentable: 'any' }));
    expect(json).toContain('"x-kind"');
  });
});

describe('each section type renders from data', () => {
  const firstOfType = [...DEFINITIONS.keys()].map((type) => allSections.find((s) => s.type === type)!);

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
    const field = ['headline', 'heading', 'title'].find((k) => typeof data[k] === 'string')!;
    data[field] = 'Talk to {business} today';
    expect(render(type, data)).toContain('Talk to Testmill Ltd today');
  });

  it('anchors content sections by their id and sends booking buttons to the booking page', () => {
    const services = lovablePage.sections.find((s) => s.type === 'pricedCards')!;
    expect(render('pricedCards', services.data, 'services')).toContain('id="services"');
    const closing = lovablePage.sections.find((s) => s.type === 'ctaBand')!;
    expect(render('ctaBand', closing.data)).toContain('href="https://booking.testmill.example/call"');
  });

  it('links legal contents to each heading and turns {email} into a mailto link', () => {
    const html = render('legalDocument', privacyPage.sections[0]!.data);
    expect(html).toContain('href="#who-we-are"');
    expect(html).toContain('id="who-we-are"');
    expect(html).toContain('href="mailto:hello@testmill.example"');
    expect(html).toContain('<time dateTime="2026-11-22">22 November 2026</time>');
  });

  it('shows the 500 email line only when the address is known', () => {
    const data = serverErrorPage.sections[0]!.data;
    expect(render('errorPanel', data)).toContain('You can also email us at');
    expect(render('errorPanel', notFoundPage.sections[0]!.data)).not.toContain('email us');
  });
});

describe('section schemas reject what the editor must not save', () => {
  const [cta] = techStackPage.sections.filter((s) => s.type === 'ctaBand');
  const ctaBand = DEFINITIONS.get('ctaBand')!;
  const base = cta!.data;

  it('a button needs a link or the booking page', () => {
    const result = ctaBand.safeParse({ ...base, primaryCta: { label: 'Go' } });
    expect(result.success).toBe(false);
  });

  it('a link may not use an unsafe scheme', () => {
    const result = ctaBand.safeParse({ ...base, primaryCta: { label: 'Go', href: 'javascript:alert(1)' } });
    expect(result.success).toBe(false);
  });

  it('icons come from the picker list and legal dates are real dates', () => {
    const grid = techStackPage.sections.find((s) => s.type === 'featureGrid')!.data as { items: { icon: string }[] };
    const items = grid.items.map((item, i) => (i === 0 ? { ...item, icon: 'NotAnIcon' } : item));
    expect(DEFINITIONS.get('featureGrid')!.safeParse({ ...grid, items }).success).toBe(false);
    const legal = privacyPage.sections[0]!.data;
    expect(DEFINITIONS.get('legalDocument')!.safeParse({ ...legal, updated: '2026-13-45' }).success).toBe(false);
  });
});
