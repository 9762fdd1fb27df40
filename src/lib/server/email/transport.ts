// Which mail server the worker sends through, asked before every message:
// SMTP_URL when it is set (it wins, and the admin form says so), or else the
// server saved in the admin (mail-settings.ts). The saved row's version is read
// each time (one small select) and the connection is rebuilt when it changed,
// so a save applies on every instance without a restart.
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/schema.ts';
import { fromHeader, loadMailPassword, loadMailServer, type MailServer } from './mail-settings.ts';

export interface ActiveTransport {
  transport: Transporter;
  from: string | { name: string; address: string };
  /** The saved Reply-To: used when a message has none of its own (an enquiry notification replies to the enquirer). */
  replyTo?: string | undefined;
}

export interface TransportOptions {
  db: Kysely<Database>;
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender with SMTP_URL. */
  from: string;
  dkim?: { domainName: string; keySelector: string; privateKey: string } | undefined;
  /** The settings key (settings-key.ts), asked only when a saved password is read. */
  key: () => Promise<Buffer>;
}

// One kept-open connection: messages go one at a time anyway, and a new
// connection per message costs ~120 ms (a newsletter to 10,000 would take 20
// minutes of handshakes; bench:newsletter).
const POOL = {
  pool: true,
  maxConnections: 1,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

async function create(options: Record<string, unknown>): Promise<Transporter> {
  // nodemailer (40 modules) is loaded only once there is a mail server to talk to.
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport(options);
}

/** nodemailer's options for a saved server. */
export function savedServerOptions(s: MailServer, password: string | undefined) {
  return {
    host: s.host,
    port: s.port,
    secure: s.security === 'tls',
    requireTLS: s.security === 'starttls',
    ignoreTLS: s.security === 'none',
    ...(s.user ? { auth: { user: s.user, pass: password ?? '' } } : {}),
  };
}

export function mailTransports(o: TransportOptions) {
  let built: { version: string; active: ActiveTransport } | null = null;
  const dkim = o.dkim ? { dkim: o.dkim } : {};

  function drop() {
    built?.active.transport.close();
    built = null;
  }

  return {
    /** The transport to send the next message through, or null: no mail server anywhere (mail waits). */
    async current(): Promise<ActiveTransport | null> {
      if (o.smtpUrl) {
        built ??= { version: 'env', active: { transport: await create({ url: o.smtpUrl, ...POOL, ...dkim }), from: o.from } };
        return built.active;
      }
      const saved = await loadMailServer(o.db);
      if (!saved) {
        drop();
        return null;
      }
      const version = `${saved.version}:${saved.updatedAt}`;
      if (built?.version !== version) {
        const password = await loadMailPassword(o.db, await o.key());
        const transport = await create({ ...savedServerOptions(saved, password), ...POOL, ...dkim });
        drop();
        built = { version, active: { transport, from: fromHeader(saved), replyTo: saved.replyTo } };
      }
      return built.active;
    },
    close: drop,
  };
}
