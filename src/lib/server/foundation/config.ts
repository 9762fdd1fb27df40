import { z } from 'zod';
import { parseNetworkList } from '../net/address-policy.ts';

// Every setting comes from the environment and is checked once at start, so a
// typo stops the server with one clear line instead of failing on a request.
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (URL.canParse(v) && protocols.includes(new URL(v).protocol)), {
      message: `must be a URL starting with ${protocols.join(' or ')}`,
    });

const email = z.string().trim().pipe(z.email('must be an e-mail address'));

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  HOST: z.string().trim().min(1).default('localhost'),
  SITE_URL: z
    .string()
    .trim()
    .default('http://localhost:4321')
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), 'must be an http(s) URL'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  // Encrypts secrets saved in the admin (the mail server's password); unset: DATA_DIR/settings.key, made once.
  // Every instance of one site needs the same key (docs/deploy.md).
  SETTINGS_KEY: z
    .string()
    .trim()
    .optional()
    .refine((v) => v === undefined || /^[0-9a-f]{64}$/i.test(v), 'must be 64 hexadecimal characters (openssl rand -hex 32)'),
  MAIL_FROM: z
    .string()
    .trim()
    .default('Northmill website <website@northmill.example>')
    .refine((v) => /^[^<>@\s]+@[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/.test(v), 'must be an address or "Name <address>"'),
  ENQUIRY_INBOX: email.default('hello@northmill.example'),
  BOOKING_URL: z
    .string()
    .trim()
    .default('https://cal.northmill.example/discovery-call')
    .refine((v) => URL.canParse(v) && new URL(v).protocol === 'https:', 'must be an https URL'),
  ADMIN_EMAIL: email.optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(256).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // auto: readable lines when stdout is a terminal, one JSON object per line otherwise (production).
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  BUSINESS_NAME: z.string().trim().min(1).max(100).default('Northmill'),
  BUSINESS_PHONE: z.string().trim().min(5).max(40).default('0161 496 0123'),
  BUSINESS_EMAIL: email.default('hello@northmill.example'),
  BUSINESS_ADDRESS: z.string().trim().min(5).max(300).default('Unit 4, Mill Lane, Rochdale OL16 1AA'),
  // Test and benchmark switches: never needed in production.
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  /** How often scheduled page changes are looked for (a page goes live within this of its time). */
  SCHEDULE_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(30_000),
  /** How often counted page views are written (a test waits for one write, not five seconds). */
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  CACHE_MAX_AGE: z.coerce.number().int().min(0).max(86_400).default(60),
  // Each public page inlines only the CSS its markup and scripts use
  // (http/page-stylesheet.ts); `whole` inlines the full stylesheet, as a
  // reference for the browser test that compares the two and as an escape hatch.
  PAGE_CSS: z.enum(['trimmed', 'whole']).default('trimmed'),
  // A CDN in front: how long it may serve a public page without asking
  // (s-maxage; 0 sends no-cache as without a CDN) and how long after that it
  // may serve the old copy while it fetches a new one (stale-while-revalidate).
  CDN_MAX_AGE: z.coerce.number().int().min(0).max(31_536_000).default(60),
  CDN_STALE_WHILE_REVALIDATE: z.coerce.number().int().min(0).max(31_536_000).default(300),
  // Called (POST) after every staff edit so the CDN drops the changed pages at once: $TAGS in
  // the body is the list of tags dropped (route-cache/cdn-purge.ts), and with a purge URL set
  // every cached page carries its tags to the CDN in CDN_TAG_HEADER (Cloudflare: Cache-Tag;
  // Fastly: Surrogate-Key; Akamai: Edge-Cache-Tag).
  CDN_PURGE_URL: optionalUrl(['http:', 'https:']),
  CDN_PURGE_AUTHORIZATION: z.string().max(2000).optional(),
  CDN_PURGE_BODY: z.string().max(10_000).default('{"tags":$TAGS}'),
  CDN_TAG_HEADER: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9-]{0,63}$/, 'a header name')
    .default('Cache-Tag'),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  // Webhooks and imported pictures never go to loopback, private, link-local or unspecified
  // addresses; a comma-separated list of addresses or networks (192.168.1.0/24) opens those
  // ones, for a receiver on the owner's own network (docs/deploy.md).
  OUTBOUND_ALLOW_NETWORKS: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .superRefine((v, ctx) => {
      try {
        parseNetworkList(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: `must list IP addresses or networks: ${(err as Error).message}` });
      }
    }),
  // Where media library bytes live: in the database (backed up and copied with it) or under DATA_DIR/media (docs/media.md).
  MEDIA_STORAGE: z.enum(['database', 'filesystem']).default('database'),
  // Newsletter messages queued per minute (each issue's messages get slots this far apart).
  NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
  // Optional DKIM signing of every outgoing e-mail: all three or none (README, "Sending newsletters").
  DKIM_DOMAIN: z.string().trim().max(253).optional(),
  DKIM_SELECTOR: z.string().trim().max(63).optional(),
  /** The PEM private key; "\n" in a one-line environment value stands for a line break. */
  DKIM_PRIVATE_KEY: z
    .string()
    .max(20_000)
    .optional()
    .transform((v) => v?.replace(/\\n/g, '\n'))
    .refine((v) => v === undefined || /-----BEGIN (RSA |EC )?PRIVATE KEY-----/.test(v), 'must be a PEM private key'),
  // The largest site archive an upload or `npm run db:restore` accepts, in MB (docs/backups.md).
  ARCHIVE_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(20_480),
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings in a .env file mean "not set", not "set to nothing".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const d = parsed.data;
  const dkim = [d.DKIM_DOMAIN, d.DKIM_SELECTOR, d.DKIM_PRIVATE_KEY].filter(Boolean).length;
  if (dkim !== 0 && dkim !== 3)
    throw new ConfigError('Invalid configuration: DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY must be set together');
  return d;
}

/** nodemailer's dkim option, or undefined when DKIM is not configured. */
export function dkimOptions(config: Config) {
  return config.DKIM_DOMAIN && config.DKIM_SELECTOR && config.DKIM_PRIVATE_KEY
    ? { domainName: config.DKIM_DOMAIN, keySelector: config.DKIM_SELECTOR, privateKey: config.DKIM_PRIVATE_KEY }
    : undefined;
}

export function isHttps(config: Config): boolean {
  return new URL(config.SITE_URL).protocol === 'https:';
}
