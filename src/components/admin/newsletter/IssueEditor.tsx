import { useState } from 'react';
import { actions } from 'astro:actions';
import { ArrowLeft, Save, Trash2 } from 'lucide-react';
import { Button } from '../../ui/Button.tsx';
import { RichTextEditor } from '../blog/RichTextEditor.tsx';
import { CharCounter, FieldError, describedBy, fieldClass, hintClass, labelClass } from '../ui/Field.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { Toaster, useToasts } from '../../islands/Toaster.tsx';
import { readFieldErrors } from '../../../lib/field-errors.ts';
import { ISSUE_SUBJECT_MAX, ISSUE_STATUS_LABELS } from '../../../lib/admin/newsletter.ts';
import type { NewsletterIssue } from '../../../lib/server/repositories/newsletter-issues.ts';
import type { IssueReport as Report } from '../../../lib/server/repositories/newsletter-deliveries.ts';
import { decide } from '../../../lib/policy/decide.ts';
import { issueRecord } from '../../../lib/policy/states.ts';
import type { Role } from '../../../lib/permissions.ts';
import { IssuePreview } from './IssuePreview.tsx';
import { IssueReport } from './IssueReport.tsx';
import { SendPanel } from './SendPanel.tsx';

interface Props {
  issue: NewsletterIssue;
  cover: { id: string; alt: string } | null;
  report: Report | null;
  recipients: number;
  /** The viewer's role: the policy decides what they may do to the issue in its state. */
  role: Role;
  mailConfigured: boolean;
  ratePerMinute: number;
}

/** One issue: write it (the blog's editor), look at it as it arrives, test it, send or schedule it; then its report. */
export function IssueEditor({ issue, cover, report, recipients, role, mailConfigured, ratePerMinute }: Props) {
  // Not sending or sent yet: the send panel shows; otherwise the report.
  const open = issue.status === 'draft' || issue.status === 'scheduled';
  const actor = { role };
  const record = issueRecord(issue);
  // The same questions the server asks (lib/server/newsletter-send/issue-changes.ts).
  const saving = decide(actor, 'save', record);
  const editable = saving.allowed;
  const removable = decide(actor, 'remove', record).allowed;
  const [subject, setSubject] = useState(issue.subject);
  const [bodyHtml, setBodyHtml] = useState(issue.bodyHtml);
  const [linkUrl, setLinkUrl] = useState(issue.linkUrl ?? '');
  const [withCover, setWithCover] = useState(issue.coverMediaId !== null);
  const [version, setVersion] = useState(issue.updatedAt);
  const [saved, setSaved] = useState({ subject, bodyHtml, linkUrl, withCover });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { toasts, push, dismiss } = useToasts();
  const dirty =
    subject !== saved.subject || bodyHtml !== saved.bodyHtml || linkUrl !== saved.linkUrl || withCover !== saved.withCover;

  async function save() {
    setBusy(true);
    const { data, error } = await actions.admin.newsletter.save({
      id: issue.id,
      subject,
      bodyHtml,
      linkUrl,
      coverMediaId: withCover && cover ? cover.id : null,
      updatedAt: version,
    });
    setBusy(false);
    if (error || !data) {
      const { fields } = readFieldErrors(error);
      setErrors(fields);
      push('error', Object.values(fields)[0] ?? error?.message ?? 'The newsletter could not be saved.');
      return;
    }
    setErrors({});
    setVersion(data.updatedAt);
    setSaved({ subject, bodyHtml, linkUrl, withCover });
    push('success', 'Saved.');
  }

  async function remove() {
    const { error } = await actions.admin.newsletter.remove({ id: issue.id });
    if (error) {
      setDeleting(false);
      return push('error', error.message);
    }
    window.location.assign('/admin/newsletter');
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <a
          href="/admin/newsletter"
          className="inline-flex items-center gap-1 text-sm font-medium text-navy-800 underline-offset-2 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> All issues
        </a>
        <span className="rounded-full bg-navy-100 px-3 py-1 text-xs font-semibold text-navy-900">
          {ISSUE_STATUS_LABELS[issue.status]}
        </span>
      </div>
      {!open && <IssueReport id={issue.id} initial={report} sending={issue.status === 'queuing'} />}
      {open && !saving.allowed && (
        <p role="note" className="rounded-lg border border-mustard-200 bg-mustard-50 p-3 text-sm font-medium text-navy-900">
          {saving.message}
        </p>
      )}
      <div className={`grid gap-6 ${open ? 'lg:grid-cols-[3fr_2fr]' : ''}`}>
        <section aria-labelledby="nl-compose" className="min-w-0 space-y-4 rounded-xl border border-navy-100 bg-paper p-4">
          <h2 id="nl-compose" className="text-lg font-bold text-navy-950">
            {editable ? 'Write' : open ? 'What goes out' : 'What was sent'}
          </h2>
          <div>
            <label htmlFor="nl-subject" className={labelClass}>
              Subject
            </label>
            <input
              id="nl-subject"
              className={fieldClass}
              value={subject}
              maxLength={ISSUE_SUBJECT_MAX}
              readOnly={!editable}
              onChange={(e) => setSubject(e.target.value)}
              aria-invalid={errors.subject ? true : undefined}
              aria-describedby={describedBy('nl-subject', { counter: true, error: errors.subject })}
            />
            <CharCounter id="nl-subject" value={subject} max={ISSUE_SUBJECT_MAX} />
            <FieldError id="nl-subject" message={errors.subject} />
          </div>
          {editable && (
            <div>
              <p id="nl-body-label" className={labelClass}>
                Newsletter text
              </p>
              <RichTextEditor
                labelId="nl-body-label"
                describedBy={describedBy('nl-body', { error: errors.bodyHtml })}
                invalid={!!errors.bodyHtml}
                initialHtml={issue.bodyHtml}
                onChange={setBodyHtml}
                ids={{ surface: 'nl-body-editor', html: 'nl-body-html' }}
              />
              <FieldError id="nl-body" message={errors.bodyHtml} />
            </div>
          )}
          <div>
            <label htmlFor="nl-link" className={labelClass}>
              &lsquo;Read it on our website&rsquo; link
            </label>
            <input
              id="nl-link"
              type="url"
              className={fieldClass}
              value={linkUrl}
              readOnly={!editable}
              placeholder="https://"
              onChange={(e) => setLinkUrl(e.target.value)}
              aria-invalid={errors.linkUrl ? true : undefined}
              aria-describedby={describedBy('nl-link', { hint: true, error: errors.linkUrl })}
            />
            <p id="nl-link-hint" className={hintClass}>
              Shown as a button under the text. Leave it empty for none.
            </p>
            <FieldError id="nl-link" message={errors.linkUrl} />
          </div>
          {cover && (
            <label className="flex items-center gap-2 text-sm text-navy-900">
              <input type="checkbox" checked={withCover} disabled={!editable} onChange={(e) => setWithCover(e.target.checked)} />
              Show the post&rsquo;s cover picture at the top{cover.alt ? ` (${cover.alt})` : ''}
            </label>
          )}
          {(editable || removable) && (
            <div className="flex flex-wrap gap-2">
              {editable && (
                <Button onClick={() => void save()} disabled={busy || !dirty}>
                  <Save aria-hidden="true" className="h-4 w-4" /> {dirty ? 'Save' : 'Saved'}
                </Button>
              )}
              {removable && (
                <Button variant="outline" onClick={() => setDeleting(true)} disabled={busy}>
                  <Trash2 aria-hidden="true" className="h-4 w-4" /> {issue.status === 'scheduled' ? 'Delete' : 'Delete draft'}
                </Button>
              )}
            </div>
          )}
        </section>
        <div className="min-w-0 space-y-6">
          {open && (
            <SendPanel
              id={issue.id}
              version={version}
              status={issue.status as 'draft' | 'scheduled'}
              scheduledAt={issue.scheduledAt}
              recipients={recipients}
              canSchedule={decide(actor, 'schedule', record).allowed}
              canUnschedule={decide(actor, 'unschedule', record).allowed}
              dirty={dirty}
              mailConfigured={mailConfigured}
              ratePerMinute={ratePerMinute}
              notify={push}
            />
          )}
        </div>
      </div>
      <IssuePreview id={issue.id} version={version} dirty={dirty} />
      {deleting && (
        <ConfirmDialog
          message={
            issue.status === 'scheduled'
              ? 'Delete this scheduled newsletter? It will not be sent, and this cannot be undone.'
              : 'Delete this draft? This cannot be undone.'
          }
          confirmLabel={issue.status === 'scheduled' ? 'Delete' : 'Delete draft'}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(false)}
        />
      )}
      <Toaster toasts={toasts} dismiss={dismiss} />
    </div>
  );
}
