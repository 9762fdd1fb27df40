import { useState } from 'react';
import { actions } from 'astro:actions';
import { BellRing, KeyRound, Send } from 'lucide-react';
import { Button } from '../../ui/Button.tsx';
import { FieldError, fieldClass, hintClass, labelClass } from '../ui/Field.tsx';
import { Toaster, useToasts } from '../../islands/Toaster.tsx';
import { readFieldErrors } from '../../../lib/field-errors.ts';
import {
  WEBHOOK_FIELDS,
  WEBHOOK_FIELD_LABELS,
  WEBHOOK_FORMATS,
  WEBHOOK_FORMAT_LABELS,
  type WebhookSettings,
} from '../../../lib/webhook/settings.ts';
import { formatUkDateTime } from '../../../lib/uk-time.ts';

export interface LastDelivery {
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
  nextAttemptAt: string;
}

function describe(last: LastDelivery | null): string {
  if (!last) return 'Nothing sent yet.';
  if (last.status === 'sent')
    return `Delivered ${formatUkDateTime(last.sentAt ?? last.createdAt)}${last.attempts > 1 ? ` after ${last.attempts} attempts` : ''}.`;
  if (last.status === 'failed')
    return `Failed after ${last.attempts} attempt${last.attempts === 1 ? '' : 's'}: ${last.lastError ?? 'no reason given'}.`;
  if (last.attempts > 0)
    return `Retrying (attempt ${last.attempts} failed: ${last.lastError ?? 'no reason given'}); next try ${formatUkDateTime(last.nextAttemptAt)}.`;
  return `Queued ${formatUkDateTime(last.createdAt)}; going out now.`;
}

interface Props {
  initial: WebhookSettings;
  secret: string | null;
  last: LastDelivery | null;
}

/** Owner-only: announce each new enquiry in Slack, Teams or any JSON endpoint, with only the fields ticked here. */
export function EnquiryWebhookSettings({ initial, secret: initialSecret, last }: Props) {
  const [s, setS] = useState(initial);
  const [savedUrl, setSavedUrl] = useState(initial.url);
  const [secret, setSecret] = useState(initialSecret);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { toasts, push, dismiss } = useToasts();
  const set = <K extends keyof WebhookSettings>(k: K, v: WebhookSettings[K]) => setS((p) => ({ ...p, [k]: v }));

  async function save() {
    setBusy(true);
    const { data, error } = await actions.admin.notifications.save(s);
    setBusy(false);
    if (error || !data) {
      const { fields } = readFieldErrors(error);
      setErrors(fields);
      return push('error', Object.values(fields)[0] ?? error?.message ?? 'Not saved.');
    }
    setErrors({});
    setS(data);
    setSavedUrl(data.url);
    // The generic format's signing key is made on the server: reload to show it.
    if (data.format === 'json' && !secret) return window.location.reload();
    push('success', data.enabled ? 'Saved: new enquiries will be announced there.' : 'Saved: notifications are off.');
  }

  async function test() {
    setBusy(true);
    const { error } = await actions.admin.notifications.sendTest({});
    setBusy(false);
    if (error) return push('error', readFieldErrors(error).fields.url ?? error.message);
    push('success', 'Test queued: reload in a moment to see how it went.');
  }

  async function rotate() {
    const { data, error } = await actions.admin.notifications.rotateSecret({});
    if (error || !data) return push('error', error?.message ?? 'No new key was made.');
    setSecret(data.secret);
    push('success', 'New signing key made: give it to your receiver.');
  }

  return (
    <section aria-labelledby="webhook-heading" className="mt-6 rounded-2xl border border-navy-100 bg-paper p-4 sm:p-6">
      <h2 id="webhook-heading" className="flex items-center gap-2 text-xl font-bold text-navy-950">
        <BellRing aria-hidden="true" className="h-5 w-5" /> Enquiry notifications in your team chat
      </h2>
      <p className="mt-1 text-sm text-navy-600">
        Each new enquiry is also posted to a Slack or Teams channel, or to your own endpoint. Only the details ticked below are
        sent; the e-mail to the enquiry inbox carries the rest.
      </p>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <label className="flex items-center gap-2 text-sm font-semibold text-navy-900">
            <input type="checkbox" checked={s.enabled} onChange={(e) => set('enabled', e.target.checked)} /> Post new enquiries to
            the webhook
          </label>
          <div>
            <label htmlFor="webhook-format" className={labelClass}>
              Where
            </label>
            <select
              id="webhook-format"
              className={fieldClass}
              value={s.format}
              onChange={(e) => set('format', e.target.value as WebhookSettings['format'])}
            >
              {WEBHOOK_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {WEBHOOK_FORMAT_LABELS[f]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="webhook-url" className={labelClass}>
              Webhook link
            </label>
            <input
              id="webhook-url"
              type="url"
              className={fieldClass}
              value={s.url}
              placeholder="https://hooks.slack.com/services/…"
              onChange={(e) => set('url', e.target.value)}
              aria-invalid={errors.url ? true : undefined}
              aria-describedby={`webhook-url-hint${errors.url ? ' webhook-url-error' : ''}`}
            />
            <p id="webhook-url-hint" className={hintClass}>
              The https:// link your chat app gives you. Keep it private: anyone with it can post to the channel.
            </p>
            <FieldError id="webhook-url" message={errors.url} />
          </div>
        </div>
        <div className="space-y-4">
          <fieldset>
            <legend className={labelClass}>What each notification says</legend>
            <div className="mt-2 grid gap-2">
              {WEBHOOK_FIELDS.map((f) => (
                <label key={f} className="flex items-center gap-2 text-sm text-navy-900">
                  <input
                    type="checkbox"
                    checked={s.fields.includes(f)}
                    onChange={(e) => set('fields', e.target.checked ? [...s.fields, f] : s.fields.filter((x) => x !== f))}
                  />
                  {WEBHOOK_FIELD_LABELS[f]}
                </label>
              ))}
            </div>
            <p className={hintClass}>The visitor&rsquo;s e-mail, phone and project description are never sent.</p>
          </fieldset>
          {s.format === 'json' && secret && (
            <div>
              <p className={labelClass}>Signing key</p>
              <code className="mt-1 block break-all rounded-lg bg-navy-50 p-2 text-xs text-navy-950">{secret}</code>
              <p className={hintClass}>
                Each request carries <code>X-Northmill-Timestamp</code> (Unix seconds) and <code>X-Northmill-Signature: v1=</code>{' '}
                followed by the hex HMAC-SHA256 of &ldquo;timestamp.body&rdquo; with this key.
              </p>
              <Button variant="outline" size="sm" className="mt-2" onClick={() => void rotate()}>
                <KeyRound aria-hidden="true" className="h-4 w-4" /> Make a new key
              </Button>
            </div>
          )}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button onClick={() => void save()} disabled={busy}>
          Save
        </Button>
        <Button variant="outline" onClick={() => void test()} disabled={busy || !savedUrl}>
          <Send aria-hidden="true" className="h-4 w-4" /> Send a test notification
        </Button>
        <p role="status" className="text-sm text-navy-700">
          <span className="font-semibold">Last delivery:</span> {describe(last)}
        </p>
      </div>
      <Toaster toasts={toasts} dismiss={dismiss} />
    </section>
  );
}
