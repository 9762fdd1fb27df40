// A library picture as the admin island receives it.
import type { MediaItem } from '../repositories/media.ts';
import type { MediaSummary } from '../../admin/media.ts';
import { fallbackWidth, VARIANT_WIDTHS } from '../../media/rules.ts';
import { variantUrl } from '../../media/urls.ts';

export function toMediaSummary(item: MediaItem): MediaSummary {
  const ready = item.variantsStatus === 'ready';
  const insertWidth = fallbackWidth(item.width);
  return {
    id: item.id,
    mime: item.mime,
    width: item.width,
    height: item.height,
    bytes: item.bytes,
    alt: item.alt,
    decorative: item.decorative,
    focalX: item.focalX,
    focalY: item.focalY,
    originalFilename: item.originalFilename,
    title: item.title,
    variantsStatus: item.variantsStatus,
    createdAt: item.createdAt,
    thumbUrl: ready ? variantUrl(item.sha256, Math.min(item.width, VARIANT_WIDTHS[1]), 'webp') : null,
    insertUrl: ready ? variantUrl(item.sha256, insertWidth, 'webp') : null,
    insertWidth,
    insertHeight: Math.round((item.height * insertWidth) / item.width),
  };
}
