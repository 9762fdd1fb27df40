import { useCallback, useEffect, useRef, useState } from 'react';
import { actions } from 'astro:actions';
import { Download, FileDown, PackageOpen, Trash2 } from 'lucide-react';
import { Button } from '../../ui/Button.tsx';
import { buttonClasses } from '../../ui/button-styles.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { Toaster, useToasts } from '../../islands/Toaster.tsx';
import { ScheduleForm } from './ScheduleForm.tsx';
import { ArchiveUpload } from './ArchiveUpload.tsx';
import { RestoreDialog } from './RestoreDialog.tsx';
import { RUN_KIND_WORDS, RUN_STATUS_WORDS, fileSize, stepWords } from './backup-words.ts';
import { ARCHIVE_KIND_LABELS } from '../../../lib/admin/backups.ts';
import { formatUkDateTime } from '../../../lib/uk-time.ts';
import type { BackupsAdmin } from '../../../lib/server/loaders/backups.ts';
import type { BackupRun } from '../../../lib/server/repositories/backup-runs.ts';

const POLL_MS = 1500;
const card = 'rounded-2xl border border-navy-100 bg-paper p-4 sm:p-6';

interface RestoreDetail {
  withoutPassword?: { email: string }[];
  safety?: string | null;
  migrated?: string[];
}

/** /admin/backups: take everything out, keep nightly archives, and bring one back. */
export function BackupsPage({ initial }: { initial: BackupsAdmin }) {
  const [data, setData] = useState(initial);
  const [restoring, setRestoring] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const { toasts, push, dismiss } = useToasts();
  // The run this page started: an export downloads itself when it is done; a restore reloads the page.
  const watching = useRef<string | null>(null);

  const refresh = useCallback(async () => {
    const { data: answer, error } = await actions.admin.backups.status({});
    if (error || !answer) return;
    const next = answer as BackupsAdmin;
    setData(next);
    const mine = watching.current ? next.runs.find((r: BackupRun) => r.id === watching.current) : undefined;
    if (!mine || mine.status === 'running') return;
    watching.current = null;
    if (mine.status !== 'done')
      return push('error', `${RUN_KIND_WORDS[mine.kind]} failed: ${mine.error ?? 'the server stopped'}`);
    if (mine.kind === 'manual' && mine.file) {
      push('success', `Archive ready (${fileSize(mine.size ?? 0)}): downloading.`);
      window.location.assign(`/admin/backups/${encodeURIComponent(mine.file)}`);
    }
    if (mine.kind === 'restore') push('success', 'Restored. Every page now shows the archive’s content.');
  }, [push]);

  useEffect(() => {
    if (!data.active) return;
    const t = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(t);
  }, [data.active, refresh]);

  async function exportNow() {
    const { data: started, error } = await actions.admin.backups.exportNow({});
    if (error || !started) return push('error', error?.message ?? 'The export did not start.');
    watching.current = started.runId;
    push('info', 'Making the archive: it downloads when it is ready.');
    await refresh();
  }

  async function remove(name: string) {
    const { error } = await actions.admin.backups.remove({ name });
    setDeleting(null);
    if (error) return push('error', error.message);
    push('success', `${name} deleted.`);
    await refresh();
  }

  const active = data.active;
  const lastRestore = data.runs.find((r) => r.kind === 'restore' && r.status === 'done');
  const detail = (lastRestore?.detail ?? null) as RestoreDetail | null;

  return (
    <div className="space-y-6">
      <Toaster toasts={toasts} dismiss={dismiss} />
      {active && (
        <div role="status" className="rounded-2xl border border-mustard-300 bg-mustard-50 p-4 text-sm text-navy-900">
          <p className="font-semibold">
            {RUN_KIND_WORDS[active.kind]} in progress on {active.host}
          </p>
          <p className="mt-1">{stepWords(active)}…</p>
          {active.total > 0 && <progress className="mt-2 w-full" max={active.total} value={active.done} aria-label="Progress" />}
        </div>
      )}

      <section aria-labelledby="export-heading" className={card}>
        <h2 id="export-heading" className="flex items-center gap-2 text-xl font-bold text-navy-950">
          <PackageOpen aria-hidden="true" className="h-5 w-5" /> Take everything with you
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-navy-600">
          One file holds the whole site: every page, post, picture, enquiry, subscriber, setting and staff account. Upload it to a
          fresh install (here, or <code>npm run db:restore</code>) and the site comes back as it is now. Passwords, two-factor
          keys, sign-in sessions and the webhook’s address stay out of it.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => void exportNow()} disabled={active !== null}>
            <Download aria-hidden="true" className="h-4 w-4" /> Export the whole site
          </Button>
          <a href="/admin/backups/posts.wordpress.xml" className={buttonClasses('outline')} download>
            <FileDown aria-hidden="true" className="h-4 w-4" /> Posts for WordPress (.xml)
          </a>
        </div>
        <p className="mt-2 text-xs text-navy-600">
          The WordPress file holds every post with its category, tags, dates and featured image, for WordPress’s importer (Tools ›
          Import › WordPress); tick ‘Download and import file attachments’ there to copy the pictures.
        </p>
      </section>

      {detail && lastRestore && (
        <section aria-labelledby="restored-heading" className={card}>
          <h2 id="restored-heading" className="text-xl font-bold text-navy-950">
            Last restore: {formatUkDateTime(lastRestore.finishedAt ?? lastRestore.startedAt)}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-navy-800">
            <li>From {lastRestore.file}.</li>
            {detail.safety && <li>The site before it is kept as {detail.safety}.</li>}
            {detail.migrated && detail.migrated.length > 0 && (
              <li>The archive came from an older version: {detail.migrated.length} updates were applied to it.</li>
            )}
            {detail.withoutPassword && detail.withoutPassword.length > 0 && (
              <li>
                These accounts need a new password (‘Forgot password’ on the sign-in page, or Reset password under Staff):{' '}
                {detail.withoutPassword.map((a) => a.email).join(', ')}.
              </li>
            )}
          </ul>
        </section>
      )}

      <section aria-labelledby="archives-heading" className={card}>
        <h2 id="archives-heading" className="text-xl font-bold text-navy-950">
          Archives on this server
        </h2>
        <p className="mt-1 text-sm text-navy-600">Kept in the backups folder of {data.host}. Copy them somewhere else too.</p>
        {data.archives.length === 0 ? (
          <p className="mt-4 text-sm text-navy-700">No archives yet.</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Archives, newest first</caption>
              <thead className="text-navy-600">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Made
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Kind
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Size
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-navy-100">
                {data.archives.map((a) => (
                  <tr key={a.name}>
                    <td className="py-2 pr-3">
                      <span className="font-medium text-navy-950">{formatUkDateTime(a.createdAt)}</span>
                      <span className="block text-xs break-all text-navy-600">{a.name}</span>
                    </td>
                    <td className="py-2 pr-3">{ARCHIVE_KIND_LABELS[a.kind]}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{fileSize(a.size)}</td>
                    <td className="py-2">
                      <div className="flex flex-wrap justify-end gap-2">
                        <a
                          href={`/admin/backups/${encodeURIComponent(a.name)}`}
                          className={buttonClasses('outline', 'sm')}
                          aria-label={`Download ${a.name}`}
                        >
                          Download
                        </a>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={active !== null}
                          onClick={() => setRestoring(a.name)}
                          aria-label={`Restore ${a.name}`}
                        >
                          Restore
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => setDeleting(a.name)} aria-label={`Delete ${a.name}`}>
                          <Trash2 aria-hidden="true" className="h-4 w-4" />
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="mt-6 border-t border-navy-100 pt-4">
          <ArchiveUpload
            maxArchiveMb={data.maxArchiveMb}
            onError={(m) => push('error', m)}
            onUploaded={(name) => {
              push('success', `Uploaded as ${name}. Choose Restore beside it to bring it back.`);
              void refresh();
            }}
          />
        </div>
      </section>

      <section aria-labelledby="schedule-heading" className={card}>
        <ScheduleForm initial={data.schedule} onSaved={(m) => push('success', m)} />
      </section>

      {data.runs.length > 0 && (
        <section aria-labelledby="runs-heading" className={card}>
          <h2 id="runs-heading" className="text-xl font-bold text-navy-950">
            Recent runs
          </h2>
          <ul className="mt-3 divide-y divide-navy-100 text-sm">
            {data.runs.map((r: BackupRun) => (
              <li key={r.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  <span className="font-medium text-navy-950">{RUN_KIND_WORDS[r.kind]}</span> · {formatUkDateTime(r.startedAt)} ·{' '}
                  {r.host}
                </span>
                <span className={r.status === 'failed' || r.status === 'interrupted' ? 'text-red-700' : 'text-navy-700'}>
                  {RUN_STATUS_WORDS[r.status]}
                  {r.error ? `: ${r.error}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <RestoreDialog
        name={restoring}
        fresh={data.fresh}
        site={data.site}
        onClose={() => setRestoring(null)}
        onStarted={(runId) => {
          setRestoring(null);
          watching.current = runId;
          push('info', 'Restoring: the site keeps running on its current content until the archive is in.');
          void refresh();
        }}
      />
      {deleting && (
        <ConfirmDialog
          message={`Delete ${deleting}? It cannot be brought back.`}
          confirmLabel="Delete archive"
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
