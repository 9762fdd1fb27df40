import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { getSetting, insertSettingIfAbsent, setSetting } from '../repositories/settings.ts';
import { DEFAULT_WEBHOOK_SETTINGS, webhookSettingsSchema, type WebhookSettings } from '../../webhook/settings.ts';

const KEY = 'enquiry_webhook';
const SECRET_KEY = 'enquiry_webhook_secret';

export async function getWebhookSettings(db: Kysely<Database>): Promise<WebhookSettings> {
  const raw = await getSetting(db, KEY);
  if (!raw) return DEFAULT_WEBHOOK_SETTINGS;
  try {
    const parsed = webhookSettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_WEBHOOK_SETTINGS;
  } catch {
    return DEFAULT_WEBHOOK_SETTINGS;
  }
}

export async function saveWebhookSettings(db: Kysely<Database>, s: WebhookSettings): Promise<void> {
  await setSetting(db, KEY, JSON.stringify(s));
}

/** The signing key for the generic JSON format: made once, shown to the owner, kept in the database. */
export async function webhookSecret(db: Kysely<Database>): Promise<string> {
  await insertSettingIfAbsent(db, SECRET_KEY, `whsec_${randomBytes(24).toString('base64url')}`);
  return (await getSetting(db, SECRET_KEY))!;
}

export async function rotateWebhookSecret(db: Kysely<Database>): Promise<string> {
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  await setSetting(db, SECRET_KEY, secret);
  return secret;
}
