import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { clearRuntime, defaultSettings, setRuntime } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { getEnquiry, insertEnquiry, type NewEnquiry } from '../../src/lib/server/repositories/enquiries.ts';
import { getPostById, insertPost, listAllPublished, getPublishedBySlug } from '../../src/lib/server/repositories/blog-posts.ts';
import { listPostsForAdmin } from '../../src/lib/server/repositories/blog-admin.ts';
import { listOptions } from '../../src/lib/server/repositories/calculator-options.ts';
import { listAudit } from '../../src/lib/server/repositories/audit.ts';
import { createStaff } from '../../src/lib/server/repositories/staff.ts';
import { createSession } from '../../src/lib/server/auth/sessions.ts';
import { publicChangeCount } from '../../src/lib/server/route-cache/registry.ts';
import { runMaintenance } from '../../src/lib/server/process/maintenance.ts';
import { loadToolSuggestions } from '../../src/lib/server/loaders/site-context.ts';
import { auditSentence } from '../../src/lib/audit-sentence.ts';
import { EMPTY_POST_FILTER } from '../../src/lib/admin/post-list.ts';

// Outside Astro the action modules need a stand-in for 'astro:actions':
// defineAction hands back its definition, so the handler can be called.
vi.mock('astro:actions', () => import('../helpers/astro-actions-mock.ts'));
type Handler = { handler: (input: unknown, ctx: unknown) => Promise<unknown> };
const enquiries = (await import('../../src/actions/admin/enquiries.ts')) as unknown as Record<string, Handler>;
const blogBulk = (await import('../../src/actions/admin/blog-bulk.ts')) as unknown as Record<string, Handler>;
const blog = (await import('../../src/actions/admin/blog.ts')) as unknown as Record<string, Handler>;
const calculator = (await import('../../src/actions/admin/calculator.ts')) as unknown as Record<string, Handler>;

const config = loadConfig({ LOG_LEVEL: 'silent' });
const DAY = 24 * 60 * 60 * 1000;

const enquiry = (name: string): NewEnquiry => ({
  createdAt: new Date().toISOString(),
  name,
  email: `${name.toLowerCase()}@example.co.uk`,
  company: '',
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
});

const post = (slug: string, published = true) => ({
  title: `Post ${slug}`,
  slug,
  excerpt: `About ${slug}.`,
  content: '<p>Body.</p>',
  author: 'Northmill',
  category: slug.startsWith('cost') ? 'Costs' : 'Guides',
  tags: [],
  featured: false,
  published,
  publishedAt: published ? new Date(Date.now() - DAY).toISOString() : null,
  metaTitle: '',
  metaDescription: '',
});

describe.each(testDatabases())('bulk admin work on %s', (kind) => {
  let t: TestDb;
  let token = '';
  const call = (action: Handler, input: unknown) =>
    action.handler(input, {
      cookies: { get: (n: string) => (n === 'nm_session' ? { value: token } : undefined) },
      locals: { requestId: 'test' },
    });
  const lastAudit = async () => auditSentence((await listAudit(t.database.db, 1))[0]!);

  beforeAll(async () => {
    t = await openTestDb(kind);
    await seedDatabase(t.database.db, defaultSettings(config));
    setRuntime({ config, database: t.database, logger: pino({ level: 'silent' }) });
    const id = await createStaff(t.database.db, {
      email: 'sam@northmill.example',
      displayName: 'Sam Patel',
      passwordHash: 'x',
      role: 'staff',
    });
    token = (await createSession(t.database.db, id)).token;
  });
  afterAll(async () => {
    clearRuntime();
    await t.cleanup();
  });

  it('changes the status of many enquiries in one call, skipping ids that are gone', async () => {
    const db = t.database.db;
    const ids = [
      await insertEnquiry(db, enquiry('Ada')),
      await insertEnquiry(db, enquiry('Grace')),
      await insertEnquiry(db, enquiry('Alan')),
    ];
    const r = await call(enquiries.bulkUpdate!, {
      ids: [...ids.slice(0, 2), 'no-such-id'],
      change: { kind: 'status', status: 'contacted' },
    });
    expect(r).toEqual({ count: 2 });
    expect((await getEnquiry(db, ids[0]!))!.status).toBe('contacted');
    expect((await getEnquiry(db, ids[1]!))!.status).toBe('contacted');
    expect((await getEnquiry(db, ids[2]!))!.status).toBe('new');
    expect(await lastAudit()).toBe('Sam Patel moved 2 enquiries to Contacted');

    await call(enquiries.bulkUpdate!, { ids, change: { kind: 'spam', isSpam: true } });
    expect((await getEnquiry(db, ids[2]!))!.isSpam).toBe(true);
    await call(enquiries.bulkUpdate!, { ids, change: { kind: 'read', read: true } });
    expect((await getEnquiry(db, ids[1]!))!.readAt).not.toBeNull();
    expect(await lastAudit()).toBe('Sam Patel marked 3 enquiries as read');
  });

  it('deletes many enquiries and records how many', async () => {
    const db = t.database.db;
    const ids = [await insertEnquiry(db, enquiry('Del1')), await insertEnquiry(db, enquiry('Del2'))];
    expect(await call(enquiries.bulkDelete!, { ids })).toEqual({ count: 2 });
    expect(await getEnquiry(db, ids[0]!)).toBeUndefined();
    expect(await lastAudit()).toBe('Sam Patel deleted 2 enquiries');
  });

  it('refuses more than 200 ids before touching anything', async () => {
    const ids = Array.from({ length: 201 }, (_, i) => `id-${i}`);
    const { enquiryBulkDeleteSchema } = await import('../../src/lib/admin/bulk.ts');
    expect(enquiryBulkDeleteSchema.safeParse({ ids }).success).toBe(false);
  });

  it('bins a post: it leaves public pages at once, can be restored, and is purged after 30 days', async () => {
    const db = t.database.db;
    const a = await insertPost(db, post('cost-of-saas'));
    const b = await insertPost(db, post('guide-one'));
    const before = publicChangeCount();
    await call(blog.remove!, { id: a });
    expect(publicChangeCount()).toBeGreaterThan(before);
    expect(await getPublishedBySlug(db, 'cost-of-saas')).toBeUndefined();
    expect((await listAllPublished(db)).map((p) => p.slug)).not.toContain('cost-of-saas');
    expect(await lastAudit()).toBe('Sam Patel moved the post ‘Post cost-of-saas’ to the bin');
    const bin = await listPostsForAdmin(db, { ...EMPTY_POST_FILTER, view: 'bin' });
    expect(bin.map((p) => p.id)).toEqual([a]);

    await call(blogBulk.apply!, { ids: [a], op: 'restore' });
    expect((await getPublishedBySlug(db, 'cost-of-saas'))?.id).toBe(a);
    expect(await lastAudit()).toBe('Sam Patel restored the post ‘Post cost-of-saas’ from the bin');

    expect(await call(blogBulk.apply!, { ids: [a, b], op: 'bin' })).toEqual({ count: 2 });
    expect(await lastAudit()).toBe('Sam Patel moved 2 posts to the bin');
    // b was binned 31 days ago, a just now: the clean-up takes only b.
    await db
      .updateTable('blog_posts')
      .set({ deleted_at: new Date(Date.now() - 31 * DAY).toISOString() })
      .where('id', '=', b)
      .execute();
    await runMaintenance(db, config, pino({ level: 'silent' }));
    expect(await getPostById(db, b)).toBeUndefined();
    expect(await getPostById(db, a)).toBeDefined();
    expect(await lastAudit()).toBe('The daily clean-up permanently deleted 1 post that had been in the bin for 30 days');
  });

  it('publishes and unpublishes many posts, and finds posts by text, status and category', async () => {
    const db = t.database.db;
    const d1 = await insertPost(db, post('cost-draft-one', false));
    const d2 = await insertPost(db, post('guide-draft-two', false));
    await call(blogBulk.apply!, { ids: [d1, d2], op: 'publish' });
    expect((await getPublishedBySlug(db, 'guide-draft-two'))?.id).toBe(d2);
    expect(await lastAudit()).toBe('Sam Patel published 2 posts');
    await call(blogBulk.apply!, { ids: [d2], op: 'unpublish' });
    expect(await getPublishedBySlug(db, 'guide-draft-two')).toBeUndefined();

    const find = async (f: Partial<typeof EMPTY_POST_FILTER>) =>
      (await listPostsForAdmin(db, { ...EMPTY_POST_FILTER, ...f })).map((p) => p.slug).filter((s) => s.includes('draft'));
    expect(await find({ status: 'draft' })).toEqual(['guide-draft-two']);
    expect(await find({ status: 'published' })).toEqual(['cost-draft-one']);
    expect(await find({ category: 'Costs' })).toEqual(['cost-draft-one']);
    expect(await find({ q: 'ABOUT GUIDE-DRAFT' })).toEqual(['guide-draft-two']);
  });

  it('edits, reorders and deactivates calculator options; inactive ones leave the public list but are kept', async () => {
    const db = t.database.db;
    const budgets = (await listOptions(db)).filter((o) => o.category === 'budgets' && o.active);
    const reversed = budgets.map((o) => o.id).reverse();
    await call(calculator.reorder!, { category: 'budgets', ids: reversed });
    const after = (await listOptions(db)).filter((o) => o.category === 'budgets');
    expect(after.map((o) => o.id)).toEqual(reversed);
    expect(await lastAudit()).toBe('Sam Patel reordered the budgets options');

    const tool = (await listOptions(db)).find((o) => o.category === 'saas_tools' && o.name === 'Xero')!;
    // Each change names the version it was based on (issue 23): 0, then what the last save returned.
    await call(calculator.update!, { id: tool.id, category: 'saas_tools', name: 'Xero (UK)', value: '', version: 0 });
    expect(await lastAudit()).toBe(
      'Sam Patel changed the name from ‘Xero’ to ‘Xero (UK)’ and the stored value from ‘Xero’ to ‘Xero (UK)’ of the calculator option ‘Xero (UK)’',
    );
    await call(calculator.setActive!, { id: tool.id, active: false, version: 1 });
    expect(await loadToolSuggestions()).not.toContain('Xero (UK)');
    expect((await listOptions(db)).find((o) => o.id === tool.id)?.active).toBe(false);
    expect(await lastAudit()).toBe('Sam Patel stopped offering the calculator option ‘Xero (UK)’');
    await call(calculator.setActive!, { id: tool.id, active: true, version: 2 });
    expect(await loadToolSuggestions()).toContain('Xero (UK)');
  });
});
