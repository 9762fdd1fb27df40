import { PageHero } from '../PageHero.tsx';
import type { SectionProps } from './section-props.ts';

/** `hero`: the dark band that opens a marketing page, with optional figures and an optional picture. */
export function HeroSection({ data, ctx }: SectionProps<'hero'>) {
  const picture = data.image ? ctx.images[data.image.mediaId] : undefined;
  return <PageHero hero={data} site={ctx.site} stats={data.stats} picture={picture} />;
}
