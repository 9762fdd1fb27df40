import { useId, useRef, useState, type DragEvent } from 'react';
import { Upload } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { IMAGE_RULE } from '../../../lib/media/rules.ts';
import type { MediaSummary } from '../../../lib/admin/media.ts';
import { uploadPicture } from './media-client.ts';

/**
 * Drop a picture here or choose one with the button. The server checks the
 * bytes; this only sends the file and shows what it said.
 */
export function UploadDropzone({ onUploaded }: { onUploaded: (item: MediaSummary, created: boolean) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    setBusy(true);
    setError(null);
    const result = await uploadPicture(file);
    setBusy(false);
    if (input.current) input.current.value = '';
    if (!result.ok) return setError(result.message);
    onUploaded(result.value.item, result.value.created);
  }

  function drop(e: DragEvent) {
    e.preventDefault();
    setOver(false);
    void send(e.dataTransfer.files);
  }

  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={`rounded-xl border-2 border-dashed p-5 text-center ${over ? 'border-emerald-700 bg-emerald-50' : 'border-navy-200 bg-navy-50/40'}`}
    >
      <Upload aria-hidden="true" className="mx-auto h-6 w-6 text-navy-600" />
      <p className="mt-2 text-sm font-semibold text-navy-900">Drag a picture here, or</p>
      <label htmlFor={`${id}-file`} className={`${buttonClasses('outline', 'sm')} mt-2 cursor-pointer`}>
        {busy ? 'Uploading…' : 'Choose a picture'}
      </label>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        name="file"
        accept="image/png,image/jpeg,image/webp,image/avif"
        disabled={busy}
        onChange={(e) => void send(e.target.files)}
        aria-describedby={`${id}-rule${error ? ` ${id}-error` : ''}`}
        className="sr-only"
      />
      <p id={`${id}-rule`} className="mt-2 text-xs text-navy-600">
        {IMAGE_RULE} Location and camera details are removed on upload.
      </p>
      <p role="status" aria-live="polite" className="mt-2 text-sm">
        {error && (
          <span id={`${id}-error`} className="font-medium text-red-700">
            {error}
          </span>
        )}
      </p>
    </div>
  );
}
