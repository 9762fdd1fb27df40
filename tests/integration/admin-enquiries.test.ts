import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import type { APIContext } from 'astro';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { clearRuntime, defaultSettings, setRuntime } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import {
  deleteEnquiriesOlderThan,
  deleteEnquiry,
  exportEnquiries,
  getEnquiry,
  insertEnquiry,
  searchEnquiries,
  updateEnquiry,
  type NewEnquiry,
} from '../../src/lib/server/repositories/enquiries.ts';
import { enqueueEmail } from '../../src/lib/server/repositories/outbox.ts';
import { createStaff } from '../../src/lib/server/repositories/staff.ts';
import { createSession } from '../../src/lib/server/auth/sessions.ts';
import { subscribeToNewsletter } from '../../src/lib/server/newsletter/subscribe.ts';

// The admin action module imports Astro's virtual 'astro:actions'; outside
// Astro a stand-in is enough to reach its zod filter schema.
vi.mock('astro:actions', () => import('../helpers/astro-actions-mock.ts'));

const { GET: getAttachmentRoute } = await import('../../src/pages/admin/attachments/[id].ts');
const { GET: getEnquiriesCsv } = await import('../../src/pages/admin/enquiries.csv.ts');
const { GET: getNewsletterCsv } = await import('../../src/pages/admin/newsletter.csv.ts');
const { loadEnquiriesTab, parseEnquiryFilters } = await import('../../src/lib/server/loaders/enquiries-tab.ts');

const config = loadConfig({ LOG_LEVEL: 'silent' });
const DAY = 24 * 60 * 60 * 1000;
const BASE = Date.parse('2025-01-01T12:00:00Z');

const enquiry = (over: Partial<NewEnquiry> = {}): NewEnquiry => ({
  createdAt: new Date(BASE).toISOString(),
  name: 'Someone',
  email: 'someone@example.co.uk',
  company: 'Somewhere Ltd',
  phone: '',
  projectType: 'website',
  project: 'A website.',
  saasToReplace: [],
  customSaas: '',
  monthlySaasCosts: [],
  budget: 'under-5k',
  timeline: 'asap',
  consent: true,
  isSpam: false,
  spamReason: null,
  idempotencyKey: null,
  ...over,
});

/** A fake endpoint context: route params, the session cookie and what the middleware set. */
function ctx(opts: { token?: string; staff?: boolean; id?: string; search?: string }): APIContext {
  return {
    params: { id: opts.id },
    url: new URL(`http://localhost:4321/admin/x${opts.search ?? ''}`),
    locals: { requestId: 'test', ...(opts.staff ? { staff: { sessionId: 'x', user: {} } } : {}) },
    cookies: { get: (name: string) => (name === 'nm_session' && opts.token ? { value: opts.token } : undefined) },
  } as unknown as APIContext;
}

describe.each(testDatabases())('admin enquiries on %s', (kind) => {
  let t: TestDb;
  const ids: Record<string, string> = {};
  let token = '';

  beforeAll(async () => {
    t = await openTestDb(kind);
    const db = t.database.db;
    await seedDatabase(db, defaultSettings(config));
    setRuntime({ config, database: t.database, logger: pino({ level: 'silent' }) });
    ids.ada = await insertEnquiry(
      db,
      enquiry({
        createdAt: new Date(BASE + 3 * DAY).toISOString(),
        name: 'Ada Lovelace',
        email: 'ada@engines.example',
        company: 'Analytical Engines',
        projectType: 'internal-tool',
        budget: '15k-50k',
        project: 'Replace our CRM.\nAnd 100% of the spreadsheets.',
        saasToReplace: ['hubspot', 'slack'],
        monthlySaasCosts: [
          { tool: 'HubSpot', cost: 300 },
          { tool: 'Slack', cost: 45.5 },
        ],
      }),
    );
    ids.grace = await insertEnquiry(
      db,
      enquiry({
        createdAt: new Date(BASE + 2 * DAY).toISOString(),
        name: 'Grace Hopper',
        email: 'grace@cobol.example',
        company: 'Compilers plc',
        projectType: 'app',
        budget: '5k-15k',
        project: 'A mobile app for field engineers.',
      }),
    );
    ids.spam = await insertEnquiry(
      db,
      enquiry({
        createdAt: new Date(BASE + 1 * DAY).toISOString(),
        name: '=HYPERLINK("http://evil.example")',
        email: 'bot@spam.example',
        company: 'Spam Inc',
        isSpam: true,
        spamReason: 'honeypot field filled',
        project: 'Cheap pills',
      }),
    );
    ids.old = await insertEnquiry(
      db,
      enquiry({ createdAt: new Date(BASE - 800 * DAY).toISOString(), name: 'Old Timer', company: 'Archive Ltd' }),
    );
    const userId = await createStaff(db, {
      email: 'owner@northmill.example',
      displayName: 'Owner',
      passwordHash: 'x',
      role: 'owner',
    });
    token = (await createSession(db, userId)).token;
  });
  afterAll(async () => {
    clearRuntime();
    await t.cleanup();
  });

  /** Audit entries of one action, oldest first. */
  const audited = async (action: string) =>
    (
      await t.database.db
        .selectFrom('audit_log')
        .select(['actor_email', 'detail'])
        .where('action', '=', action)
        .orderBy('created_at')
        .execute()
    ).map((r) => ({
      actor_email: r.actor_email,
      detail: typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail,
    }));

  const search = (f: Parameters<typeof searchEnquiries>[1], page = 1, per = 25) => searchEnquiries(t.database.db, f, page, per);
  const names = async (f: Parameters<typeof searchEnquiries>[1]) => (await search(f)).enquiries.map((e) => e.name);

  it('lists newest first and hides spam by default', async () => {
    expect(await names({})).toEqual(['Ada Lovelace', 'Grace Hopper', 'Old Timer']);
    expect(await names({ spam: 'only' })).toEqual(['=HYPERLINK("http://evil.example")']);
    expect(await names({ spam: 'include' })).toHaveLength(4);
  });

  it('searches name, e-mail, company and description, case-insensitively', async () => {
    expect(await names({ q: 'lovelace' })).toEqual(['Ada Lovelace']);
    expect(await names({ q: 'COBOL.example' })).toEqual(['Grace Hopper']);
    expect(await names({ q: 'compilers' })).toEqual(['Grace Hopper']);
    expect(await names({ q: 'field engineers' })).toEqual(['Grace Hopper']);
    expect(await names({ q: 'spreadsheets' })).toEqual(['Ada Lovelace']);
    expect(await names({ q: 'nobody at all' })).toEqual([]);
  });

  it('treats LIKE wildcards in the search text literally', async () => {
    expect(await names({ q: '100%' })).toEqual(['Ada Lovelace']);
    expect(await names({ q: '%' })).toEqual(['Ada Lovelace']);
    expect(await names({ q: '_' })).toEqual([]);
  });

  it('filters by project type, budget and status, combined with AND', async () => {
    expect(await names({ projectType: 'app' })).toEqual(['Grace Hopper']);
    expect(await names({ budget: '15k-50k' })).toEqual(['Ada Lovelace']);
    expect(await names({ projectType: 'app', budget: '15k-50k' })).toEqual([]);
    await updateEnquiry(t.database.db, ids.grace!, { status: 'contacted', notes: 'Called on Monday' });
    expect(await names({ status: 'contacted' })).toEqual(['Grace Hopper']);
    expect(await names({ status: 'new' })).toEqual(['Ada Lovelace', 'Old Timer']);
    const grace = await getEnquiry(t.database.db, ids.grace!);
    expect([grace?.status, grace?.notes]).toEqual(['contacted', 'Called on Monday']);
  });

  it('marks spam and not spam', async () => {
    await updateEnquiry(t.database.db, ids.spam!, { isSpam: false });
    expect(await names({})).toContain('=HYPERLINK("http://evil.example")');
    await updateEnquiry(t.database.db, ids.spam!, { isSpam: true });
    expect(await names({})).not.toContain('=HYPERLINK("http://evil.example")');
    expect((await getEnquiry(t.database.db, ids.spam!))?.spamReason).toBe('marked by staff');
  });

  it('paginates with counts', async () => {
    const db = t.database.db;
    const bulk: string[] = [];
    for (let i = 0; i < 70; i++) {
      bulk.push(
        await insertEnquiry(
          db,
          enquiry({ createdAt: new Date(BASE - (i + 1) * 60_000).toISOString(), name: `Bulk ${i}`, company: 'Bulk Co' }),
        ),
      );
    }
    const p1 = await search({ q: 'bulk co' }, 1);
    const p2 = await search({ q: 'bulk co' }, 2);
    const p3 = await search({ q: 'bulk co' }, 3);
    expect([p1.total, p1.pageCount, p1.enquiries.length, p2.enquiries.length, p3.enquiries.length]).toEqual([70, 3, 25, 25, 20]);
    expect(p2.page).toBe(2);
    expect(p2.enquiries[0]!.name).toBe('Bulk 25');
    const seen = new Set([...p1.enquiries, ...p2.enquiries, ...p3.enquiries].map((e) => e.id));
    expect(seen.size).toBe(70);
    expect((await search({ q: 'nobody' })).pageCount).toBe(1);
    for (const id of bulk) await deleteEnquiry(db, id);
  });

  it('exports the filtered list', async () => {
    expect((await exportEnquiries(t.database.db, { q: 'grace' })).map((e) => e.name)).toEqual(['Grace Hopper']);
    expect(await exportEnquiries(t.database.db, {})).toHaveLength(3);
  });

  it('loads the tab props from the URL, falling back on bad values', async () => {
    expect(parseEnquiryFilters(new URLSearchParams('status=bogus&spam=&page=x&q=%20ada%20'))).toEqual({
      q: 'ada',
      projectType: '',
      budget: '',
      status: '',
      spam: 'hide',
      page: 1,
    });
    const tab = await loadEnquiriesTab(new URLSearchParams(`q=ada&view=${ids.ada}&page=9`));
    expect(tab.loadError).toBe(false);
    expect(tab.viewId).toBe(ids.ada);
    expect(tab.initial.enquiries.map((e) => e.name)).toEqual(['Ada Lovelace']);
    expect(tab.initial.page).toBe(1);
    expect(tab.options.projectTypes.find((o) => o.value === 'app')?.name).toBe('Mobile or web app');
    expect(tab.options.budgets).toHaveLength(5);
    // The Prices page's enquiry build cost, so the dialog's savings match the form's.
    expect(tab.buildCost).toBe(8000);
    expect(JSON.parse(JSON.stringify(tab))).toEqual(tab);
    expect((await loadEnquiriesTab(new URLSearchParams('view=<script>'))).viewId).toBeNull();
  });

  it('serves the enquiries CSV only to a valid session, filtered, with formulas neutralised', async () => {
    expect((await getEnquiriesCsv(ctx({}))).status).toBe(401);
    expect((await getEnquiriesCsv(ctx({ staff: true, token: 'forged' }))).status).toBe(401);
    const res = await getEnquiriesCsv(ctx({ staff: true, token, search: '?spam=include' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Received,Status,Spam,Name,Email,Company,Phone,Project type,Budget,Timeline,SaaS to replace,Other tools,Monthly costs,Total monthly (£),Notes,Project',
    );
    expect(lines[1]).toBe(
      '04/01/2025 12:00,new,No,Ada Lovelace,ada@engines.example,Analytical Engines,,Internal tool,"£15,000 – £50,000",As soon as possible,HubSpot; Slack,,HubSpot £300/month; Slack £45.50/month,345.5,,"Replace our CRM.\nAnd 100% of the spreadsheets."',
    );
    expect(text).toContain(`,Yes,"'=HYPERLINK(""http://evil.example"")",`);
    const filtered = await (await getEnquiriesCsv(ctx({ staff: true, token, search: '?q=grace' }))).text();
    expect(filtered.trim().split('\r\n')).toHaveLength(2);
    expect(filtered).toContain('Called on Monday');
    const exports = await audited('enquiry.export');
    expect(exports).toHaveLength(2);
    expect(exports[1]).toMatchObject({ actor_email: 'owner@northmill.example', detail: { rows: 1, filters: { q: 'grace' } } });
  });

  it('serves the newsletter CSV only to a valid session, with confirmed addresses only', async () => {
    await subscribeToNewsletter(t.database.db, 'Reader@Example.co.uk', { source: 'blog', now: '2025-02-01T10:00:00.000Z' });
    await subscribeToNewsletter(t.database.db, 'unconfirmed@example.co.uk', { source: 'blog' });
    await t.database.db
      .updateTable('newsletter_subscribers')
      .set({ confirmed_at: '2025-02-01T10:30:00.000Z' })
      .where('email', '=', 'reader@example.co.uk')
      .execute();
    expect((await getNewsletterCsv(ctx({ token }))).status).toBe(401);
    const res = await getNewsletterCsv(ctx({ staff: true, token }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = (await res.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe('Email,Consent text,Source,Subscribed at,Confirmed at');
    expect(text).toContain('reader@example.co.uk,');
    expect(text).toContain(',blog,01/02/2025 10:00,01/02/2025 10:30\r\n');
    expect(text).not.toContain('unconfirmed@example.co.uk');
    expect(await audited('newsletter.export')).toEqual([{ actor_email: 'owner@northmill.example', detail: { rows: 1 } }]);
  });

  it('serves an attachment only to a valid session, as a sandboxed download', async () => {
    const db = t.database.db;
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x0a, 0x00, 0xff, 0x80]);
    await db
      .insertInto('attachments')
      .values({
        id: 'att-1',
        submission_id: ids.ada!,
        filename: 'Brief "final";\r\nx.pdf',
        content_type: 'application/pdf',
        size: bytes.byteLength,
        data: bytes,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await getAttachmentRoute(ctx({ id: 'att-1' }))).status).toBe(401);
    expect((await getAttachmentRoute(ctx({ id: 'att-1', staff: true }))).status).toBe(401);
    expect((await getAttachmentRoute(ctx({ id: 'nope', staff: true, token }))).status).toBe(404);
    expect((await getAttachmentRoute(ctx({ id: '../etc', staff: true, token }))).status).toBe(404);
    const res = await getAttachmentRoute(ctx({ id: 'att-1', staff: true, token }));
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[^"\r\n\\;]+"; filename\*=UTF-8''[\w.%-]+$/);
    expect(disposition).not.toMatch(/[\r\n]/);
    expect(await audited('attachment.download')).toEqual([
      { actor_email: 'owner@northmill.example', detail: { filename: 'Brief "final";\r\nx.pdf', bytes: 10 } },
    ]);
  });

  it('deletes an enquiry with its attachment and e-mails (cascade)', async () => {
    const db = t.database.db;
    const outboxId = await enqueueEmail(db, {
      kind: 'enquiry-notification',
      submissionId: ids.ada!,
      to: 'hello@northmill.example',
      replyTo: null,
      subject: 'New enquiry',
      text: 'x',
      html: null,
      attachmentId: 'att-1',
    });
    await db
      .insertInto('email_attempts')
      .values({ id: 'try-1', outbox_id: outboxId, created_at: new Date().toISOString(), ok: false, detail: 'refused' })
      .execute();
    expect(await deleteEnquiry(db, ids.ada!)).toBe(true);
    expect(await getEnquiry(db, ids.ada!)).toBeUndefined();
    expect(await db.selectFrom('attachments').select('id').where('submission_id', '=', ids.ada!).execute()).toEqual([]);
    expect(await db.selectFrom('email_outbox').select('id').where('id', '=', outboxId).execute()).toEqual([]);
    expect(await db.selectFrom('email_attempts').select('id').where('outbox_id', '=', outboxId).execute()).toEqual([]);
    expect(await deleteEnquiry(db, ids.ada!)).toBe(false);
  });

  it('retention deletes only enquiries older than the cut-off', async () => {
    const cutoff = new Date(BASE - 730 * DAY).toISOString();
    expect(await deleteEnquiriesOlderThan(t.database.db, cutoff)).toBe(1);
    expect(await getEnquiry(t.database.db, ids.old!)).toBeUndefined();
    expect(await getEnquiry(t.database.db, ids.grace!)).toBeDefined();
    expect(await deleteEnquiriesOlderThan(t.database.db, cutoff)).toBe(0);
  });
});
