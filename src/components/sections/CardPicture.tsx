import type { ResolvedImage } from '../../lib/page-content/render-context.ts';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';

/**
 * A picture bleeding to the top edge of a `.card` (which pads by 1.5rem): a screenshot or photo
 * above the card's icon and title. Lazy: cards sit below the hero. No picture, no element.
 */
export function CardPicture({ image, bleed = true }: { image: ResolvedImage | undefined; bleed?: boolean }) {
  if (!image) return null;
  return (
    <ResponsiveImage
      image={image}
      sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
      pictureClassName={bleed ? '-mx-6 -mt-6 mb-5 block' : 'relative mb-5 block'}
      className={`aspect-[16/9] h-auto w-full object-cover ${bleed ? 'rounded-t-[var(--radius-card)]' : 'rounded-xl'}`}
    />
  );
}
