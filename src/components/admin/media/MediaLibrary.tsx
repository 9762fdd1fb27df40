import { useEffect, useRef, useState } from 'react';
import { Toaster, useToasts } from '../../islands/Toaster.tsx';
import { fieldClass, labelClass } from '../ui/Field.tsx';
import type { MediaSummary, MediaUseSummary } from '../../../lib/admin/media.ts';
import { UploadDropzone } from './UploadDropzone.tsx';
import { MediaGrid } from './MediaGrid.tsx';
import { MediaDetailsForm } from './MediaDetailsForm.tsx';
import { MediaUsePanel } from './MediaUsePanel.tsx';
import { getPicture, searchPictures, waitUntilReady } from './media-client.ts';
import { pickFields } from '../../../lib/shapes/fields.ts';
import { mediaDetailFields } from '../../../lib/shapes/media.ts';

/** The /admin/media page: upload, search, describe, see where each picture is used, delete. */
export function MediaLibrary({ initial }: { initial: MediaSummary[] }) {
  const [items, setItems] = useState(initial);
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<{ item: MediaSummary; uses: MediaUseSummary[] } | null>(null);
  const { toasts, push, dismiss } = useToasts();

  const replace = (item: MediaSummary) => setItems((all) => all.map((m) => (m.id === item.id ? item : m)));

  // The server rendered the unfiltered list; search again only once the box has been used.
  const searched = useRef(false);
  useEffect(() => {
    if (q === '' && !searched.current) return;
    searched.current = true;
    const timer = setTimeout(async () => {
      const r = await searchPictures(q);
      if (r.ok) setItems(r.value);
      else push('error', r.message);
    }, 250);
    return () => clearTimeout(timer);
  }, [q, push]);

  async function select(item: MediaSummary) {
    const r = await getPicture(item.id);
    if (r.ok) setSelected(r.value);
    else push('error', r.message);
  }

  async function uploaded(item: MediaSummary, created: boolean) {
    push('success', created ? 'Picture uploaded. Add its alt text before using it.' : 'That picture is already in the library.');
    setItems((all) => [item, ...all.filter((m) => m.id !== item.id)]);
    setSelected({ item, uses: [] });
    const ready = await waitUntilReady(item.id);
    if (ready) {
      replace(ready);
      setSelected((s) => (s?.item.id === ready.id ? { ...s, item: { ...ready, ...pickDetails(s.item) } } : s));
    }
  }

  return (
    <section aria-labelledby="media-heading" className="space-y-5 rounded-2xl border border-navy-100 bg-paper p-4 sm:p-6">
      <div>
        <h2 id="media-heading" className="text-xl font-bold text-navy-950">
          Media library
        </h2>
        <p className="mt-1 text-sm text-navy-600">
          Pictures for blog posts and pages. Each is served in modern formats at several sizes; none can be used until it has alt
          text or is marked decorative.
        </p>
      </div>
      <UploadDropzone onUploaded={(item, created) => void uploaded(item, created)} />
      <div>
        <label htmlFor="media-search" className={labelClass}>
          Search by alt text, title or file name
        </label>
        <input
          id="media-search"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          className={`${fieldClass} max-w-md`}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <MediaGrid items={items} selectedId={selected?.item.id ?? null} onSelect={(item) => void select(item)} />
        {selected ? (
          <aside aria-label="Picture details" className="space-y-4 rounded-xl border border-navy-100 p-4">
            <p className="break-all text-sm text-navy-700">
              {selected.item.originalFilename} · {selected.item.width} × {selected.item.height} ·{' '}
              {Math.ceil(selected.item.bytes / 1024)} KB
            </p>
            <MediaDetailsForm
              key={selected.item.id}
              item={selected.item}
              onSaved={(item) => {
                replace(item);
                setSelected((s) => (s ? { ...s, item } : s));
                push('success', 'Picture details saved.');
              }}
            />
            <MediaUsePanel
              id={selected.item.id}
              uses={selected.uses}
              onError={(message) => push('error', message)}
              onDeleted={() => {
                setItems((all) => all.filter((m) => m.id !== selected.item.id));
                setSelected(null);
                push('success', 'Picture deleted.');
              }}
            />
          </aside>
        ) : (
          <p className="text-sm text-navy-600">Choose a picture to describe it, set its focal point or see where it is used.</p>
        )}
      </div>
      <Toaster toasts={toasts} dismiss={dismiss} />
    </section>
  );
}

/** Details staff may have edited while the variants were being made. */
const pickDetails = (m: MediaSummary) => pickFields(mediaDetailFields, m);
