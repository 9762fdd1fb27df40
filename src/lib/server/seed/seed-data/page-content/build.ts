// Small builders that turn today's typed copy (src/copy) into section documents for the seed.
import type { Cta, Feature, Hero, SectionIntro } from '../../../../../copy/types.ts';
import type { PageDocument } from '../../../../page-content/page-document.ts';
import type { SectionType } from '../../../../page-content/sections/index.ts';

export type Section = PageDocument['sections'][number];

export function section(id: string, type: SectionType, data: Record<string, unknown>): Section {
  return { id, type, hidden: false, data };
}

export function cta(c: Cta): { label: string; href?: string; booking: boolean } {
  return c.href ? { label: c.label, href: c.href, booking: c.booking === true } : { label: c.label, booking: c.booking === true };
}

export function intro(i: SectionIntro, eyebrow = i.eyebrow): { eyebrow?: string; heading: string; intro?: string } {
  return { ...(eyebrow ? { eyebrow } : {}), heading: i.heading, ...(i.intro ? { intro: i.intro } : {}) };
}

export function hero(h: Hero, stats: { value: string; label: string }[] = []): Record<string, unknown> {
  return {
    ...(h.eyebrow ? { eyebrow: h.eyebrow } : {}),
    headline: h.headline,
    subheading: h.subheading,
    ...(h.primaryCta ? { primaryCta: cta(h.primaryCta) } : {}),
    ...(h.secondaryCta ? { secondaryCta: cta(h.secondaryCta) } : {}),
    stats: stats.map((s) => ({ value: s.value, label: s.label })),
  };
}

export const features = (items: Feature[]) => items.map((f) => ({ icon: f.icon, title: f.title, description: f.description }));

export const closing = (c: { heading: string; body: string; primaryCta: Cta; secondaryCta?: Cta | undefined }) => ({
  heading: c.heading,
  body: c.body,
  primaryCta: cta(c.primaryCta),
  ...(c.secondaryCta ? { secondaryCta: cta(c.secondaryCta) } : {}),
});

/** The calculator note, with the build cost as a token so the Prices setting fills it in. */
export const CALCULATOR_DISCLAIMER =
  'Figures are estimates based on what you enter and a typical build cost of {buildCost}. Your actual price comes in a fixed quote after we have talked through your needs.';
