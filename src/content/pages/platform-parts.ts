/*
 * Converts the platform pages' copy (src/content/*.ts) into section data, so a fresh install's
 * page documents say exactly what the pages said before they were editable.
 */
import type { IconName } from '../../lib/content/fields.ts';
import type { Claim, ClosingSection, Feature, Hero, SectionIntro, ServiceCard } from '../types.ts';

type Tone = 'cream' | 'paper' | 'navy';

export function heroData(hero: Hero, stats: Claim[] = []) {
  return { ...hero, stats: stats.map(figureData) };
}

export function figureData(claim: { value: string; label: string }) {
  return { value: claim.value, label: claim.label };
}

/** The section heading of a content section, minus its id (the section's own id is the anchor). */
export function introData(intro: SectionIntro, tone: Tone) {
  return {
    ...(intro.eyebrow ? { eyebrow: intro.eyebrow } : {}),
    heading: intro.heading,
    intro: intro.intro,
    tone,
  };
}

export function featureItems(items: Pick<Feature, 'icon' | 'title' | 'description'>[]) {
  return items.map(({ icon, title, description }) => ({ icon: icon as IconName, title, description }));
}

export function pricedItems(services: ServiceCard[]) {
  return services.map(({ icon, title, price, timeline, description, features }) => ({
    icon: (icon ?? 'Sparkles') as IconName,
    title,
    price,
    timeline,
    description,
    features,
  }));
}

export function ctaBandData(closing: ClosingSection) {
  return closing;
}
