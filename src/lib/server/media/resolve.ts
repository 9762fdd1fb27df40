// Turns media ids into what <ResponsiveImage> renders. Loaders call it once
// per page with every id the page shows. A picture appears only when its
// variants exist and it has alt text or is marked decorative; otherwise the
// id is left out and the page renders nothing in its place.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ResolvedImage } from '../../page-content/render-context.ts';
import { getMediaMany } from '../repositories/media.ts';
import type { MediaItem } from '../../shapes/media.ts';
import { listVariants, type VariantRow } from '../repositories/media-blobs.ts';
import { variantUrl, type VariantFormat } from '../../media/urls.ts';
import { isUsable } from './library.ts';

function srcset(item: MediaItem, variants: VariantRow[], format: VariantFormat): string {
  return variants
    .filter((v) => v.format === format)
    .map((v) => `${variantUrl(item.sha256, v.width, format)} ${v.width}w`)
    .join(', ');
}

export function toResolvedImage(item: MediaItem, variants: VariantRow[]): ResolvedImage | null {
  const jpeg = variants.find((v) => v.format === 'jpeg');
  const webp = variants.filter((v) => v.format === 'webp');
  if (!jpeg || webp.length === 0) return null;
  return {
    id: item.id,
    alt: item.decorative ? '' : item.alt,
    width: item.width,
    height: item.height,
    src: variantUrl(item.sha256, jpeg.width, 'jpeg'),
    avifSrcset: srcset(item, variants, 'avif'),
    webpSrcset: srcset(item, variants, 'webp'),
    objectPosition: `${item.focalX}% ${item.focalY}%`,
  };
}

export async function resolveImages(
  db: Kysely<Database>,
  ids: readonly (string | null | undefined)[],
): Promise<Record<string, ResolvedImage>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  const items = (await getMediaMany(db, wanted)).filter((m) => m.variantsStatus === 'ready' && isUsable(m));
  const variants = await listVariants(
    db,
    items.map((m) => m.id),
  );
  const out: Record<string, ResolvedImage> = {};
  for (const item of items) {
    const resolved = toResolvedImage(
      item,
      variants.filter((v) => v.mediaId === item.id),
    );
    if (resolved) out[item.id] = resolved;
  }
  return out;
}
