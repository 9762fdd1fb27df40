import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Testimonials } from '../../src/components/sections/testimonials-and-cases/Testimonials.tsx';
import { CaseStudyList } from '../../src/components/sections/testimonials-and-cases/CaseStudyList.tsx';
import type { CaseStudySummaryView, TestimonialView } from '../../src/lib/testimonials-and-cases/views.ts';
import type { SiteInfo } from '../../src/lib/site.ts';

// The home page's proof sections render from records: the label follows consent, and
// the case-study section exists only when something is published.

const site: SiteInfo = {
  name: 'Northmill',
  phone: '0161 496 0123',
  email: 'hello@northmill.example',
  address: 'Rochdale',
  bookingUrl: 'https://cal.example/northmill',
  siteUrl: 'https://northmill.example',
};
const quote = (o: Partial<TestimonialView>): TestimonialView => ({
  id: 'x',
  name: 'Priya Shah',
  role: 'Practice Manager',
  company: 'Shah & Co Dental',
  quote: 'Recalls go out on their own now.',
  highlight: '',
  illustrative: false,
  photoMediaId: null,
  ...o,
});
const intro = { id: 'testimonials', intro: { eyebrow: 'Clients', heading: 'What our clients say' } };
const labels = (html: string) => html.match(/>Illustrative</g)?.length ?? 0;

describe('proof sections', () => {
  it('labels only illustrative quotes, and explains the label only when one is shown', () => {
    const real = renderToStaticMarkup(createElement(Testimonials, { ...intro, site, items: [quote({ id: 'a' })] }));
    expect(real).toContain('Recalls go out on their own now.');
    expect(labels(real)).toBe(0);
    expect(real).not.toContain('are examples based on typical project outcomes');

    const mixed = renderToStaticMarkup(
      createElement(Testimonials, {
        ...intro,
        site,
        items: [quote({ id: 'a' }), quote({ id: 'b', name: 'D.H.', illustrative: true })],
      }),
    );
    expect(labels(mixed)).toBe(1);
    expect(mixed).toContain('are examples based on typical project outcomes');
  });

  it('shows a library photo when the page resolved one, the initials otherwise', () => {
    const photo = {
      id: 'm1',
      alt: 'Priya Shah',
      width: 80,
      height: 80,
      src: '/media/m1-80.webp',
      avifSrcset: '/media/m1-80.avif 80w',
      webpSrcset: '/media/m1-80.webp 80w',
      objectPosition: '50% 40%',
    };
    const item = quote({ photoMediaId: 'm1' });
    expect(renderToStaticMarkup(createElement(Testimonials, { ...intro, site, items: [item], images: { m1: photo } }))).toContain(
      'src="/media/m1-80.webp"',
    );
    const without = renderToStaticMarkup(createElement(Testimonials, { ...intro, site, items: [item] }));
    expect(without).not.toContain('<img');
    expect(without).toContain('>PS<');
  });

  it('renders the case-study section only when one is published, each card linking to its page', () => {
    expect(renderToStaticMarkup(createElement(CaseStudyList, { ...intro, items: [] }))).toBe('');
    const card: CaseStudySummaryView = {
      slug: 'dental-recalls',
      sample: false,
      title: 'Automatic recalls',
      client: 'Shah & Co Dental',
      sector: 'Healthcare',
      summary: 'Recalls sent by the practice system.',
      headline: { figure: '38 hours', label: 'saved each month' },
      coverMediaId: null,
    };
    const html = renderToStaticMarkup(createElement(CaseStudyList, { ...intro, items: [card] }));
    expect(html).toContain('href="/work/dental-recalls"');
    expect(html).toContain('38 hours');
    expect(html).toContain('href="/work"');
    expect(html).toContain('What our clients say');
  });
});
