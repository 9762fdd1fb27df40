import { useState, type FormEvent } from 'react';
import { actions, isInputError } from 'astro:actions';
import { ExternalLink, Settings } from 'lucide-react';
import { buttonClasses } from '../ui/button-styles.ts';
import { Toaster, useToasts } from '../islands/Toaster.tsx';
import { Modal, fieldClass, labelClass } from './ui/Modal.tsx';
import type { SiteSettings } from '../../lib/server/repositories/settings.ts';

interface PageRow {
  name: string;
  path: string;
  description: string;
}

const FIELDS: { key: keyof SiteSettings; label: string; type?: string; help?: string }[] = [
  { key: 'businessName', label: 'Business name' },
  { key: 'businessPhone', label: 'Phone', type: 'tel' },
  { key: 'businessEmail', label: 'Public e-mail address', type: 'email' },
  { key: 'businessAddress', label: 'Postal address' },
  { key: 'bookingUrl', label: 'Booking link', type: 'url', help: "Where 'Book a call' buttons go (opens in a new tab)." },
  { key: 'enquiryInbox', label: 'Enquiry inbox', type: 'email', help: 'Where new enquiry notifications are sent.' },
  { key: 'retentionMonths', label: 'Keep enquiries for (months)', type: 'number', help: 'Older enquiries are deleted automatically each day.' },
];

export function ContentTab({ pages, initialSettings }: { pages: PageRow[]; initialSettings: SiteSettings }) {
  const [settings, setSettings] = useState(initialSettings);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const { toasts, push, dismiss } = useToasts();

  const start = () => {
    setDraft(Object.fromEntries(FIELDS.map((f) => [f.key, String(settings[f.key])])));
    setErrors({});
    setOpen(true);
  };
  async function save(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    const { data, error } = await actions.admin.settings.update({ ...(draft as Record<keyof SiteSettings, string>), retentionMonths: Number(draft.retentionMonths) });
    setSaving(false);
    if (error) {
      if (isInputError(error)) setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, (v as string[])[0] ?? ''])));
      push('error', 'Error saving settings: check the highlighted fields.');
      return;
    }
    setSettings(data);
    setOpen(false);
    push('success', 'Settings saved: the website uses them now.');
  }

  return (
    <section aria-labelledby="content-heading" className="rounded-2xl border border-navy-100 bg-paper p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="content-heading" className="text-xl font-bold text-navy-950">Content</h2>
          <p className="mt-1 text-sm text-navy-600">The public pages, and the business details every page shows.</p>
        </div>
        <button type="button" onClick={start} className={buttonClasses('default')}>
          <Settings aria-hidden="true" className="h-4 w-4" /> Edit Content
        </button>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-lg bg-navy-50 p-4 text-sm sm:grid-cols-2">
        {FIELDS.map((f) => (
          <div key={f.key} className="flex gap-2">
            <dt className="font-semibold text-navy-900">{f.label}:</dt>
            <dd className="min-w-0 break-words text-navy-800">{String(settings[f.key])}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-6 divide-y divide-navy-100">
        {pages.map((p) => (
          <li key={p.path} className="flex items-start justify-between gap-4 py-3">
            <div>
              <p className="font-semibold text-navy-950">{p.name} <span className="font-mono text-xs font-normal text-navy-500">{p.path}</span></p>
              <p className="text-sm text-navy-700">{p.description}</p>
            </div>
            <a href={p.path} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm')} aria-label={`Open ${p.name} in a new tab`}>
              <ExternalLink aria-hidden="true" className="h-4 w-4" /> Open
            </a>
          </li>
        ))}
      </ul>
      <Modal open={open} onClose={() => setOpen(false)} title="Edit site settings">
        <form onSubmit={save} noValidate className="space-y-4">
          {FIELDS.map((f) => (
            <div key={f.key}>
              <label htmlFor={`s-${f.key}`} className={labelClass}>{f.label}</label>
              <input
                id={`s-${f.key}`}
                type={f.type ?? 'text'}
                value={draft[f.key] ?? ''}
                onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
                aria-invalid={errors[f.key] ? true : undefined}
                aria-describedby={[f.help && `s-${f.key}-help`, errors[f.key] && `s-${f.key}-error`].filter(Boolean).join(' ') || undefined}
                className={fieldClass}
              />
              {f.help && <p id={`s-${f.key}-help`} className="mt-1 text-xs text-navy-600">{f.help}</p>}
              {errors[f.key] && <p id={`s-${f.key}-error`} className="mt-1 text-sm font-medium text-red-700">{errors[f.key]}</p>}
            </div>
          ))}
          <div className="flex justify-end gap-2">
            <button type="button" onClick={() => setOpen(false)} className={buttonClasses('ghost')}>Cancel</button>
            <button type="submit" disabled={saving} className={buttonClasses('default')}>{saving ? 'Saving...' : 'Save settings'}</button>
          </div>
        </form>
      </Modal>
      <Toaster toasts={toasts} dismiss={dismiss} />
    </section>
  );
}
