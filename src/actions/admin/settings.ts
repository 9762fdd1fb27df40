import { z } from 'zod';
import { staffAction, type StaffContext } from './staff-action.ts';
import { getSettings, saveSettings, type SiteSettings } from '../../lib/server/repositories/settings.ts';
import { changedFields } from '../../lib/audit-diff.ts';
import { defaultSettings, getRuntime } from '../../lib/server/runtime.ts';
import { AUDIT_RETENTION_MIN_MONTHS } from '../../lib/admin/settings.ts';
import { versioned } from './versioned.ts';
import { getSettingsVersions } from '../../lib/server/repositories/record-versions.ts';
import { versionInput } from '../../lib/admin/versions.ts';
import { identityFieldsShape } from '../../lib/business-identity.ts';

// Business details any staff member may keep up to date.
export const detailsSchema = z.object({
  businessName: z.string().trim().min(1, 'Enter the business name.').max(100),
  businessPhone: z
    .string()
    .trim()
    .min(5, 'Enter a phone number.')
    .max(40)
    .regex(/^[0-9+()\-.\s]+$/, 'Use digits, spaces and + ( ) - only.'),
  businessEmail: z.string().trim().max(254).pipe(z.email('Enter a valid e-mail address.')),
  businessAddress: z.string().trim().min(5, 'Enter the postal address.').max(300),
  ...identityFieldsShape,
});

// Owner-only: where enquiries (and their attachments) are sent, the link on
// every page's 'Book a call', and how long personal data and the audit log are kept.
export const securitySchema = z.object({
  bookingUrl: z
    .string()
    .trim()
    .max(500)
    .pipe(z.url('Enter the full booking link.'))
    .refine((v) => v.startsWith('https://'), 'The booking link must start with https://'),
  enquiryInbox: z.string().trim().max(254).pipe(z.email('Enter a valid e-mail address.')),
  retentionMonths: z.coerce
    .number()
    .int('Use a whole number of months.')
    .min(1, 'Keep enquiries at least 1 month.')
    .max(120, 'At most 120 months.'),
  auditRetentionMonths: z.coerce
    .number()
    .int('Use a whole number of months.')
    .min(AUDIT_RETENTION_MIN_MONTHS, `Keep the audit log at least ${AUDIT_RETENTION_MIN_MONTHS} months.`)
    .max(120, 'At most 120 months.')
    // Optional: a caller that predates the setting leaves it as it is.
    .optional(),
});

/** The two settings forms are versioned apart: business details and the owner's security settings. */
type SettingsForm = 'details' | 'security';
const FORM_KEYS: Record<SettingsForm, (keyof SiteSettings)[]> = {
  details: [
    'businessName',
    'businessPhone',
    'businessEmail',
    'businessAddress',
    'companyNumber',
    'vatNumber',
    'registeredOffice',
  ],
  security: ['bookingUrl', 'enquiryInbox', 'retentionMonths', 'auditRetentionMonths'],
};

const readSettings = (db: StaffContext['db']) => getSettings(db, defaultSettings(getRuntime().config));

async function save(
  form: SettingsForm,
  { version, overwrite, ...values }: Partial<SiteSettings> & { version: number; overwrite: boolean },
  auditAction: string,
  staff: StaffContext,
) {
  const stored = async (db: StaffContext['db']) => {
    const now = await readSettings(db);
    return Object.fromEntries(FORM_KEYS[form].map((k) => [k, now[k]]));
  };
  const what = form === 'details' ? 'business details form' : 'settings form';
  const saved = await versioned(staff, { kind: 'settings', key: form, what, version, overwrite, stored }, async (tx) => {
    const before = await readSettings(tx.db);
    await saveSettings(tx.db, values);
    await tx.audit(auditAction, 'site_settings', null, { changes: changedFields({ ...before }, values) });
    tx.changed({ kind: 'settings' });
    // An optional field left out (auditRetentionMonths from an older caller) keeps its stored value.
    const saved = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    return { ...before, ...saved } as SiteSettings;
  });
  return { ...saved.value, version: saved.version };
}

export const get = staffAction({
  action: 'admin.settings.get',
  changes: 'none',
  input: z.object({}).optional(),
  errorMessage: 'Error loading settings',
  handler: async (_input, { db }) => ({ ...(await readSettings(db)), versions: await getSettingsVersions(db) }),
});

export const update = staffAction({
  action: 'admin.settings.update',
  changes: ['settings'],
  input: detailsSchema.extend(versionInput),
  errorMessage: 'Error saving settings',
  handler: async (values, staff) => save('details', values, 'settings.update', staff),
});

export const updateSecurity = staffAction({
  action: 'admin.settings.updateSecurity',
  changes: ['settings'],
  input: securitySchema.extend(versionInput),
  errorMessage: 'Error saving settings',
  handler: async (values, staff) => save('security', values, 'settings.update_security', staff),
});
