import type { heroSection } from '../../../lib/content/sections/heroes.ts';
import { PageHero } from '../../sections/PageHero.tsx';
import type { SectionProps } from '../section-props.ts';

/** The dark banner that opens a page (it holds the page's only h1, so its id is not an anchor). */
export function HeroSection({ data, ctx }: SectionProps<typeof heroSection>) {
  return <PageHero hero={data} site={ctx.site} stats={data.stats} />;
}
