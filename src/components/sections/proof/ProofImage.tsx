import type { ResolvedImage } from '../../../lib/content/render-context.ts';

/**
 * A media-library picture (testimonial photo, case-study cover) from its
 * resolved variants. No image, no element: an id the library cannot resolve
 * (deleted, or the library not wired in yet) never becomes a broken <img>.
 */
export function ProofImage({
  image,
  sizes,
  className,
  eager = false,
}: {
  image: ResolvedImage | undefined;
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  if (!image) return null;
  return (
    <picture>
      {image.avifSrcset && <source type="image/avif" srcSet={image.avifSrcset} sizes={sizes} />}
      {image.webpSrcset && <source type="image/webp" srcSet={image.webpSrcset} sizes={sizes} />}
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        style={{ objectPosition: image.objectPosition }}
        className={`object-cover ${className ?? ''}`}
      />
    </picture>
  );
}
