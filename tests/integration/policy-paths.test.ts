import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { signIn, type ActionGroup, type Person } from '../helpers/staff-sessions.ts';
import { allowedStates } from '../helpers/policy-expected.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { clearRuntime, defaultSettings, setRuntime } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { getIssue } from '../../src/lib/server/repositories/newsletter-issues.ts';
import { getPostById, insertPost } from '../../src/lib/server/repositories/blog-posts.ts';
import { postsByIds, setPostsBinned } from '../../src/lib/server/repositories/blog-admin.ts';
import { recordPostRevision } from '../../src/lib/server/blog/revisions.ts';
import { getContentPage } from '../../src/lib/server/repositories/content-pages.ts';
import { insertRevision, listRevisions } from '../../src/lib/server/repositories/content-revisions.ts';
import { getPageSchedule } from '../../src/lib/server/repositories/page-schedules.ts';
import { listActivePreviewLinks } from '../../src/lib/server/repositories/preview-links.ts';
import { getVersion } from '../../src/lib/server/repositories/record-versions.ts';
import { findStaffById } from '../../src/lib/server/repositories/staff.ts';
import { findOfferRefs } from '../../src/lib/page-content/offer-refs.ts';
import { ukInputValue } from '../../src/lib/uk-time.ts';
import type { PageDocument } from '../../src/lib/page-content/page-document.ts';

// Issue 37: every admin action whose rule depends on the record's state, called as the owner
// and as staff against a record in each state. Where the hand-written decisions
// (tests/helpers/policy-expected.ts) refuse, the action is refused and nothing changed; where
// they allow, it succeeds. staffAction fails any of these calls whose path reached the record
// without asking the policy, so a new path that skips the question fails here. Both databases.

vi.mock('astro:actions', () => import('../helpers/astro-actions-mock.ts'));
const a = {
  newsletter: (await import('../../src/actions/admin/newsletter.ts')) as unknown as ActionGroup,
  blog: (await import('../../src/actions/admin/blog.ts')) as unknown as ActionGroup,
  blogBulk: (await import('../../src/actions/admin/blog-bulk.ts')) as unknown as ActionGroup,
  previews: (await import('../../src/actions/admin/previews.ts')) as unknown as ActionGroup,
  content: (await import('../../src/actions/admin/content.ts')) as unknown as ActionGroup,
  pageSchedule: (await import('../../src/actions/admin/page-schedule.ts')) as unknown as ActionGroup,
  staff: (await import('../../src/actions/admin/staff.ts')) as unknown as ActionGroup,
};

const config = loadConfig({ LOG_LEVEL: 'silent' });
const later = () => ukInputValue(new Date(Date.now() + 3 * 60 * 60_000));

/** One case: a record made in `state`, the action's input for it, and what to compare before and after. */
interface Case {
  action: string;
  rule: string;
  states: string[];
  make(state: string, as: Person): Promise<{ input: unknown; snapshot(): Promise<unknown>; bulk?: boolean }>;
}

describe.each(testDatabases())('every state-dependent action against records in each state on %s', (kind) => {
  let t: TestDb;
  let people: Record<'owner' | 'staff', Person>;
  const db = () => t.database.db;
  let seeded: PageDocument;

  beforeAll(async () => {
    t = await openTestDb(kind);
    await seedDatabase(db(), defaultSettings(config));
    setRuntime({ config, database: t.database, logger: pino({ level: 'silent' }) });
    people = {
      owner: await signIn(db(), 'Olivia Owner', 'olivia@northmill.example', 'owner'),
      staff: await signIn(db(), 'Sam Patel', 'sam@northmill.example', 'staff'),
    };
    seeded = (await getContentPage(db(), 'home'))!.published;
  });
  afterAll(async () => {
    clearRuntime();
    await t.cleanup();
  });

  // Newsletter issues: draft, scheduled, sending, sent.
  async function issueIn(state: string) {
    const owner = people.owner;
    const { id } = (await owner.call(a.newsletter.create, {})) as { id: string };
    const fields = { id, subject: 'Notes', bodyHtml: '<p>Body</p>', linkUrl: '', coverMediaId: null };
    await owner.call(a.newsletter.save, { ...fields, updatedAt: (await getIssue(db(), id))!.updatedAt });
    const read = (await getIssue(db(), id))!.updatedAt;
    if (state !== 'draft') await owner.call(a.newsletter.schedule, { id, when: later(), updatedAt: read });
    const status = { sending: 'queuing', sent: 'queued' }[state];
    if (status) await db().updateTable('newsletter_issues').set({ status }).where('id', '=', id).execute();
    const issue = (await getIssue(db(), id))!;
    return { issue, fields, snapshot: () => getIssue(db(), id) };
  }
  const ISSUE_STATES = ['draft', 'scheduled', 'sending', 'sent'];
  const issueCase = (action: string, rule: string, input: (i: Awaited<ReturnType<typeof issueIn>>) => unknown): Case => ({
    action,
    rule,
    states: ISSUE_STATES,
    async make(state) {
      const made = await issueIn(state);
      return { input: input(made), snapshot: made.snapshot };
    },
  });

  // Blog posts: draft, scheduled, published, binned (each with a kept revision to restore).
  const postCount = async () => (await db().selectFrom('blog_posts').select('id').execute()).length;
  function postInput(state: string) {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    return {
      title: `A post (${state})`,
      slug: `a-post-${crypto.randomUUID().slice(0, 8)}`,
      excerpt: 'Summary.',
      content: '<p>Body</p>',
      author: 'Northmill',
      category: 'Technology',
      tags: [],
      featured: false,
      published: state !== 'draft' && state !== 'new',
      publishedAt: state === 'draft' || state === 'new' ? null : state === 'scheduled' ? future : new Date().toISOString(),
      metaTitle: '',
      metaDescription: '',
    };
  }
  async function postIn(state: string) {
    // 'new': nothing stored yet; the save creates it.
    if (state === 'new')
      return { id: undefined, fields: postInput(state), version: undefined, revisionId: '', snapshot: postCount };
    const id = await insertPost(db(), postInput(state));
    const post = (await getPostById(db(), id))!;
    const revision = await recordPostRevision(db(), { ...post, published: true }, null);
    if (state === 'binned') await setPostsBinned(db(), [id], true);
    const snapshot = async () => ({
      post: await getPostById(db(), id),
      state: await postsByIds(db(), [id]),
      links: (await listActivePreviewLinks(db(), 'post', id)).length,
    });
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = post;
    const version = (await getVersion(db(), 'post', id))?.version ?? 0;
    return { id, fields, version, revisionId: revision!.id, snapshot };
  }
  const POST_STATES = ['draft', 'scheduled', 'published', 'binned'];
  const postCase = (
    action: string,
    rule: string,
    input: (p: Awaited<ReturnType<typeof postIn>>) => unknown,
    bulk = false,
  ): Case => ({
    action,
    rule,
    states: POST_STATES,
    async make(state) {
      const made = await postIn(state);
      return { input: input(made), snapshot: made.snapshot, bulk };
    },
  });
  const bulk = (op: string) => postCase('admin.blogBulk.apply', `post.${op}`, (p) => ({ ids: [p.id], op }), true);

  // Pages: the change touches ordinary words, an owner price or a booking/off-site button.
  function changed(doc: PageDocument, state: string): PageDocument {
    const next = structuredClone(doc);
    if (state === 'ordinary') (next.sections[0]!.data as Record<string, unknown>).eyebrow = 'Built in Rochdale';
    if (state === 'offerFigures') {
      const i = next.sections.findIndex((s) => findOfferRefs(s.data).length > 0);
      findOfferRefs(next.sections[i]!.data)[0]!.ref.priceOverride = '£1';
    }
    if (state === 'bookingLinks') {
      const walk = (v: unknown): boolean => {
        if (typeof v !== 'object' || v === null) return false;
        const button = v as { booking?: unknown; href?: string };
        if (typeof button.booking === 'boolean')
          return Object.assign(button, { booking: false, href: 'https://evil.example' }) && true;
        return Object.values(v).some(walk);
      };
      walk(next.sections);
    }
    return next;
  }
  async function pageIn(state: string, verb: string, scheduled = verb === 'unschedule') {
    // The home page as seeded, with no draft or schedule, before each case.
    await db()
      .updateTable('content_pages')
      .set({ published_doc: JSON.stringify(seeded), draft_doc: null })
      .where('slug', '=', 'home')
      .execute();
    await db().deleteFrom('page_schedules').where('slug', '=', 'home').execute();
    const doc = changed(seeded, state);
    const version = async () => (await getVersion(db(), 'page', 'home'))?.version ?? 0;
    const owner = people.owner;
    if (verb !== 'saveDraft' && verb !== 'restore')
      await owner.call(a.content.saveDraft, { slug: 'home', doc, version: await version() });
    // The owner's change scheduled (moved out of the draft): what reschedule, cancel and move-to-draft act on.
    if (scheduled) await owner.call(a.pageSchedule.set, { slug: 'home', publishAt: later() });
    const revision =
      verb === 'restore'
        ? await insertRevision(db(), { entityType: 'page', entityKey: 'home', title: 'Home', data: doc, createdBy: null })
        : undefined;
    const snapshot = async () => ({
      page: await getContentPage(db(), 'home'),
      schedule: await getPageSchedule(db(), 'home'),
      revisions: (await listRevisions(db(), 'page', 'home')).length,
    });
    return { doc, version: await version(), revisionId: revision?.id, snapshot };
  }
  const pageCase = (
    action: string,
    verb: string,
    input: (p: Awaited<ReturnType<typeof pageIn>>) => unknown,
    scheduled?: boolean,
  ): Case => ({
    action,
    rule: `page.${verb}`,
    states: ['ordinary', 'offerFigures', 'bookingLinks'],
    async make(state) {
      const made = await pageIn(state, verb, scheduled);
      return { input: input(made), snapshot: made.snapshot };
    },
  });

  // Staff accounts: someone else's, or one's own.
  const accountCase = (action: string, rule: string): Case => ({
    action,
    rule,
    states: ['other', 'self'],
    async make(state, as) {
      const other =
        state === 'other' ? await signIn(db(), 'Jo Reid', `jo-${crypto.randomUUID()}@northmill.example`, 'staff') : as;
      const snapshot = async () => {
        const row = await findStaffById(db(), other.id);
        return { disabled: row?.disabled, hash: row?.password_hash };
      };
      return { input: action.endsWith('setDisabled') ? { id: other.id, disabled: true } : { id: other.id }, snapshot };
    },
  });

  const CASES: Case[] = [
    issueCase('admin.newsletter.save', 'newsletterIssue.save', ({ issue, fields }) => ({
      ...fields,
      subject: 'Rewritten',
      linkUrl: 'https://evil.example',
      updatedAt: issue.updatedAt,
    })),
    issueCase('admin.newsletter.remove', 'newsletterIssue.remove', ({ issue }) => ({ id: issue.id })),
    issueCase('admin.newsletter.schedule', 'newsletterIssue.schedule', ({ issue }) => ({
      id: issue.id,
      when: later(),
      updatedAt: issue.updatedAt,
    })),
    issueCase('admin.newsletter.schedule', 'newsletterIssue.unschedule', ({ issue }) => ({ id: issue.id, when: null })),
    {
      ...postCase('admin.blog.save', 'post.save', ({ id, fields, version }) => ({
        ...fields,
        id,
        version,
        title: 'Changed title',
      })),
      states: ['new', ...POST_STATES],
    },
    {
      action: 'admin.blog.addExisting',
      rule: 'post.save',
      states: ['new'],
      async make() {
        return { input: { publish: 'no' }, snapshot: postCount };
      },
    },
    postCase('admin.blog.remove', 'post.bin', ({ id }) => ({ id })),
    postCase('admin.blog.restoreRevision', 'post.restoreRevision', ({ revisionId }) => ({ id: revisionId })),
    postCase('admin.previews.sharePost', 'post.share', ({ id }) => ({ key: id })),
    bulk('publish'),
    bulk('unpublish'),
    bulk('bin'),
    bulk('restore'),
    pageCase('admin.content.saveDraft', 'saveDraft', ({ doc, version }) => ({ slug: 'home', doc, version })),
    pageCase('admin.content.publish', 'publish', ({ version }) => ({ slug: 'home', version })),
    pageCase('admin.content.discardDraft', 'discard', () => ({ slug: 'home' })),
    pageCase('admin.content.restoreRevision', 'restore', ({ revisionId }) => ({ id: revisionId })),
    pageCase('admin.pageSchedule.set', 'schedule', () => ({ slug: 'home', publishAt: later() })),
    pageCase('admin.pageSchedule.cancel', 'unschedule', () => ({ slug: 'home' })),
    pageCase('admin.pageSchedule.reschedule', 'schedule', () => ({ slug: 'home', publishAt: later() }), true),
    pageCase('admin.pageSchedule.toDraft', 'unschedule', () => ({ slug: 'home' })),
    accountCase('admin.staff.setDisabled', 'staffAccount.setDisabled'),
    accountCase('admin.staff.resetTwoFactor', 'staffAccount.resetTwoFactor'),
  ];

  it('covers every state-dependent rule any action names', async () => {
    const { ADMIN_ACTIONS } = await import('../../src/lib/permissions.ts');
    const { dependsOnState } = await import('../../src/lib/policy/decide.ts');
    const named = Object.entries(ADMIN_ACTIONS).flatMap(([action, rules]) =>
      (rules as readonly string[]).filter(dependsOnState).map((rule) => `${action} ${rule}`),
    );
    expect(CASES.map((c) => `${c.action} ${c.rule}`).sort()).toEqual(named.sort());
  });

  for (const c of CASES) {
    it(`${c.action} (${c.rule}): refused and unchanged, or done, as the policy table says`, async () => {
      const group = c.action.split('.')[1] as keyof typeof a;
      const action = a[group][c.action.split('.')[2]!];
      for (const role of ['staff', 'owner'] as const) {
        const allowed = allowedStates(c.action, c.rule, role);
        for (const state of c.states) {
          const as = people[role];
          const { input, snapshot, bulk: isBulk } = await c.make(state, as);
          const before = await snapshot();
          const outcome = await as.attempt(action, input);
          if (allowed.has(state)) {
            expect([role, state, outcome]).toEqual([role, state, 'OK']);
          } else {
            // A bulk change skips a post its state rules out; a single change is refused.
            expect([role, state, outcome]).toEqual([
              role,
              state,
              isBulk ? 'OK' : expect.stringMatching(/^(FORBIDDEN|CONFLICT)$/),
            ]);
            expect([role, state, await snapshot()]).toEqual([role, state, before]);
          }
        }
      }
    });
  }
});
