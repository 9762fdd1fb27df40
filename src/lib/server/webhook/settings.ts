import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { getSetting, insertSettingIfAbsent, setSetting } from '../repositories/settings.ts';
import { DEFAULT_WEBHOOK_SETTINGS, webhookSettingsSchema, type WebhookSettings } from '../../webhook/settings.ts';
import { addressPolicy } from '../net/address-policy.ts';
import { OutboundRefused, resolveOutboundHost } from '../net/outbound-request.ts';

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

const STRICT = addressPolicy();

/**
 * Why the site will not post to this link, in words for the owner, or null when it
 * may. Checked when the link is saved and before a test is sent; each delivery is
 * checked again on the address it connects to. A link to this server or a private
 * network is refused unless OUTBOUND_ALLOW_NETWORKS opens that network, and plain
 * http:// only reaches such an opened network (anything else crosses the internet).
 */
export async function webhookLinkProblem(url: string, allowNetworks: string | undefined): Promise<string | null> {
  let addresses: string[];
  try {
    addresses = await resolveOutboundHost(url, addressPolicy(allowNetworks));
  } catch (err) {
    if (!(err instanceof OutboundRefused)) throw err;
    const host = hostOf(url);
    if (err.reason === 'credentials') return 'Use the link without a user name or password in it.';
    if (err.reason === 'not-found') return `${host} could not be found. Check the link for a typo.`;
    if (err.reason === 'address')
      // Whoever runs the server opens a network with OUTBOUND_ALLOW_NETWORKS (docs/deploy.md).
      return `That link leads to ${host}, on this server or a private network, where the site does not post. Paste the public link your chat app gave you, or ask whoever runs the server to allow your own receiver.`;
    return 'Paste the full webhook link, starting with https://';
  }
  const openedPrivate = addresses.every((a) => !STRICT.permits(a));
  if (new URL(url).protocol === 'http:' && !openedPrivate)
    return 'Use the https:// link: an http:// link would send each notification across the internet unencrypted.';
  return null;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return 'that address';
  }
}
