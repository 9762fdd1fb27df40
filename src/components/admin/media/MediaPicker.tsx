import { useEffect, useId, useState } from 'react';
import { ImagePlus } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { labelClass } from '../ui/Field.tsx';
import type { MediaSummary } from '../../../lib/admin/media.ts';
import { focalClasses } from '../../../lib/media/focal.ts';
import '../../ui/focal.css';
import { getPicture } from './media-client.ts';
import { MediaPickerDialog } from './MediaPickerDialog.tsx';

export interface MediaPickerValue {
  mediaId: string;
}

/**
 * Chooses one library picture: a preview of the current one, and a dialog to
 * search the library, upload inline and pick. A picture without alt text
 * cannot be picked until it has some (or is marked decorative); the dialog
 * offers the form to add it. Used by the post editor, the content editor and
 * testimonials: keep this API stable.
 */
export function MediaPicker({
  value,
  onChange,
  label,
  onPick,
}: {
  value: MediaPickerValue | null;
  onChange: (v: MediaPickerValue | null) => void;
  label: string;
  /** Told the whole picture when one is picked (the post body inserts its URL and alt text). */
  onPick?: (item: MediaSummary) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<MediaSummary | null>(null);

  useEffect(() => {
    if (!value) return setCurrent(null);
    if (current?.id === value.mediaId) return;
    let live = true;
    void getPicture(value.mediaId).then((r) => live && setCurrent(r.ok ? r.value.item : null));
    return () => {
      live = false;
    };
  }, [value, current?.id]);

  return (
    <div>
      <p id={`${id}-label`} className={labelClass}>
        {label}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        {value && current?.thumbUrl && (
          <img
            src={current.thumbUrl}
            alt={current.alt}
            className={`focal ${focalClasses(current.focalX, current.focalY)} h-16 w-24 rounded-md object-cover`}
          />
        )}
        {value && !current?.thumbUrl && <span className="text-sm text-navy-600">Picture chosen (processing)</span>}
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-describedby={`${id}-label`}
          className={buttonClasses('outline', 'sm')}
        >
          <ImagePlus aria-hidden="true" className="h-4 w-4" /> {value ? 'Change picture' : 'Choose picture'}
        </button>
        {value && (
          <button
            type="button"
            onClick={() => onChange(null)}
            aria-describedby={`${id}-label`}
            className={buttonClasses('ghost', 'sm')}
          >
            Remove
          </button>
        )}
      </div>
      {open && (
        <MediaPickerDialog
          title={label}
          onClose={() => setOpen(false)}
          onPick={(item) => {
            setCurrent(item);
            onChange({ mediaId: item.id });
            onPick?.(item);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}
