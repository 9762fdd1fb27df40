// The mail server the owner sets in the admin (issue 38): host, port, security,
// user, password, sender and Reply-To. Stored as two settings rows: the server
// (JSON, carried by a site archive) and its password (encrypted under the site's
// key, settings-key.ts; its name says "password", so a site archive leaves it
// out, site-archive/contents.ts). The server row carries a version: every
// instance reads it before sending and rebuilds its connection when it changed
// (transport.ts), and a save from a page loaded before another save is refused.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { deleteSetting, getSetting, setSetting } from '../repositories/settings.ts';
import { decryptSecret, encryptSecret } from './settings-key.ts';

export const MAIL_SERVER_KEY = 'mail_server';
export const MAIL_PASSWORD_KEY = 'mail_server_password';

/** How the connection is secured: STARTTLS (587), TLS from the start (465), or none (a relay on one's own network). */
export const MAIL_SECURITY = ['starttls', 'tls', 'none'] as const;
export type MailSecurity = (typeof MAIL_SECURITY)[number];

const hostname = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
// nullish, not optional: Astro reads a blank box of a transformed field as null, not undefined.
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || undefined);

/** What the admin form sends. A blank password keeps the saved one. */
export const mailSettingsInput = z.object({
  host: z
    .string()
    .trim()
    .min(1, 'Enter the mail server’s name, for example smtp.example.co.uk.')
    .regex(hostname, 'Enter the server’s name only, like smtp.example.co.uk: no https://, @ or spaces.'),
  port: z.coerce
    .number({ message: 'Enter the port as a number, usually 587.' })
    .int('Enter the port as a whole number, usually 587.')
    .min(1, 'Ports run from 1 to 65535; usually 587.')
    .max(65535, 'Ports run from 1 to 65535; usually 587.'),
  security: z.enum(MAIL_SECURITY, {
    message: 'Choose how the connection is secured.',
  }),
  user: optionalText(254, 'The user name is at most 254 characters.'),
  password: z.string().max(1000, 'The password is at most 1,000 characters.').optional(),
  fromName: z
    .string()
    .trim()
    .min(1, 'Enter the name people see the e-mail from, such as your business name.')
    .max(100, 'The sender name is at most 100 characters.')
    .refine((v) => !/[<>"\r\n]/.test(v), 'The sender name cannot contain <, >, quotation marks or line breaks.'),
  fromAddress: z.string().trim().pipe(z.email('Enter the address the e-mail comes from, like hello@yourdomain.co.uk.')),
  replyTo: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || undefined)
    .pipe(z.email('Enter the Reply-To as one e-mail address, or leave it blank.').optional()),
  /** The version the form was loaded at: a save over a newer one is refused. */
  version: z.coerce.number().int().min(0).default(0),
});
/** The form's fields as typed (never the password): shown again after a refused save. */
export type MailFormValues = Partial<
  Record<'host' | 'port' | 'security' | 'user' | 'fromName' | 'fromAddress' | 'replyTo', string>
>;
export type MailSettingsInput = z.input<typeof mailSettingsInput>;

export interface MailServer {
  host: string;
  port: number;
  security: MailSecurity;
  user?: string | undefined;
  fromName: string;
  fromAddress: string;
  replyTo?: string | undefined;
  version: number;
  updatedAt: string;
}

/** The saved server, or null: one row read, cheap enough to do before every send. */
export async function loadMailServer(db: Kysely<Database>): Promise<MailServer | null> {
  const raw = await getSetting(db, MAIL_SERVER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as MailServer;
  } catch {
    return null;
  }
}

/** A mail server to send through: SMTP_URL, or one saved in the admin. */
export async function mailServerConfigured(db: Kysely<Database>, smtpUrl: string | undefined): Promise<boolean> {
  return Boolean(smtpUrl) || (await loadMailServer(db)) !== null;
}

export const hasSavedPassword = async (db: Kysely<Database>) => Boolean(await getSetting(db, MAIL_PASSWORD_KEY));

/** The saved password in clear, for the transport only. Throws SettingsKeyError when it cannot be read. */
export async function loadMailPassword(db: Kysely<Database>, key: Buffer): Promise<string | undefined> {
  const enc = await getSetting(db, MAIL_PASSWORD_KEY);
  return enc ? decryptSecret(key, MAIL_PASSWORD_KEY, enc) : undefined;
}

export class StaleMailSettings extends Error {}

export async function saveMailServer(
  db: Kysely<Database>,
  key: Buffer,
  input: z.output<typeof mailSettingsInput>,
): Promise<MailServer> {
  return inTransaction(db, async (trx) => {
    const current = await loadMailServer(trx);
    if ((current?.version ?? 0) !== input.version) throw new StaleMailSettings();
    const server: MailServer = {
      host: input.host.toLowerCase(),
      port: input.port,
      security: input.security,
      user: input.user,
      fromName: input.fromName,
      fromAddress: input.fromAddress,
      replyTo: input.replyTo,
      version: input.version + 1,
      updatedAt: new Date().toISOString(),
    };
    await setSetting(trx, MAIL_SERVER_KEY, JSON.stringify(server));
    // Blank keeps the saved password; with no user there is nothing to sign in with.
    if (!input.user) await deleteSetting(trx, MAIL_PASSWORD_KEY);
    else if (input.password) await setSetting(trx, MAIL_PASSWORD_KEY, encryptSecret(key, MAIL_PASSWORD_KEY, input.password));
    return server;
  });
}

/** "Name <address>" as nodemailer takes it, the name quoted. */
export const fromHeader = (s: Pick<MailServer, 'fromName' | 'fromAddress'>) => ({ name: s.fromName, address: s.fromAddress });
