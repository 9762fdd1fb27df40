import { z } from 'zod';
import { staffAction, type StaffContext } from './staff-action.ts';
import { getSettings, saveSettings, type SiteSettings } from '../../lib/server/repositories/settings.ts';
import { changedFields } from '../../lib/audit-diff.ts';
import { defaultSettings, getRuntime } from '../../lib/server/foundation/runtime.ts';
import { versioned } from './versioned.ts';
import { getSettingsVersions } from '../../lib/server/repositories/record-versions.ts';
import { versionInput } from '../../lib/admin/versions.ts';
import { pickFields } from '../../lib/shapes/fields.ts';
// The two forms' declarations are their inputs (src/lib/shapes/settings.ts).
import {
  SETTINGS_FORMS,
  settingsDetailFields as detailsSchema,
  settingsSecurityFields as securitySchema,
  type SettingsForm,
} from '../../lib/shapes/settings.ts';

const readSettings = (db: StaffContext['db']) => getSettings(db, defaultSettings(getRuntime().config));

async function save(
  form: SettingsForm,
  { version, overwrite, ...values }: Partial<SiteSettings> & { version: number; overwrite: boolean },
  auditAction: string,
  staff: StaffContext,
) {
  const stored = async (db: StaffContext['db']) => {
    const now = await readSettings(db);
    return pickFields(SETTINGS_FORMS[form], now);
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
