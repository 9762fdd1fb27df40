import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ILLUSTRATION_NAMES } from '../../src/lib/page-content/illustrations.ts';
import { ILLUSTRATION_KEYS } from '../../src/components/illustrations/index.tsx';
import { SEED_CONTENT_PAGES } from '../../src/lib/server/seed/seed-data/page-content/index.ts';
import { HeroSection } from '../../src/components/sections/shared/HeroSection.tsx';
import type { RenderContext } from '../../src/lib/page-content/render-context.ts';

describe('hero drawings', () => {
  it('the names staff pick from are exactly the drawings the site has', () => {
    expect([...ILLUSTRATION_NAMES].sort()).toEqual([...ILLUSTRATION_KEYS].sort());
  });

  it('the seed opens reading pages with the editorial hero and seeds no drawing (issue 26)', () => {
    const heroes = SEED_CONTENT_PAGES.flatMap((p) =>
      p.doc.sections
        .filter((s) => s.type === 'hero')
        .map((s) => ({ slug: p.slug, ...(s.data as { illustration?: string; kind?: string }) })),
    );
    expect(heroes.filter((h) => h.illustration)).toEqual([]);
    expect(heroes.filter((h) => h.kind === 'editorial').map((h) => h.slug)).toEqual(
      expect.arrayContaining(['about', 'faq', 'contact']),
    );
    expect(heroes.find((h) => h.slug === 'services')?.kind).toBeUndefined();
  });

  it('a hero renders its drawing, and a stale name renders none', () => {
    const ctx = {
      site: { name: 'Northmill', phone: '', email: '', address: '', bookingUrl: '', siteUrl: 'https://x.test' },
      offers: {},
      images: {},
      slots: {},
    } as RenderContext;
    const data = { headline: 'Hello', subheading: 'World', stats: [] };
    const withArt = renderToStaticMarkup(
      createElement(HeroSection, { id: 'hero', data: { ...data, illustration: 'workflow' }, ctx }),
    );
    const stale = renderToStaticMarkup(
      createElement(HeroSection, { id: 'hero', data: { ...data, illustration: 'gone' as never }, ctx }),
    );
    expect(withArt).toContain('<svg');
    expect(stale).not.toContain('<svg');
  });
});
