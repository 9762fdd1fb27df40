import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';
import { columnName, fieldKinds } from '../../shapes/fields.ts';
import { siteSettingsFields, type SiteSettings } from '../../shapes/settings.ts';
import { tagRender } from '../cache-tags/render-tags.ts';
import { tag } from '../cache-tags/tag-names.ts';

export type { SiteSettings } from '../../shapes/settings.ts';

/** Each setting is one row, keyed by its field's storage name (`businessName` → 'business_name'). */
const FIELDS = Object.entries(fieldKinds(siteSettingsFields)).map(([field, k]) => ({
  field: field as keyof SiteSettings,
  key: columnName(field),
  number: k.kind === 'number',
}));

/** Stored settings over the configured defaults. */
export async function getSettings(db: Kysely<Database>, defaults: SiteSettings): Promise<SiteSettings> {
  tagRender(tag.settings);
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const out: Record<string, unknown> = { ...defaults };
  for (const { field, key, number } of FIELDS) {
    const v = stored.get(key);
    if (v === undefined || v === '') continue;
    out[field] = number ? Number(v) || defaults[field] : v;
  }
  return out as SiteSettings;
}

export async function saveSettings(db: Kysely<Database>, values: Partial<SiteSettings>): Promise<void> {
  const at = nowIso();
  for (const [field, value] of Object.entries(values) as [keyof SiteSettings, unknown][]) {
    if (value === undefined) continue;
    await setSetting(db, columnName(field), String(value), at);
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
