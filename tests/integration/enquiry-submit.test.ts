import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  InsertQueryNode,
  TableNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { defaultSettings } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { enquirySchema, type EnquiryInput, type RawEnquiry } from '../../src/lib/enquiry/schema.ts';
import {
  ENQUIRY_RATE_LIMIT,
  ENQUIRY_RATE_WINDOW_MS,
  FORM_TOKEN_MAX_AGE_MS,
  submitEnquiry,
  type SubmitDeps,
  type SubmitMeta,
} from '../../src/lib/server/enquiries/submit.ts';
import { formAgeMs, formSecret, issueFormToken, resetFormSecretCache } from '../../src/lib/server/enquiries/form-token.ts';
import { countInbox, getEnquiry, searchEnquiries } from '../../src/lib/server/repositories/enquiries.ts';
import { ATTACHMENT_RULE } from '../../src/lib/file-signature.ts';

const INBOX = 'enquiries@northmill.example';
const BUSINESS = 'hello@northmill.example';
const MIN_FILL_MS = 3000;

// A small but real PDF; the trailing bytes cover the whole 0..255 range so any
// text re-encoding of the stored blob would show.
const PDF_BYTES = new Uint8Array([
  ...Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1'),
  ...Array.from({ length: 256 }, (_, i) => i),
]);
const EXE_BYTES = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

const rawEnquiry = (over: Partial<RawEnquiry> = {}): RawEnquiry => ({
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  company: 'Analytical Engines Ltd',
  phone: '+44 161 496 0123',
  project_type: 'internal-tool',
  project: 'We pay for HubSpot, Teams and Xero.\nWe want one system that does it all.',
  saas_to_replace: ['hubspot', 'teams', 'other'],
  custom_saas: 'Xero',
  monthly_saas_costs: [
    { tool: 'HubSpot', cost: 300 },
    { tool: 'Microsoft Teams', cost: 45 },
    { tool: 'Xero', cost: 30 },
  ],
  budget: '15k-50k',
  timeline: '3-months',
  consent: true,
  attachment: null,
  ...over,
});

/** Input as the action hands it over: through the shared schema. */
const input = (over: Partial<RawEnquiry> = {}): Promise<EnquiryInput> => enquirySchema.parseAsync(rawEnquiry(over));

const TABLES = ['email_attempts', 'email_outbox', 'attachments', 'contact_submissions', 'rate_limit_hits'] as const;

/** Throws on the n-th insert into a table (a database failure in the middle of the transaction). */
class FailingInsert implements KyselyPlugin {
  seen = 0;
  readonly table: string;
  readonly nth: number;
  readonly how: 'throw' | 'sql-error';
  constructor(table: string, nth = 1, how: 'throw' | 'sql-error' = 'throw') {
    this.table = table;
    this.nth = nth;
    this.how = how;
  }
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (InsertQueryNode.is(node) && node.into?.table.identifier.name === this.table) {
      this.seen += 1;
      if (this.seen === this.nth) {
        if (this.how === 'throw') throw new Error(`simulated database failure on insert into ${this.table}`);
        // A real error from the database: the table does not exist.
        return { ...node, into: TableNode.create('no_such_table') };
      }
    }
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

describe.each(testDatabases())('submitEnquiry on %s', (kind) => {
  let t: TestDb;
  let secret: string;
  const settings = { ...defaultSettings(loadConfig({})), enquiryInbox: INBOX, businessEmail: BUSINESS };
  const deps = (over: Partial<SubmitDeps> = {}): SubmitDeps => ({
    settings,
    formSecret: secret,
    minFillMs: MIN_FILL_MS,
    rateLimits: false,
    siteUrl: 'https://www.northmill.example',
    ...over,
  });
  let keySeq = 0;
  /** Meta of a human visitor: the form was shown 10 s ago, honeypot empty, a fresh idempotency key. */
  const meta = (over: Partial<SubmitMeta> = {}): SubmitMeta => ({
    idempotencyKey: `idem-${kind}-${Date.now()}-${++keySeq}-abcdef`,
    formToken: issueFormToken(secret, Date.now() - 10_000),
    honeypot: '',
    clientKey: 'client-a',
    ...over,
  });
  const count = async (table: (typeof TABLES)[number]) => {
    const r = await t.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  };
  const counts = async () => ({
    enquiries: await count('contact_submissions'),
    attachments: await count('attachments'),
    outbox: await count('email_outbox'),
  });
  const nothingStored = { enquiries: 0, attachments: 0, outbox: 0 };

  beforeAll(async () => {
    t = await openTestDb(kind);
    await seedDatabase(t.database.db, defaultSettings(loadConfig({})));
    resetFormSecretCache();
    secret = await formSecret(t.database.db);
  });
  afterAll(async () => {
    resetFormSecretCache();
    await t?.cleanup();
  });
  beforeEach(async () => {
    for (const table of TABLES) await t.database.db.deleteFrom(table).execute();
  });

  it('has a stable form secret kept in the database', async () => {
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    resetFormSecretCache();
    expect(await formSecret(t.database.db)).toBe(secret);
  });

  describe('a valid submission', () => {
    it('stores the enquiry with every field, the attachment bytes intact and two outbox e-mails', async () => {
      const file = new File([PDF_BYTES], '../secret/Project brief (v2).pdf', { type: 'application/octet-stream' });
      const r = await submitEnquiry(t.database.db, await input({ attachment: file }), meta(), deps());
      expect(r).toEqual({ status: 'accepted', id: expect.any(String), duplicate: false, spam: false, review: false });
      if (r.status !== 'accepted') return;

      expect(await counts()).toEqual({ enquiries: 1, attachments: 1, outbox: 2 });
      const e = await getEnquiry(t.database.db, r.id);
      expect(e).toMatchObject({
        id: r.id,
        name: 'Ada Lovelace',
        email: 'ada@example.co.uk',
        company: 'Analytical Engines Ltd',
        phone: '+44 161 496 0123',
        projectType: 'internal-tool',
        project: 'We pay for HubSpot, Teams and Xero.\nWe want one system that does it all.',
        saasToReplace: ['hubspot', 'teams', 'other'],
        customSaas: 'Xero',
        monthlySaasCosts: [
          { tool: 'HubSpot', cost: 300 },
          { tool: 'Microsoft Teams', cost: 45 },
          { tool: 'Xero', cost: 30 },
        ],
        budget: '15k-50k',
        timeline: '3-months',
        consent: true,
        status: 'new',
        isSpam: false,
        spamReason: null,
        readAt: null,
      });
      expect(Math.abs(Date.parse(e!.createdAt) - Date.now())).toBeLessThan(60_000);

      const a = await t.database.db.selectFrom('attachments').selectAll().executeTakeFirstOrThrow();
      expect(a.submission_id).toBe(r.id);
      expect(a.filename).toBe('Project brief (v2).pdf');
      expect(a.content_type).toBe('application/pdf');
      expect(Number(a.size)).toBe(PDF_BYTES.byteLength);
      expect(Buffer.from(a.data as Uint8Array).equals(Buffer.from(PDF_BYTES))).toBe(true);

      const mails = await t.database.db.selectFrom('email_outbox').selectAll().orderBy('kind').execute();
      const [confirmation, notification] = mails;
      expect(mails.map((m) => m.kind)).toEqual(['enquiry-confirmation', 'enquiry-notification']);
      for (const m of mails) {
        expect(m).toMatchObject({
          submission_id: r.id,
          status: 'pending',
          attempts: 0,
          locked_by: null,
          last_error: null,
          sent_at: null,
        });
      }
      expect(notification).toMatchObject({ to_address: INBOX, reply_to: 'ada@example.co.uk', attachment_id: a.id });
      expect(notification!.subject).toBe('New enquiry: Ada Lovelace (Analytical Engines Ltd)');
      for (const text of [
        'Ada Lovelace',
        'Internal tool',
        '£15,000 – £50,000',
        'Within 3 months',
        'HubSpot, Microsoft Teams, Other',
        'Project brief (v2).pdf',
        '£375/month',
        `https://www.northmill.example/admin?view=${r.id}`,
      ]) {
        expect(notification!.text_body).toContain(text);
      }
      expect(notification!.html_body).toContain('Ada Lovelace');
      expect(confirmation).toMatchObject({ to_address: 'ada@example.co.uk', reply_to: BUSINESS, attachment_id: null });
      expect(confirmation!.text_body).toContain('2-4 hours');
    });

    it('without an attachment stores no attachment row and the notification has none', async () => {
      const r = await submitEnquiry(t.database.db, await input(), meta(), deps());
      expect(r.status).toBe('accepted');
      expect(await counts()).toEqual({ enquiries: 1, attachments: 0, outbox: 2 });
      const n = await t.database.db
        .selectFrom('email_outbox')
        .selectAll()
        .where('kind', '=', 'enquiry-notification')
        .executeTakeFirstOrThrow();
      expect(n.attachment_id).toBeNull();
    });

    it('accepts blank optional budget and timeline, and an option staff added', async () => {
      await t.database.db
        .insertInto('calculator_options')
        .values({
          id: `opt-${kind}`,
          category: 'project_types',
          option_name: 'AI integration',
          option_value: 'ai',
          display_order: 60,
          active: true,
          created_at: new Date().toISOString(),
        })
        .execute();
      try {
        const r = await submitEnquiry(
          t.database.db,
          await input({ project_type: 'ai', budget: '', timeline: '' }),
          meta(),
          deps(),
        );
        expect(r.status).toBe('accepted');
        expect(await counts()).toEqual({ enquiries: 1, attachments: 0, outbox: 2 });
      } finally {
        await t.database.db.deleteFrom('calculator_options').where('id', '=', `opt-${kind}`).execute();
      }
    });
  });

  describe('invalid option values are refused and nothing is stored', () => {
    it.each([
      ['project_type', { project_type: 'spaceship' }],
      ['budget', { budget: 'a-million' }],
      ['timeline', { timeline: 'yesterday' }],
      ['project_type', { project_type: 'Website' }], // the label, not the value
      ['budget', { budget: 'saas_tools' }], // a category name
      ['timeline', { timeline: 'under-5k' }], // a value of another category
    ] as const)('%s %j', async (field, over) => {
      const r = await submitEnquiry(t.database.db, await input(over), meta(), deps());
      expect(r).toMatchObject({ status: 'invalid', field });
      if (r.status === 'invalid') expect(r.message).toMatch(/from the list/);
      expect(await counts()).toEqual(nothingStored);
    });

    it('an option staff deactivated is refused', async () => {
      await t.database.db
        .updateTable('calculator_options')
        .set({ active: false })
        .where('category', '=', 'project_types')
        .where('option_value', '=', 'website')
        .execute();
      try {
        const r = await submitEnquiry(t.database.db, await input({ project_type: 'website' }), meta(), deps());
        expect(r).toMatchObject({ status: 'invalid', field: 'project_type' });
        expect(await counts()).toEqual(nothingStored);
      } finally {
        await t.database.db
          .updateTable('calculator_options')
          .set({ active: true })
          .where('category', '=', 'project_types')
          .where('option_value', '=', 'website')
          .execute();
      }
    });
  });

  describe('disguised attachments are refused and nothing is stored', () => {
    it.each([
      ['a Windows .exe renamed .pdf', EXE_BYTES, 'invoice.pdf'],
      ['a PNG named .docx', PNG_BYTES, 'brief.docx'],
      ['an executable with its own extension', EXE_BYTES, 'setup.exe'],
    ] as const)('%s', async (_label, bytes, name) => {
      const file = new File([bytes], name);
      // The shared schema refuses it...
      const parsed = await enquirySchema.safeParseAsync(rawEnquiry({ attachment: file }));
      expect(parsed.success).toBe(false);
      // ...and so does submitEnquiry itself, for a caller that skipped the schema.
      const unchecked = { ...(await input()), attachment: file } as EnquiryInput;
      const r = await submitEnquiry(t.database.db, unchecked, meta(), deps());
      expect(r).toMatchObject({ status: 'invalid', field: 'attachment' });
      if (r.status === 'invalid') expect(r.message).toContain(ATTACHMENT_RULE);
      expect(await counts()).toEqual(nothingStored);
    });

    it('an attachment over 10 MB', async () => {
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set(PDF_BYTES);
      const unchecked = { ...(await input()), attachment: new File([big], 'big.pdf') } as EnquiryInput;
      const r = await submitEnquiry(t.database.db, unchecked, meta(), deps());
      expect(r).toMatchObject({ status: 'invalid', field: 'attachment' });
      expect(await counts()).toEqual(nothingStored);
    });
  });

  describe('spam', () => {
    const spamRow = async () =>
      t.database.db.selectFrom('contact_submissions').select(['is_spam', 'spam_reason']).executeTakeFirstOrThrow();

    it('a filled honeypot is stored flagged as spam, with no e-mail', async () => {
      const r = await submitEnquiry(
        t.database.db,
        await input({ attachment: new File([PDF_BYTES], 'brief.pdf') }),
        meta({ honeypot: 'https://spam.example' }),
        deps(),
      );
      expect(r).toMatchObject({ status: 'accepted', spam: true, duplicate: false });
      expect(await counts()).toEqual({ enquiries: 1, attachments: 1, outbox: 0 });
      const row = await spamRow();
      expect(Boolean(row.is_spam)).toBe(true);
      expect(row.spam_reason).toBe('honeypot field filled');
    });

    it('a honeypot of only spaces is not spam', async () => {
      const r = await submitEnquiry(t.database.db, await input(), meta({ honeypot: '   ' }), deps());
      expect(r).toMatchObject({ status: 'accepted', spam: false });
      expect(await counts()).toEqual({ enquiries: 1, attachments: 0, outbox: 2 });
    });

    it('a form sent faster than the minimum fill time (and nothing else wrong) is kept in the inbox, flagged for review', async () => {
      const fast = await submitEnquiry(
        t.database.db,
        await input(),
        meta({ formToken: issueFormToken(secret, Date.now() - 500) }),
        deps(),
      );
      expect(fast).toMatchObject({ status: 'accepted', spam: false, review: true });
      const row = await t.database.db
        .selectFrom('contact_submissions')
        .select(['is_spam', 'spam_reason', 'review_reason'])
        .executeTakeFirstOrThrow();
      expect(Boolean(row.is_spam)).toBe(false);
      expect(row.review_reason).toMatch(/^sent \d+ ms after the form was shown$/);
      // In the default (spam hidden) inbox view, and counted on the dashboard.
      const listed = await searchEnquiries(t.database.db, {});
      expect(listed.enquiries.map((e) => e.reviewReason)).toEqual([row.review_reason]);
      expect(await countInbox(t.database.db)).toEqual({ total: 1, needsReview: 1 });
      // Staff are told, and told it was flagged.
      const mails = await t.database.db.selectFrom('email_outbox').selectAll().orderBy('kind').execute();
      expect(mails.map((m) => m.kind)).toEqual(['enquiry-confirmation', 'enquiry-notification']);
      const note = mails[1]!;
      expect(note.subject).toMatch(/^New enquiry \(flagged for review\): Ada Lovelace/);
      expect(note.text_body).toMatch(/Flagged for review: sent \d+ ms after the form was shown/);

      const slow = await submitEnquiry(
        t.database.db,
        await input(),
        meta({ formToken: issueFormToken(secret, Date.now() - MIN_FILL_MS - 50) }),
        deps(),
      );
      expect(slow).toMatchObject({ status: 'accepted', spam: false, review: false });
      expect(await countInbox(t.database.db)).toEqual({ total: 2, needsReview: 1 });
    });

    it('a too-fast form with the honeypot filled is still spam', async () => {
      const r = await submitEnquiry(
        t.database.db,
        await input(),
        meta({ honeypot: 'x', formToken: issueFormToken(secret, Date.now() - 500) }),
        deps(),
      );
      expect(r).toMatchObject({ status: 'accepted', spam: true, review: false });
      expect(await countInbox(t.database.db)).toEqual({ total: 0, needsReview: 0 });
    });

    it('a genuine form token older than 24 hours stores nothing and asks the visitor to send again', async () => {
      const stale = issueFormToken(secret, Date.now() - FORM_TOKEN_MAX_AGE_MS - 60_000);
      const r = await submitEnquiry(t.database.db, await input(), meta({ formToken: stale }), deps());
      expect(r).toEqual({ status: 'expired' });
      expect(await counts()).toEqual({ enquiries: 0, attachments: 0, outbox: 0 });
      const fresh = issueFormToken(secret, Date.now() - FORM_TOKEN_MAX_AGE_MS + 60_000);
      expect(await submitEnquiry(t.database.db, await input(), meta({ formToken: fresh }), deps())).toMatchObject({
        status: 'accepted',
        spam: false,
      });
      expect(FORM_TOKEN_MAX_AGE_MS).toBe(24 * 60 * 60 * 1000);
    });

    it('a token from the future is spam', async () => {
      const r = await submitEnquiry(
        t.database.db,
        await input(),
        meta({ formToken: issueFormToken(secret, Date.now() + 60_000) }),
        deps(),
      );
      expect(r).toMatchObject({ status: 'accepted', spam: true });
    });

    it.each<[string, () => string | null]>([
      ['missing', () => null],
      ['empty', () => ''],
      ['garbage', () => 'not-a-token'],
      ['signed with another secret', () => issueFormToken('f'.repeat(64), Date.now() - 60_000)],
      [
        'with its timestamp changed',
        () => {
          const [, sig] = issueFormToken(secret, Date.now() - 5_000).split('.');
          return `${Date.now() - 60_000}.${sig}`;
        },
      ],
      ['with its signature cut short', () => issueFormToken(secret, Date.now() - 60_000).slice(0, -2)],
    ])('a %s form token is spam, with no e-mail', async (_label, token) => {
      const r = await submitEnquiry(t.database.db, await input(), meta({ formToken: token() }), deps());
      expect(r).toMatchObject({ status: 'accepted', spam: true });
      expect((await spamRow()).spam_reason).toBe('missing or invalid form token');
      expect(await counts()).toEqual({ enquiries: 1, attachments: 0, outbox: 0 });
    });

    it('formAgeMs measures from the signed time', () => {
      const now = Date.now();
      expect(formAgeMs(secret, issueFormToken(secret, now - 4321), now)).toBe(4321);
      expect(
        formAgeMs(
          secret,
          issueFormToken(secret, now - 4321).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
          now,
        ),
      ).toBeNull();
    });
  });

  describe('idempotency', () => {
    it('a resubmission with the same key returns the same id and stores one enquiry', async () => {
      const m = meta();
      const first = await submitEnquiry(
        t.database.db,
        await input({ attachment: new File([PDF_BYTES], 'brief.pdf') }),
        m,
        deps(),
      );
      const second = await submitEnquiry(
        t.database.db,
        await input({ attachment: new File([PDF_BYTES], 'brief.pdf') }),
        m,
        deps(),
      );
      const third = await submitEnquiry(t.database.db, await input({ name: 'Changed on the retry' }), m, deps());
      expect(first).toMatchObject({ status: 'accepted', duplicate: false });
      expect(second).toEqual({ status: 'accepted', id: (first as { id: string }).id, duplicate: true, spam: false });
      expect(third).toMatchObject({ status: 'accepted', id: (first as { id: string }).id, duplicate: true });
      expect(await counts()).toEqual({ enquiries: 1, attachments: 1, outbox: 2 });
      expect((await getEnquiry(t.database.db, (first as { id: string }).id))!.name).toBe('Ada Lovelace');
    });

    it('concurrent submissions with the same key store one enquiry and all get its id', async () => {
      const m = meta();
      const results = await Promise.all(
        Array.from({ length: 4 }, async () =>
          submitEnquiry(t.database.db, await input({ attachment: new File([PDF_BYTES], 'brief.pdf') }), m, deps()),
        ),
      );
      for (const r of results) expect(r.status).toBe('accepted');
      const ids = new Set(results.map((r) => (r as { id: string }).id));
      expect(ids.size).toBe(1);
      expect(results.filter((r) => r.status === 'accepted' && !r.duplicate)).toHaveLength(1);
      expect(await counts()).toEqual({ enquiries: 1, attachments: 1, outbox: 2 });
      const row = await t.database.db
        .selectFrom('contact_submissions')
        .select(['id', 'idempotency_key'])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ id: [...ids][0], idempotency_key: m.idempotencyKey });
    });

    it('different keys store different enquiries', async () => {
      const a = await submitEnquiry(t.database.db, await input(), meta(), deps());
      const b = await submitEnquiry(t.database.db, await input(), meta(), deps());
      expect((a as { id: string }).id).not.toBe((b as { id: string }).id);
      expect(await count('contact_submissions')).toBe(2);
    });

    it.each([
      ['no key', null],
      ['a key too short to trust', 'abc'],
      ['a key with odd characters', "'; drop table x; --------"],
    ])('%s is ignored: each submission is stored', async (_label, key) => {
      await submitEnquiry(t.database.db, await input(), meta({ idempotencyKey: key }), deps());
      await submitEnquiry(t.database.db, await input(), meta({ idempotencyKey: key }), deps());
      expect(await count('contact_submissions')).toBe(2);
      const keys = await t.database.db.selectFrom('contact_submissions').select('idempotency_key').execute();
      expect(keys.map((k) => k.idempotency_key)).toEqual([null, null]);
    });
  });

  describe('rate limit', () => {
    it(`allows ${ENQUIRY_RATE_LIMIT} enquiries per client in 10 minutes, then refuses with a retry time`, async () => {
      expect(ENQUIRY_RATE_LIMIT).toBe(5);
      expect(ENQUIRY_RATE_WINDOW_MS).toBe(10 * 60 * 1000);
      for (let i = 0; i < 5; i++) {
        const r = await submitEnquiry(
          t.database.db,
          await input(),
          meta({ clientKey: 'client-busy' }),
          deps({ rateLimits: true }),
        );
        expect(r.status).toBe('accepted');
      }
      const sixth = await submitEnquiry(
        t.database.db,
        await input(),
        meta({ clientKey: 'client-busy' }),
        deps({ rateLimits: true }),
      );
      expect(sixth.status).toBe('rate-limited');
      if (sixth.status !== 'rate-limited') return;
      expect(sixth.retryAfterSeconds).toBeGreaterThan(0);
      expect(sixth.retryAfterSeconds).toBeLessThanOrEqual(600);
      expect(sixth.retryAfterSeconds).toBeGreaterThan(500); // the first hit was moments ago
      expect(await counts()).toEqual({ enquiries: 5, attachments: 0, outbox: 10 });

      const other = await submitEnquiry(
        t.database.db,
        await input(),
        meta({ clientKey: 'client-other' }),
        deps({ rateLimits: true }),
      );
      expect(other).toMatchObject({ status: 'accepted', duplicate: false });
      expect(await count('contact_submissions')).toBe(6);
    });

    // Regression: the count and the insert used to be separate statements, so a burst all saw the
    // old count. consume() is now atomic (transaction; advisory lock on PostgreSQL).
    it('a concurrent burst from one client is limited too', async () => {
      const results = await Promise.all(
        Array.from({ length: 12 }, async () =>
          submitEnquiry(t.database.db, await input(), meta({ clientKey: 'client-burst' }), deps({ rateLimits: true })),
        ),
      );
      expect(results.filter((r) => r.status === 'accepted')).toHaveLength(ENQUIRY_RATE_LIMIT);
      expect(results.filter((r) => r.status === 'rate-limited')).toHaveLength(12 - ENQUIRY_RATE_LIMIT);
      expect(await count('contact_submissions')).toBe(ENQUIRY_RATE_LIMIT);
    });

    it('hits older than the window do not count', async () => {
      const old = new Date(Date.now() - ENQUIRY_RATE_WINDOW_MS - 60_000).toISOString();
      await t.database.db
        .insertInto('rate_limit_hits')
        .values(
          Array.from({ length: 5 }, (_, i) => ({
            id: `old-${kind}-${i}`,
            bucket: 'enquiry',
            key: 'client-old',
            created_at: old,
          })),
        )
        .execute();
      const r = await submitEnquiry(t.database.db, await input(), meta({ clientKey: 'client-old' }), deps({ rateLimits: true }));
      expect(r.status).toBe('accepted');
    });

    it('a limited client still gets the answer for an enquiry it already sent (idempotent retry)', async () => {
      const m = meta({ clientKey: 'client-retry' });
      const first = await submitEnquiry(t.database.db, await input(), m, deps({ rateLimits: true }));
      for (let i = 0; i < 4; i++)
        await submitEnquiry(t.database.db, await input(), meta({ clientKey: 'client-retry' }), deps({ rateLimits: true }));
      const retry = await submitEnquiry(t.database.db, await input(), m, deps({ rateLimits: true }));
      expect(retry).toMatchObject({ status: 'accepted', id: (first as { id: string }).id, duplicate: true });
    });

    it('with rate limits off, the sixth is accepted', async () => {
      for (let i = 0; i < 6; i++) {
        expect(
          (await submitEnquiry(t.database.db, await input(), meta({ clientKey: 'client-bench' }), deps({ rateLimits: false })))
            .status,
        ).toBe('accepted');
      }
      expect(await count('rate_limit_hits')).toBe(0);
    });
  });

  describe('a database failure mid-transaction leaves no partial rows', () => {
    it.each([
      ['the first e-mail insert throws', () => new FailingInsert('email_outbox', 1, 'throw')],
      ['the second e-mail insert throws', () => new FailingInsert('email_outbox', 2, 'throw')],
      ['the database refuses the first e-mail insert', () => new FailingInsert('email_outbox', 1, 'sql-error')],
      ['the database refuses the attachment insert', () => new FailingInsert('attachments', 1, 'sql-error')],
    ])('%s', async (_label, plugin) => {
      const p = plugin();
      const failing = t.database.db.withPlugin(p);
      const m = meta();
      const withFile = () => input({ attachment: new File([PDF_BYTES], 'brief.pdf') });
      await expect(submitEnquiry(failing, await withFile(), m, deps())).rejects.toThrow();
      expect(p.seen).toBeGreaterThan(0); // the failure really was injected
      expect(await counts()).toEqual(nothingStored);
      expect(await count('email_attempts')).toBe(0);

      // The database is still usable and the visitor's retry (same key) goes through.
      const retry = await submitEnquiry(t.database.db, await withFile(), m, deps());
      expect(retry).toMatchObject({ status: 'accepted', duplicate: false });
      expect(await counts()).toEqual({ enquiries: 1, attachments: 1, outbox: 2 });
    });
  });
});
