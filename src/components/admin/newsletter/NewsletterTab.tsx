import { useState } from 'react';
import { actions } from 'astro:actions';
import { Download, FilePlus2, Newspaper } from 'lucide-react';
import { Button } from '../../ui/Button.tsx';
import { fieldClass, labelClass, hintClass } from '../ui/Field.tsx';
import { Toaster, useToasts } from '../../islands/Toaster.tsx';
import { ISSUE_STATUS_LABELS } from '../../../lib/admin/newsletter.ts';
import { formatUkDateTime } from '../../../lib/uk-time.ts';
import type { IssueRow } from '../../../lib/server/loaders/newsletter-admin.ts';
import type { SubscriberCounts } from '../../../lib/server/repositories/newsletter.ts';

interface Props {
  issues: IssueRow[];
  counts: SubscriberCounts;
  posts: { id: string; title: string }[];
}

function when(i: IssueRow): string {
  if (i.status === 'queued' && i.queuedAt) return `Sent ${formatUkDateTime(i.queuedAt)}`;
  if (i.status === 'scheduled' && i.scheduledAt) return `Goes out ${formatUkDateTime(i.scheduledAt)} (UK time)`;
  if (i.status === 'queuing') return 'Sending now';
  return `Edited ${formatUkDateTime(i.updatedAt)}`;
}

/** Newsletter issues and who receives them; a new issue starts from a post or a blank page. */
export function NewsletterTab({ issues, counts, posts }: Props) {
  const { toasts, push, dismiss } = useToasts();
  const [postId, setPostId] = useState(posts[0]?.id ?? '');
  const [include, setInclude] = useState<'excerpt' | 'full'>('excerpt');
  const [busy, setBusy] = useState(false);

  async function start(fromPost: boolean) {
    setBusy(true);
    const { data, error } = await actions.admin.newsletter.create(fromPost ? { postId, include } : {});
    if (error || !data) {
      setBusy(false);
      push('error', error?.message ?? 'The newsletter could not be started.');
      return;
    }
    window.location.assign(`/admin/newsletter/${data.id}`);
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="nl-audience" className="rounded-xl border border-navy-100 bg-paper p-5">
        <h2 id="nl-audience" className="text-lg font-bold text-navy-950">
          Subscribers
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {(
            [
              ['Will receive the next issue', counts.sendable],
              ['Not confirmed yet', counts.unconfirmed],
              ['Unsubscribed', counts.unsubscribed],
              ['Refused by their mail server', counts.suppressed],
            ] as const
          ).map(([label, n]) => (
            <div key={label} className="rounded-lg bg-navy-50 p-3">
              <dt className="text-xs text-navy-700">{label}</dt>
              <dd className="text-2xl font-bold tabular-nums text-navy-950">{n.toLocaleString('en-GB')}</dd>
            </div>
          ))}
        </dl>
        <p className={hintClass}>
          Only confirmed addresses receive issues.{' '}
          <a className="underline" href="/admin/newsletter.csv">
            <Download aria-hidden="true" className="inline h-3 w-3" /> Export confirmed subscribers (CSV)
          </a>
        </p>
      </section>

      <section aria-labelledby="nl-new" className="rounded-xl border border-navy-100 bg-paper p-5">
        <h2 id="nl-new" className="text-lg font-bold text-navy-950">
          New issue
        </h2>
        <div className="mt-3 grid gap-4 lg:grid-cols-[1fr_auto] lg:items-end">
          <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
            <div>
              <label htmlFor="nl-post" className={labelClass}>
                From a published post
              </label>
              <select
                id="nl-post"
                className={fieldClass}
                value={postId}
                onChange={(e) => setPostId(e.target.value)}
                disabled={!posts.length}
              >
                {posts.length === 0 && <option value="">No published posts yet</option>}
                {posts.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </select>
            </div>
            <fieldset>
              <legend className={labelClass}>Include</legend>
              <div className="mt-2 flex gap-4 text-sm text-navy-900">
                <label className="flex items-center gap-2">
                  <input type="radio" name="nl-include" checked={include === 'excerpt'} onChange={() => setInclude('excerpt')} />{' '}
                  Excerpt and link
                </label>
                <label className="flex items-center gap-2">
                  <input type="radio" name="nl-include" checked={include === 'full'} onChange={() => setInclude('full')} /> Full
                  article
                </label>
              </div>
            </fieldset>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void start(true)} disabled={busy || !postId}>
              <Newspaper aria-hidden="true" className="h-4 w-4" /> Start from this post
            </Button>
            <Button variant="outline" onClick={() => void start(false)} disabled={busy}>
              <FilePlus2 aria-hidden="true" className="h-4 w-4" /> Write from scratch
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="nl-issues">
        <h2 id="nl-issues" className="text-lg font-bold text-navy-950">
          Issues
        </h2>
        {issues.length === 0 ? (
          <p className="mt-2 text-navy-700">No issues yet. Start one above.</p>
        ) : (
          <ul className="mt-3 divide-y divide-navy-100 rounded-xl border border-navy-100 bg-paper">
            {issues.map((i) => (
              <li key={i.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <a
                    href={`/admin/newsletter/${i.id}`}
                    className="font-semibold text-navy-950 underline-offset-2 hover:underline"
                  >
                    {i.subject}
                  </a>
                  <p className="text-sm text-navy-700">
                    <span className="mr-2 rounded-full bg-navy-100 px-2 py-0.5 text-xs font-semibold text-navy-900">
                      {ISSUE_STATUS_LABELS[i.status]}
                    </span>
                    {when(i)}
                  </p>
                </div>
                {i.report && (
                  <p className="text-sm tabular-nums text-navy-800">
                    {i.report.sent.toLocaleString('en-GB')} of {i.report.queued.toLocaleString('en-GB')} sent
                    {i.report.failed ? ` · ${i.report.failed} failed` : ''} · {i.report.unsubscribedSince} unsubscribed since
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <Toaster toasts={toasts} dismiss={dismiss} />
    </div>
  );
}
