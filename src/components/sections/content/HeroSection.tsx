import { PageHero } from '../PageHero.tsx';
import { isIllustrationKey } from '../../illustrations/index.tsx';
import type { SectionProps } from './section-props.ts';

/** `hero`: the dark band that opens a marketing page, with optional figures and a drawing beside the text. */
export function HeroSection({ data, ctx }: SectionProps<'hero'>) {
  const illustration = isIllustrationKey(data.illustration) ? data.illustration : undefined;
  return <PageHero hero={data} site={ctx.site} stats={data.stats} illustration={illustration} />;
}
