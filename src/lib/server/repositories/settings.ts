import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';

export interface SiteSettings {
  businessName: string;
  businessPhone: string;
  businessEmail: string;
  businessAddress: string;
  /** Companies House number, VAT number and registered office: '' until the owner enters them (issue 26). */
  companyNumber: string;
  vatNumber: string;
  registeredOffice: string;
  bookingUrl: string;
  enquiryInbox: string;
  retentionMonths: number;
  /** Months the audit log is kept (issue 24); housekeeping deletes older entries. */
  auditRetentionMonths: number;
}

const KEYS: Record<keyof SiteSettings, string> = {
  businessName: 'business_name',
  businessPhone: 'business_phone',
  businessEmail: 'business_email',
  businessAddress: 'business_address',
  companyNumber: 'company_number',
  vatNumber: 'vat_number',
  registeredOffice: 'registered_office',
  bookingUrl: 'booking_url',
  enquiryInbox: 'enquiry_inbox',
  retentionMonths: 'retention_months',
  auditRetentionMonths: 'audit_retention_months',
};

/** Stored settings over the configured defaults. */
export async function getSettings(db: Kysely<Database>, defaults: SiteSettings): Promise<SiteSettings> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const out = { ...defaults };
  for (const [field, key] of Object.entries(KEYS) as [keyof SiteSettings, string][]) {
    const v = stored.get(key);
    if (v === undefined || v === '') continue;
    if (field === 'retentionMonths' || field === 'auditRetentionMonths') out[field] = Number(v) || defaults[field];
    else out[field] = v;
  }
  return out;
}

export async function saveSettings(db: Kysely<Database>, values: Partial<SiteSettings>): Promise<void> {
  const at = nowIso();
  for (const [field, value] of Object.entries(values) as [keyof SiteSettings, unknown][]) {
    if (value === undefined) continue;
    await setSetting(db, KEYS[field], String(value), at);
  }
}

export async function setSetting(db: Kysely<Database>, key: string, value: string, at = nowIso()): Promise<void> {
  await db
    .insertInto('site_settings')
    .values({ key, value, updated_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
    .execute();
}

export async function getSetting(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Inserts only when absent; returns true when this call inserted it. */
export async function insertSettingIfAbsent(db: Kysely<Database>, key: string, value: string): Promise<boolean> {
  const res = await db
    .insertInto('site_settings')
    .values({ key, value, updated_at: nowIso() })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Deletes a setting only if it still holds this value: true for exactly one of several racing callers. */
export async function takeSetting(db: Kysely<Database>, key: string, value: string): Promise<boolean> {
  const res = await db.deleteFrom('site_settings').where('key', '=', key).where('value', '=', value).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function deleteSetting(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('site_settings').where('key', '=', key).execute();
}
