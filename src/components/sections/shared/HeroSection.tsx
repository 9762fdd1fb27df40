import { PageHero } from '../PageHero.tsx';
import { isIllustrationKey } from '../../illustrations/index.tsx';
import type { SectionProps } from './section-props.ts';

/** `hero`: how a page opens (offer, editorial or plain): optional figures, and a picture or a drawing beside the text. */
export function HeroSection({ data, ctx }: SectionProps<'hero'>) {
  const picture = data.image ? ctx.images[data.image.mediaId] : undefined;
  const illustration = isIllustrationKey(data.illustration) ? data.illustration : undefined;
  return (
    <PageHero
      hero={data}
      site={ctx.site}
      stats={data.stats}
      picture={picture}
      illustration={illustration}
      kind={data.kind ?? 'offer'}
    />
  );
}
