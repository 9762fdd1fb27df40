import { useEffect, useState } from 'react';
import { actions } from 'astro:actions';
import { Modal } from '../ui/Modal.tsx';
import { Button } from '../../ui/Button.tsx';
import { FieldError, fieldClass, labelClass } from '../ui/Field.tsx';
import { readFieldErrors } from '../../../lib/field-errors.ts';
import { REPLACE_WORD } from '../../../lib/admin/backups.ts';
import { formatUkDateTime } from '../../../lib/uk-time.ts';
import type { ArchiveSummary } from '../../../lib/server/loaders/backups.ts';

interface Props {
  name: string | null;
  fresh: boolean;
  site: { label: string; count: number }[];
  onClose(): void;
  onStarted(runId: string): void;
}

/** '1 post', '3 case studies': the labels are plural. */
const n = (x: number, label: string) =>
  `${x.toLocaleString('en-GB')} ${x === 1 ? label.replace(/ies$/, 'y').replace(/s$/, '') : label}`;

/** Says what the archive holds and what it replaces; over a site with content, the owner types REPLACE. */
export function RestoreDialog({ name, fresh, site, onClose, onStarted }: Props) {
  const [summary, setSummary] = useState<ArchiveSummary | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setSummary(null);
    setProblem(null);
    setConfirm('');
    setError(undefined);
    if (!name) return;
    void actions.admin.backups
      .summary({ name })
      .then((answer: { data?: ArchiveSummary; error?: { message: string } }) =>
        answer.error ? setProblem(answer.error.message) : setSummary(answer.data ?? null),
      );
  }, [name]);

  async function restore() {
    if (!name) return;
    setBusy(true);
    const { data, error: e } = await actions.admin.backups.restore({ name, confirm });
    setBusy(false);
    if (e || !data) return setError(e ? (readFieldErrors(e).fields.confirm ?? e.message) : 'The restore did not start.');
    onStarted(data.runId);
  }

  return (
    <Modal open={name !== null} onClose={onClose} title="Restore this archive?" wide>
      {problem && <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800">{problem}</p>}
      {!summary && !problem && <p className="text-sm text-navy-700">Reading the archive…</p>}
      {summary && (
        <div className="space-y-4 text-sm text-navy-800">
          {summary.newer ? (
            <p className="rounded-lg bg-red-50 p-3 text-red-800">
              This archive was made by a newer version of the site. Upgrade this install first, then restore it.
            </p>
          ) : (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <div className="rounded-xl border border-navy-100 p-3">
                  <h3 className="font-semibold text-navy-950">The archive, made {formatUkDateTime(summary.createdAt)}</h3>
                  <p className="mt-1">
                    {[
                      n(summary.posts, 'posts'),
                      n(summary.pages, 'pages'),
                      n(summary.pictures, 'pictures'),
                      n(summary.enquiries, 'enquiries'),
                      n(summary.staff, 'staff accounts'),
                    ].join(', ')}
                  </p>
                </div>
                <div className="rounded-xl border border-navy-100 p-3">
                  <h3 className="font-semibold text-navy-950">
                    {fresh ? 'This site (fresh install)' : 'This site now, which it replaces'}
                  </h3>
                  <p className="mt-1">{site.map((s) => n(s.count, s.label)).join(', ')}</p>
                </div>
              </div>
              <ul className="list-disc space-y-1 pl-5">
                <li>Every post, page, picture, enquiry, subscriber, setting and staff account is replaced by the archive’s.</li>
                {!fresh && <li>The site as it is now is saved first, as an archive marked ‘Before a restore’.</li>}
                <li>
                  You stay signed in with your password. Everyone else signs in again with ‘Forgot password’: archives carry no
                  passwords or two-factor keys.
                </li>
                <li>
                  The enquiry webhook and its signing key stay as this install has them; mail waiting to go out is not sent.
                </li>
              </ul>
              {!fresh && (
                <div>
                  <label htmlFor="restore-confirm" className={labelClass}>
                    Type {REPLACE_WORD} to replace this site’s content
                  </label>
                  <input
                    id="restore-confirm"
                    className={fieldClass}
                    value={confirm}
                    autoComplete="off"
                    aria-invalid={error ? true : undefined}
                    aria-describedby="restore-confirm-error"
                    onChange={(e) => setConfirm(e.target.value)}
                  />
                  <FieldError id="restore-confirm-error" message={error} />
                </div>
              )}
              {fresh && error && <p className="text-red-700">{error}</p>}
              <div className="flex justify-end gap-2">
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  Cancel
                </Button>
                <Button
                  variant="destructive"
                  onClick={() => void restore()}
                  disabled={busy || (!fresh && confirm.trim().toUpperCase() !== REPLACE_WORD)}
                >
                  {busy ? 'Starting…' : 'Restore this archive'}
                </Button>
              </div>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
