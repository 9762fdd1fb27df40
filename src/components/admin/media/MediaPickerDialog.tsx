import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useModalDialog } from '../ui/use-modal-dialog.ts';
import { fieldClass, labelClass } from '../ui/Field.tsx';
import { mediaUsable, type MediaSummary } from '../../../lib/admin/media.ts';
import { UploadDropzone } from './UploadDropzone.tsx';
import { MediaGrid } from './MediaGrid.tsx';
import { MediaDetailsForm } from './MediaDetailsForm.tsx';
import { searchPictures, waitUntilReady } from './media-client.ts';

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
