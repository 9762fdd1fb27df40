import { useState } from 'react';
import { actions } from 'astro:actions';
import { ExternalLink, PencilLine, Settings, ShieldCheck } from 'lucide-react';
import { buttonClasses } from '../ui/button-styles.ts';
import { Toaster, useToasts } from '../islands/Toaster.tsx';
import { Modal, fieldClass, labelClass } from './ui/Modal.tsx';
import { FieldError, hintClass } from './ui/Field.tsx';
import {
  SETTINGS_FORMS,
  settingsDetailFields,
  settingsSecurityFields,
  type SettingsForm,
  type SiteSettings,
} from '../../lib/shapes/settings.ts';
import { fieldHints, fieldLabels, formRecord, formValues } from '../../lib/shapes/fields.ts';
import { BUSINESS_TYPES } from '../../lib/business-identity.ts';
import { formatUkDateTime } from '../../lib/uk-time.ts';
import { SaveConflict, useVersionedSave } from './ui/versioned-save.tsx';

/** The settings with the version each form is at (src/lib/admin/versions.ts). */
type VersionedSettings = SiteSettings & { versions: { details: number; security: number } };

interface PageRow {
  name: string;
  path: string;
  description: string;
}

interface EditablePage {
  slug: string;
  path: string;
  /** A saved draft differs from the live page. */
  unpublished?: boolean;
  /** When that draft is scheduled to go live (ISO). */
  scheduledAt?: string | null;
}

type Group = SettingsForm;
/** How each field is typed in (text unless said); labels and hints come from the declarations. */
const INPUT_TYPES: Partial<Record<keyof SiteSettings, string>> = {
  businessPhone: 'tel',
  businessEmail: 'email',
  bookingUrl: 'url',
  enquiryInbox: 'email',
  retentionMonths: 'number',
  auditRetentionMonths: 'number',
};
/** Fields chosen from a list rather than typed. */
const CHOICES: Partial<Record<keyof SiteSettings, readonly { value: string; label: string }[]>> = {
  businessType: BUSINESS_TYPES,
};
const FIELDS = (Object.entries(SETTINGS_FORMS) as [Group, (typeof SETTINGS_FORMS)[Group]][]).flatMap(([group, fields]) => {
  const labels: Record<string, string> = fieldLabels(fields);
  const hints: Record<string, string | undefined> = fieldHints(fields);
  return Object.keys(fields.shape).map((k) => {
    const key = k as keyof SiteSettings;
    return { key, label: labels[k]!, type: INPUT_TYPES[key], help: hints[k], group, choices: CHOICES[key] };
  });
});
const shown = (f: (typeof FIELDS)[number], value: string) =>
  (f.choices?.find((c) => c.value === value)?.label ?? value) || 'Not set';

const LABELS = Object.fromEntries(FIELDS.map((f) => [f.key, f.label]));

const GROUP_TITLES: Record<Group, string> = {
  details: 'Edit business details',
  security: 'Edit inbox, booking link and retention',
};

/**
 * Business details are open to all staff; the inbox, booking link and
 * retention are owner-only (src/lib/permissions.ts), so other staff see them
 * read-only and get no button for them.
 */
export function ContentTab({
  pages,
  initialSettings,
  canEditSecurity,
  editable = [],
}: {
  pages: PageRow[];
  initialSettings: VersionedSettings;
  canEditSecurity: boolean;
  /** Pages whose sections live in the database, by public path: they get an 'Edit content' link. */
  editable?: EditablePage[];
}) {
  const [settings, setSettings] = useState(initialSettings);
  const [group, setGroup] = useState<Group>('details');
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [open, setOpen] = useState(false);
  const { toasts, push, dismiss } = useToasts();
  const saving = useVersionedSave({
    send: (values: Record<string, string>, overwrite) => {
      const base = { version: settings.versions[group], overwrite };
      return group === 'security'
        ? actions.admin.settings.updateSecurity({ ...formRecord(settingsSecurityFields, values), ...base })
        : actions.admin.settings.update({ ...formRecord(settingsDetailFields, values), ...base });
    },
    onSaved: ({ version, ...saved }) => {
      setSettings((s) => ({ ...s, ...saved, versions: { ...s.versions, [group]: version } }));
      setOpen(false);
      push('success', 'Settings saved: the website uses them now.');
    },
    onRefused: () => push('error', 'Error saving settings: check the highlighted fields.'),
  });
  const { errors } = saving;

  const fields = FIELDS.filter((f) => f.group === group);
  const start = (g: Group, from: SiteSettings = settings) => {
    saving.reset();
    setGroup(g);
    setDraft(formValues(SETTINGS_FORMS[g], from));
    setOpen(true);
  };

  return (
    <section aria-labelledby="content-heading" className="rounded-2xl border border-navy-100 bg-paper p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="content-heading" className="text-xl font-bold text-navy-950">
            Content
          </h2>
          <p className="mt-1 text-sm text-navy-600">The public pages, and the business details every page shows.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => start('details')} className={buttonClasses('default')}>
            <Settings aria-hidden="true" className="h-4 w-4" /> Edit business details
          </button>
          {canEditSecurity && (
            <button type="button" onClick={() => start('security')} className={buttonClasses('outline')}>
              <ShieldCheck aria-hidden="true" className="h-4 w-4" /> Inbox &amp; retention
            </button>
          )}
        </div>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-lg bg-navy-50 p-4 text-sm sm:grid-cols-2">
        {FIELDS.map((f) => (
          <div key={f.key} className="flex gap-2">
            <dt className="font-semibold text-navy-900">{f.label}:</dt>
            <dd className="min-w-0 text-navy-800 [overflow-wrap:anywhere]">{shown(f, String(settings[f.key]))}</dd>
          </div>
        ))}
      </dl>
      {!canEditSecurity && (
        <p className="mt-2 text-sm text-navy-600">
          Only the owner account can change the booking link, the enquiry inbox and how long enquiries and the audit log are kept.
        </p>
      )}
      <ul className="mt-6 divide-y divide-navy-100">
        {pages.map((p) => (
          <li key={p.path} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
            <div className="min-w-0">
              <p className="font-semibold text-navy-950">
                {p.name} <span className="font-mono text-xs font-normal text-navy-500">{p.path}</span>
              </p>
              <DraftBadge page={editable.find((e) => e.path === p.path)} />
              <p className="text-sm text-navy-700">{p.description}</p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2 sm:justify-end">
              {editable.some((e) => e.path === p.path) && (
                <a
                  href={`/admin/content/${editable.find((e) => e.path === p.path)?.slug}`}
                  className={buttonClasses('default', 'sm')}
                >
                  <PencilLine aria-hidden="true" className="h-4 w-4" /> Edit content<span className="sr-only"> of {p.name}</span>
                </a>
              )}
              <a
                href={p.path}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('outline', 'sm')}
                aria-label={`Open ${p.name} in a new tab`}
              >
                <ExternalLink aria-hidden="true" className="h-4 w-4" /> Open
              </a>
            </div>
          </li>
        ))}
      </ul>
      <Modal open={open} onClose={() => setOpen(false)} title={GROUP_TITLES[group]}>
        <form onSubmit={(e) => saving.submit(e, draft)} noValidate className="space-y-4">
          <SaveConflict
            saving={saving}
            mine={draft}
            // Stored numbers against the typed text: both compared as text.
            theirs={(info) => Object.fromEntries(Object.entries(info.stored).map(([k, v]) => [k, String(v)]))}
            labels={LABELS}
            onReload={(info) => {
              const theirs = { ...settings, ...(info.stored as Partial<SiteSettings>) };
              setSettings({ ...theirs, versions: { ...settings.versions, [group]: info.version } });
              start(group, theirs);
            }}
          />
          {fields.map((f) => (
            <div key={f.key}>
              <label htmlFor={`s-${f.key}`} className={labelClass}>
                {f.label}
              </label>
              {f.choices ? (
                <select
                  id={`s-${f.key}`}
                  value={draft[f.key] ?? ''}
                  onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
                  aria-invalid={errors[f.key] ? true : undefined}
                  aria-describedby={describedBy(f.key, f.help, errors[f.key])}
                  className={fieldClass}
                >
                  {f.choices.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={`s-${f.key}`}
                  type={f.type ?? 'text'}
                  value={draft[f.key] ?? ''}
                  onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
                  aria-invalid={errors[f.key] ? true : undefined}
                  aria-describedby={describedBy(f.key, f.help, errors[f.key])}
                  className={fieldClass}
                />
              )}
              {f.help && (
                <p id={`s-${f.key}-help`} className={hintClass}>
                  {f.help}
                </p>
              )}
              <FieldError id={`s-${f.key}`} message={errors[f.key]} />
            </div>
          ))}
          <div className="flex justify-end gap-2">
            <button type="button" onClick={() => setOpen(false)} className={buttonClasses('ghost')}>
              Cancel
            </button>
            <button type="submit" disabled={saving.busy} className={buttonClasses('default')}>
              {saving.busy ? 'Saving...' : 'Save settings'}
            </button>
          </div>
        </form>
      </Modal>
      <Toaster toasts={toasts} dismiss={dismiss} />
    </section>
  );
}

const describedBy = (key: string, help: string | undefined, error: string | undefined) =>
  [help && `s-${key}-help`, error && `s-${key}-error`].filter(Boolean).join(' ') || undefined;

/** Marks a page whose saved draft is not live yet, and when a scheduled change goes live (apart from the draft). */
function DraftBadge({ page }: { page: EditablePage | undefined }) {
  if (!page?.unpublished && !page?.scheduledAt) return null;
  return (
    <p className="mt-1 flex flex-wrap gap-1.5">
      {page.unpublished && (
        <span className="inline-flex items-center rounded-full bg-mustard-100 px-2.5 py-0.5 text-xs font-semibold text-mustard-900">
          Unpublished changes
        </span>
      )}
      {page.scheduledAt && (
        <span className="inline-flex items-center rounded-full bg-navy-100 px-2.5 py-0.5 text-xs font-semibold text-navy-800">
          Goes live {formatUkDateTime(page.scheduledAt)}
        </span>
      )}
    </p>
  );
}
