import { PageHero } from '../PageHero.tsx';
import type { SectionProps } from './section-props.ts';

/** `hero`: the dark band that opens a marketing page, with optional figures under the buttons. */
export function HeroSection({ data, ctx }: SectionProps<'hero'>) {
  return <PageHero hero={data} site={ctx.site} stats={data.stats} />;
}
