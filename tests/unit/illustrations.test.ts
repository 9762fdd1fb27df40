import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ILLUSTRATION_KEYS, Illustration, isIllustrationKey } from '../../src/components/illustrations/index.tsx';
import { PageHero } from '../../src/components/sections/PageHero.tsx';

const site = { name: 'Northmill', phone: '', email: '', address: '', bookingUrl: '', siteUrl: 'https://northmill.example' };
const hero = { eyebrow: 'Services', headline: 'Software you own', subheading: 'Built for you.' };

describe('hero illustrations', () => {
  it.each(ILLUSTRATION_KEYS)('%s renders a small, hidden, fixed-ratio SVG', (name) => {
    const html = renderToStaticMarkup(createElement(Illustration, { name }));
    expect(html).toMatch(/^<svg viewBox="0 0 480 360" aria-hidden="true" focusable="false"/);
    expect(html).not.toMatch(/<(text|script|image|foreignObject)\b/);
    expect(html).not.toContain('NaN');
    // Inline bytes on every load of the page: keep each drawing small.
    expect(html.length).toBeLessThan(5000);
  });

  it('draws something different for each key', () => {
    const drawn = new Set(ILLUSTRATION_KEYS.map((name) => renderToStaticMarkup(createElement(Illustration, { name }))));
    expect(drawn.size).toBe(ILLUSTRATION_KEYS.length);
  });

  it('renders nothing for a key it does not know (stale stored content)', () => {
    expect(isIllustrationKey('dashboard')).toBe(true);
    expect(isIllustrationKey('toString')).toBe(false);
    expect(renderToStaticMarkup(createElement(Illustration, { name: 'gone' }))).toBe('');
  });

  it('PageHero shows the illustration from lg only and keeps the h1 first in the text', () => {
    const withArt = renderToStaticMarkup(createElement(PageHero, { hero, site, illustration: 'dashboard' }));
    expect(withArt).toContain('hidden aspect-[4/3]');
    expect(withArt).toContain('lg:block');
    expect(withArt.match(/<svg/g)).toHaveLength(1);
    const without = renderToStaticMarkup(createElement(PageHero, { hero, site }));
    expect(without).not.toContain('<svg');
  });
});
