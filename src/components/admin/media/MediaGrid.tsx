import { ImageOff } from 'lucide-react';
import { mediaUsable, type MediaSummary } from '../../../lib/admin/media.ts';
import { focalClasses } from '../../../lib/media/focal.ts';
import '../../ui/focal.css';

/** Library thumbnails as buttons; pictures without alt text say so. */
export function MediaGrid({
  items,
  selectedId,
  onSelect,
}: {
  items: MediaSummary[];
  selectedId: string | null;
  onSelect: (item: MediaSummary) => void;
}) {
  if (items.length === 0) return <p className="py-6 text-sm text-navy-600">No pictures match. Upload one above.</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {items.map((item) => {
        const name = item.title || item.originalFilename;
        return (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onSelect(item)}
              aria-pressed={item.id === selectedId}
              className="group block w-full overflow-hidden rounded-lg border border-navy-100 bg-paper text-left aria-pressed:ring-2 aria-pressed:ring-emerald-700"
            >
              <span className="flex aspect-[4/3] items-center justify-center bg-navy-50">
                {item.thumbUrl ? (
                  <img
                    src={item.thumbUrl}
                    alt=""
                    loading="lazy"
                    className={`focal ${focalClasses(item.focalX, item.focalY)} h-full w-full object-cover`}
                  />
                ) : (
                  <span className="flex flex-col items-center gap-1 text-xs text-navy-600">
                    <ImageOff aria-hidden="true" className="h-5 w-5" />
                    {item.variantsStatus === 'failed' ? 'Could not process' : 'Processing…'}
                  </span>
                )}
              </span>
              <span className="block truncate px-2 pt-1.5 text-sm font-medium text-navy-900">{name}</span>
              <span className="block px-2 pb-1.5 text-xs text-navy-600">
                {item.width} × {item.height}
                {mediaUsable(item) ? '' : ' · needs alt text'}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
