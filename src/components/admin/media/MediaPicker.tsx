import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ImagePlus, X } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { useModalDialog } from '../ui/use-modal-dialog.ts';
import { fieldClass, labelClass } from '../ui/Field.tsx';
import { mediaUsable, type MediaSummary } from '../../../lib/admin/media.ts';
import { focalClasses } from '../../../lib/media/focal.ts';
import '../../ui/focal.css';
import { UploadDropzone } from './UploadDropzone.tsx';
import { MediaGrid } from './MediaGrid.tsx';
import { MediaDetailsForm } from './MediaDetailsForm.tsx';
import { getPicture, searchPictures, waitUntilReady } from './media-client.ts';

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

/** The library dialog alone: search, upload inline, pick (the post body's "Picture from the library" button opens it). */
export function MediaPickerDialog({
  title,
  onClose,
  onPick,
}: {
  title: string;
  onClose: () => void;
  onPick: (item: MediaSummary) => void;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const search = useRef<HTMLInputElement>(null);
  useModalDialog(dialog, true, search);
  const [q, setQ] = useState('');
  const [items, setItems] = useState<MediaSummary[]>([]);
  const [chosen, setChosen] = useState<MediaSummary | null>(null);
  const [message, setMessage] = useState('');
  // Described while still processing: picked as soon as its variants exist.
  const useWhenReady = useRef<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(async () => {
      const r = await searchPictures(q);
      if (r.ok) setItems(r.value);
      else setMessage(r.message);
    }, 200);
    return () => clearTimeout(timer);
  }, [q]);

  function choose(item: MediaSummary) {
    setChosen(item);
    setMessage('');
    if (item.variantsStatus === 'ready' && mediaUsable(item)) onPick(item);
  }

  async function uploaded(item: MediaSummary) {
    setItems((all) => [item, ...all.filter((m) => m.id !== item.id)]);
    setChosen(item);
    setMessage('Uploaded. Add its alt text, then choose it.');
    const ready = await waitUntilReady(item.id);
    if (!ready) return;
    // Read after the wait, so it carries alt text saved meanwhile.
    if (useWhenReady.current === ready.id && ready.variantsStatus === 'ready' && mediaUsable(ready)) return onPick(ready);
    setItems((all) => all.map((m) => (m.id === ready.id ? ready : m)));
    setChosen((c) => (c?.id === ready.id ? ready : c));
  }

  const blocked = chosen && !(chosen.variantsStatus === 'ready' && mediaUsable(chosen));
  // In <body>, not where it is declared: the post editor is a <form>, and a
  // form inside a form submits the outer one's way (a page reload).
  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      // React events still bubble through the component tree to the post editor:
      // Escape and the details form's submit stop here, or the editor would close or save too.
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        e.stopPropagation();
        onClose();
      }}
      onSubmit={(e) => e.stopPropagation()}
      onCancel={(e) => {
        e.preventDefault();
        e.stopPropagation();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-4xl rounded-2xl bg-paper p-6 shadow-2xl backdrop:bg-navy-950/60"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={`${id}-title`} className="text-xl font-bold text-navy-950">
          {title}
        </h2>
        <button type="button" onClick={onClose} aria-label="Close" className="rounded-md p-1 text-navy-600 hover:bg-navy-50">
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <div className="mt-4 space-y-4">
        <UploadDropzone onUploaded={(item) => void uploaded(item)} />
        <div>
          <label htmlFor={`${id}-q`} className={labelClass}>
            Search the library
          </label>
          <input
            ref={search}
            id={`${id}-q`}
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            className={`${fieldClass} max-w-md`}
          />
        </div>
        <p role="status" className="text-sm font-medium text-navy-800">
          {message}
        </p>
        {blocked && chosen && (
          <div className="rounded-xl border border-amber-300 bg-amber-50 p-4">
            <p className="mb-3 text-sm font-semibold text-navy-950">
              {chosen.variantsStatus !== 'ready'
                ? 'This picture is still being processed; describe it meanwhile.'
                : 'This picture has no alt text yet. Describe it (or mark it decorative) to use it.'}
            </p>
            <MediaDetailsForm
              key={chosen.id}
              item={chosen}
              submitLabel="Save and use this picture"
              onSaved={(saved) => {
                setItems((all) => all.map((m) => (m.id === saved.id ? saved : m)));
                if (saved.variantsStatus === 'ready') return onPick(saved);
                setChosen(saved);
                useWhenReady.current = saved.id;
                setMessage('Saved. It will be used as soon as it has been processed (a few seconds).');
              }}
            />
          </div>
        )}
        <MediaGrid items={items} selectedId={chosen?.id ?? null} onSelect={choose} />
      </div>
    </dialog>,
    document.body,
  );
}
