import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageSections } from '../../src/components/sections/PageSections.tsx';
import { collectMediaIds, documentMediaIds } from '../../src/lib/page-content/media-refs.ts';
import { SECTION_DEFINITIONS } from '../../src/lib/page-content/sections/index.ts';
import type { PageDocument, SectionEnvelope as Section } from '../../src/lib/page-content/page-document.ts';
import type { RenderContext, ResolvedImage } from '../../src/lib/page-content/render-context.ts';

const picture = (id: string, alt: string): ResolvedImage => ({
  id,
  alt,
  width: 1200,
  height: 900,
  src: `/media/${id}-800.jpeg`,
  avifSrcset: `/media/${id}-800.avif 800w`,
  webpSrcset: `/media/${id}-800.webp 800w`,
  objectPosition: '50% 50%',
});

const ctx = (images: Record<string, ResolvedImage> = {}): RenderContext => ({
  site: {
    name: 'Northmill Digital',
    phone: '01706 000000',
    email: 'hello@northmill.example',
    address: '1 Mill Lane, Rochdale',
    bookingUrl: 'https://cal.example/northmill',
    siteUrl: 'https://northmill.example',
  },
  offers: {},
  images,
  slots: {},
});

const render = (sections: Section[], c: RenderContext) =>
  renderToStaticMarkup(createElement(PageSections, { doc: { sections }, ctx: c }));
const section = (type: string, data: Record<string, unknown>): Section => ({ id: type, type, hidden: false, data });

const team = (people: unknown[]) => section('team', { heading: 'The people you will work with', tone: 'paper', people });
const logos = (list: unknown[]) => section('logoStrip', { heading: 'Clients who let us say so', tone: 'cream', logos: list });
const amira = { name: 'Amira Khan', role: 'Lead developer', bio: 'Builds the back office tools.', photo: { mediaId: 'p1' } };

describe('media ids in page documents', () => {
  it('finds every { mediaId } at any depth, once each, in order', () => {
    const doc: PageDocument = {
      sections: [
        section('hero', { headline: 'About', image: { mediaId: 'hero' } }),
        section('cardGrid', { items: [{ title: 'A', image: { mediaId: 'card' } }, { title: 'B', image: null }, { title: 'C' }] }),
        team([amira, { ...amira, name: 'Tom Reid', photo: { mediaId: 'hero' } }]),
        { ...section('logoStrip', { logos: [{ name: 'Acme', logo: { mediaId: 'logo' } }] }), hidden: true },
      ],
    };
    expect(documentMediaIds(doc)).toEqual(['hero', 'card', 'p1', 'logo']);
  });

  it('ignores values that only look like references', () => {
    expect(collectMediaIds({ mediaId: '' })).toEqual([]);
    expect(collectMediaIds({ mediaId: 42, text: 'mediaId', list: [null, 'x', { offerId: 'o' }] })).toEqual([]);
  });
});

describe('team and client logo sections', () => {
  it('accepts an empty list but refuses a person or a client without a picture', () => {
    expect(SECTION_DEFINITIONS.team.schema.safeParse(team([]).data).success).toBe(true);
    expect(SECTION_DEFINITIONS.team.schema.safeParse(team([{ ...amira, photo: null }]).data).success).toBe(false);
    expect(SECTION_DEFINITIONS.logoStrip.schema.safeParse(logos([{ name: 'Acme' }]).data).success).toBe(false);
  });

  it('render nothing until real people and clients are added', () => {
    expect(render([team([]), logos([])], ctx())).toBe('');
    // A photo the library cannot resolve (deleted, still processing) leaves the person out.
    expect(render([team([amira])], ctx())).toBe('');
  });

  it('render each person and logo as a <picture> with its alt text', () => {
    const html = render(
      [
        team([amira]),
        logos([
          { name: 'Acme Haulage', logo: { mediaId: 'l1' }, href: 'https://acme.example' },
          { name: 'Pennine Dental', logo: { mediaId: 'l2' } },
        ]),
      ],
      ctx({ p1: picture('p1', 'Amira Khan at her desk'), l1: picture('l1', 'Acme Haulage logo'), l2: picture('l2', '') }),
    );
    expect(html).toContain('alt="Amira Khan at her desk"');
    expect(html).toContain('Lead developer');
    expect(html).toContain('alt="Acme Haulage logo"');
    expect(html).toContain('href="https://acme.example"');
    // A logo marked decorative in the library still needs a name here: the client's.
    expect(html).toContain('alt="Pennine Dental"');
    expect(html.match(/<picture/g)).toHaveLength(3);
    expect(html).toContain('loading="lazy"');
  });
});

describe('optional pictures in existing sections', () => {
  const hero = section('hero', {
    headline: 'We build the software your business runs on',
    subheading: 'Owned outright.',
    stats: [],
    image: { mediaId: 'h1' },
  });

  it('puts a hero picture first in the queue, and shows nothing when it is unset or unresolved', () => {
    const html = render([hero], ctx({ h1: picture('h1', 'The team at the whiteboard') }));
    expect(html).toContain('alt="The team at the whiteboard"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('loading="eager"');
    expect(render([hero], ctx())).not.toContain('<img');
    expect(SECTION_DEFINITIONS.hero.schema.safeParse({ ...(hero.data as object), image: undefined }).success).toBe(true);
  });

  it('shows a card picture only on the card that has one', () => {
    const grid = section('cardGrid', {
      heading: 'What we build',
      tone: 'paper',
      layout: 'grid',
      columns: '3',
      items: [
        { icon: 'Bot', title: 'Agents', description: 'Drafts replies.', image: { mediaId: 'c1' } },
        { icon: 'Database', title: 'Databases', description: 'One source of truth.' },
      ],
    });
    expect(SECTION_DEFINITIONS.cardGrid.schema.safeParse(grid.data).success).toBe(true);
    const html = render([grid], ctx({ c1: picture('c1', 'An agent drafting a reply') }));
    expect(html.match(/<picture/g)).toHaveLength(1);
    expect(html).toContain('alt="An agent drafting a reply"');
  });
});

describe('case-study list section', () => {
  const summary = (slug: string, coverMediaId: string | null) => ({
    slug,
    title: `Study ${slug}`,
    sample: false,
    client: 'A Rochdale merchant',
    sector: 'Trade',
    summary: 'Month-end in an afternoon.',
    headline: null,
    coverMediaId,
  });
  const list = section('caseStudyList', { heading: 'Recent work for UK businesses', limit: '1' });

  it('renders nothing without published case studies (or when the loader gave no proof)', () => {
    expect(render([list], ctx())).toBe('');
    expect(render([list], { ...ctx(), proof: { testimonials: [], caseStudies: [] } })).toBe('');
  });

  it('shows up to its limit, newest first, each with its cover when resolved', () => {
    const c = {
      ...ctx({ k1: picture('k1', 'The yard office') }),
      proof: { testimonials: [], caseStudies: [summary('one', 'k1'), summary('two', null)] },
    };
    const html = render([list], c);
    expect(html).toContain('href="/work/one"');
    expect(html).not.toContain('href="/work/two"');
    expect(html).toContain('alt="The yard office"');
  });
});
