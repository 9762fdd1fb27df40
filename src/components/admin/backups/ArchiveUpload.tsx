import { useId, useState } from 'react';
import { Upload } from 'lucide-react';
import { Button } from '../../ui/Button.tsx';
import { hintClass, labelClass } from '../ui/Field.tsx';
import { UPLOAD_CHUNK_BYTES } from '../../../lib/admin/backups.ts';
import { fileSize } from './backup-words.ts';

interface Props {
  maxArchiveMb: number;
  onUploaded(name: string): void;
  onError(message: string): void;
}

/**
 * An archive from elsewhere (another install, a download kept off the server),
 * sent in 8 MB pieces so no proxy limit or slow link stops a large one: a
 * dropped piece is sent again from where the server has the file.
 */
export function ArchiveUpload({ maxArchiveMb, onUploaded, onError }: Props) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<number | null>(null);

  async function upload() {
    if (!file) return;
    if (file.size > maxArchiveMb * 1024 * 1024)
      return onError(
        `That file is ${fileSize(file.size)}; this site accepts archives up to ${maxArchiveMb.toLocaleString('en-GB')} MB.`,
      );
    const upload = crypto.randomUUID();
    let offset = 0;
    let retries = 0;
    setSent(0);
    try {
      while (offset < file.size) {
        const piece = file.slice(offset, offset + UPLOAD_CHUNK_BYTES);
        const params = new URLSearchParams({ upload, offset: String(offset), total: String(file.size) });
        let res: Response;
        try {
          res = await fetch(`/admin/backups/upload?${params}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/octet-stream' },
            body: piece,
          });
        } catch {
          if (++retries > 5) throw new Error('The connection keeps dropping: try again when it is steadier.');
          await new Promise((r) => setTimeout(r, 1000 * retries));
          continue;
        }
        const body = (await res.json().catch(() => ({}))) as {
          received?: number;
          expected?: number;
          name?: string;
          error?: string;
        };
        if (res.status === 409 && typeof body.expected === 'number') {
          offset = body.expected;
          continue;
        }
        if (!res.ok) throw new Error(body.error ?? `The server refused the upload (${res.status}).`);
        offset = body.received ?? offset + piece.size;
        setSent(offset);
        if (body.name) {
          setFile(null);
          setSent(null);
          return onUploaded(body.name);
        }
      }
    } catch (err) {
      setSent(null);
      onError((err as Error).message);
    }
  }

  const busy = sent !== null;
  return (
    <div className="space-y-3">
      <label htmlFor={`${id}-file`} className={labelClass}>
        Upload an archive
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".zip,application/zip"
        disabled={busy}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        className="block w-full text-sm text-navy-800 file:mr-3 file:rounded-lg file:border-0 file:bg-navy-100 file:px-3 file:py-2 file:font-semibold file:text-navy-900"
      />
      <p id={`${id}-hint`} className={hintClass}>
        A .zip made by Export or a nightly backup of this or another Northmill site, up to {maxArchiveMb.toLocaleString('en-GB')}{' '}
        MB. It joins the list below; nothing changes until you choose Restore.
      </p>
      {busy && file && (
        <div role="status" className="text-sm text-navy-700">
          <progress className="w-full" max={file.size} value={sent ?? 0} aria-label="Upload progress" />
          Uploaded {fileSize(sent ?? 0)} of {fileSize(file.size)}
        </div>
      )}
      <Button type="button" variant="outline" disabled={!file || busy} onClick={() => void upload()}>
        <Upload aria-hidden="true" className="h-4 w-4" /> {busy ? 'Uploading…' : 'Upload'}
      </Button>
    </div>
  );
}
