import type { ResolvedImage } from '../../lib/page-content/render-context.ts';
import { focalClassesFromPosition } from '../../lib/media/focal.ts';
import './focal.css';

/**
 * A library picture as <picture>: AVIF and WebP srcsets (the browser picks
 * the width `sizes` asks for), a JPEG fallback, and the intrinsic width and
 * height so the layout never shifts (CLS 0). Lazy by default; `priority` for
 * the one image that is the page's largest paint (eager, fetchpriority=high).
 * Crops made with object-fit centre on the picture's focal point.
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  className,
  pictureClassName,
}: {
  image: ResolvedImage;
  /** e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes: string;
  priority?: boolean;
  className?: string;
  pictureClassName?: string;
}) {
  return (
    <picture className={pictureClassName}>
      {image.avifSrcset && <source type="image/avif" srcSet={image.avifSrcset} sizes={sizes} />}
      <source type="image/webp" srcSet={image.webpSrcset} sizes={sizes} />
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        className={`focal ${focalClassesFromPosition(image.objectPosition)}${className ? ` ${className}` : ''}`}
      />
    </picture>
  );
}
