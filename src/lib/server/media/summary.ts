// A library picture as the admin island receives it.
import { pickFields } from '../../shapes/fields.ts';
import { mediaSummaryFields, type MediaItem, type MediaSummary } from '../../shapes/media.ts';
import { fallbackWidth, VARIANT_WIDTHS } from '../../media/rules.ts';
import { variantUrl } from '../../media/urls.ts';

export function toMediaSummary(item: MediaItem): MediaSummary {
  const ready = item.variantsStatus === 'ready';
  const insertWidth = fallbackWidth(item.width);
  return {
    id: item.id,
    ...pickFields(mediaSummaryFields, item),
    createdAt: item.createdAt,
    thumbUrl: ready ? variantUrl(item.sha256, Math.min(item.width, VARIANT_WIDTHS[1]), 'webp') : null,
    insertUrl: ready ? variantUrl(item.sha256, insertWidth, 'webp') : null,
    insertWidth,
    insertHeight: Math.round((item.height * insertWidth) / item.width),
  };
}
