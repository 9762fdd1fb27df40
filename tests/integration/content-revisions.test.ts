import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { getPostById, insertPost, updatePost, type BlogPostInput } from '../../src/lib/server/repositories/blog-posts.ts';
import { insertRevision, listRevisions } from '../../src/lib/server/repositories/content-revisions.ts';
import {
  getContentPage,
  insertContentPageIfAbsent,
  publishPage,
  restorePageRevision,
  saveDraft,
} from '../../src/lib/server/repositories/content-pages.ts';
import { recordPostRevision, restorePostRevision } from '../../src/lib/server/blog/revisions.ts';
import { compareEntries, pageEntries, postEntries } from '../../src/lib/revisions/revision-diff.ts';
import type { PageDocument } from '../../src/lib/page-content/page-document.ts';

// Revisions of posts and pages (issue 13): what the blog save action and the History pages rely on.

const post = (overrides: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: 'Why we quote fixed prices',
  slug: `fixed-prices-${Math.random().toString(36).slice(2, 8)}`,
  excerpt: 'How a fixed price protects both sides.',
  content: '<p>A fixed price starts with a paid discovery sprint.</p>',
  author: 'Northmill',
  category: 'Guides',
  tags: ['pricing'],
  featured: false,
  published: true,
  publishedAt: '2026-01-05T09:00:00.000Z',
  metaTitle: '',
  metaDescription: '',
  ...overrides,
});

const heroDoc = (heading: string): PageDocument => ({
  sections: [{ id: 'intro', type: 'richText', hidden: false, data: { heading, body: '<p>Body</p>' } }],
});

describe.each(testDatabases())('content revisions on %s', (kind) => {
  let t: TestDb;
  const staffId = 'staff-1';
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t.cleanup());

  it('lists revisions saved in the same millisecond newest first, in the order they were saved', async () => {
    // A publish and a restore can land in one millisecond; the newest must still head the list.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-03T10:00:00.000Z'));
    try {
      for (let i = 0; i < 20; i++) {
        await insertRevision(t.database.db, {
          entityType: 'page',
          entityKey: 'same-ms',
          title: `v${i}`,
          data: {},
          createdBy: null,
        });
      }
    } finally {
      vi.useRealTimers();
    }
    const titles = (await listRevisions(t.database.db, 'page', 'same-ms')).map((r) => r.title);
    expect(titles).toEqual(Array.from({ length: 20 }, (_, i) => `v${19 - i}`));
  });

  it('keeps a revision each time a published post is saved with new words, none for drafts', async () => {
    const db = t.database.db;
    const input = post();
    const id = await insertPost(db, input);
    expect(await recordPostRevision(db, { id, ...input }, staffId)).not.toBeNull();
    // Saving again without changing the words adds nothing.
    expect(await recordPostRevision(db, { id, ...input, tags: ['other'] } as never, staffId)).toBeNull();
    const edited = { ...input, content: '<p>A fixed price starts with a free discovery call.</p>' };
    await updatePost(db, id, edited);
    await recordPostRevision(db, { id, ...edited }, staffId);
    const revisions = await listRevisions(db, 'post', id);
    expect(revisions.map((r) => (r.data as { content: string }).content)).toEqual([edited.content, input.content]);
    expect(revisions[0]).toMatchObject({ entityType: 'post', entityKey: id, createdBy: staffId, title: input.title });

    const draft = post({ published: false, publishedAt: null });
    const draftId = await insertPost(db, draft);
    expect(await recordPostRevision(db, { id: draftId, ...draft }, staffId)).toBeNull();
    expect(await listRevisions(db, 'post', draftId)).toEqual([]);
  });

  it('restores a post revision: the words come back, slug and state stay, and the restore is a new revision', async () => {
    const db = t.database.db;
    const input = post({ title: 'Original title' });
    const id = await insertPost(db, input);
    await recordPostRevision(db, { id, ...input }, staffId);
    const [first] = await listRevisions(db, 'post', id);
    if (!first) throw new Error('no revision kept');
    const changed = { ...input, title: 'Changed title', excerpt: 'Changed excerpt.', content: '<p>Changed</p>' };
    await updatePost(db, id, changed);
    await recordPostRevision(db, { id, ...changed }, staffId);

    const outcome = await restorePostRevision(db, first.id, { id: 'staff-2', role: 'staff' });
    expect(outcome.ok).toBe(true);
    const after = await getPostById(db, id);
    expect(after).toMatchObject({
      title: 'Original title',
      excerpt: input.excerpt,
      content: input.content,
      slug: input.slug,
      published: true,
    });
    const revisions = await listRevisions(db, 'post', id);
    expect(revisions).toHaveLength(3);
    expect(revisions[0]).toMatchObject({ createdBy: 'staff-2' });
    expect(revisions[0]?.note).toMatch(/^Restored the version saved /);
    if (outcome.ok) expect(outcome.changes.title).toEqual({ from: 'Changed title', to: 'Original title' });
    // Compared with the current post, the restored revision shows no differences.
    expect(compareEntries(postEntries(revisions[0]?.data as Record<string, unknown>), postEntries(after!))).toEqual([]);
  });

  it('keeps the words of a post published before revisions existed, dated when they were saved', async () => {
    const db = t.database.db;
    const input = post({ title: 'An article from the old site' });
    const id = await insertPost(db, input, '2024-03-01T09:00:00.000Z', { updatedAt: '2024-03-02T09:00:00.000Z' });
    const before = await getPostById(db, id);
    const edited = { ...input, excerpt: 'A sharper summary.' };
    await updatePost(db, id, edited);
    await recordPostRevision(db, { id, ...edited }, staffId, '', before);
    const revisions = await listRevisions(db, 'post', id);
    expect(revisions.map((r) => [(r.data as { excerpt: string }).excerpt, r.createdBy])).toEqual([
      ['A sharper summary.', staffId],
      [input.excerpt, null],
    ]);
    expect(revisions[1]?.createdAt).toBe('2024-03-02T09:00:00.000Z');
    expect(revisions[1]?.note).toBe('As published before revisions were kept');
  });

  it('refuses to restore a page revision as a post, or a revision that does not exist', async () => {
    const db = t.database.db;
    await insertContentPageIfAbsent(db, { slug: 'rev-check', title: 'Check', doc: heroDoc('One') });
    const [pageRevision] = await listRevisions(db, 'page', 'rev-check');
    if (!pageRevision) throw new Error('the seed keeps a revision');
    expect(await restorePostRevision(db, pageRevision.id, { id: staffId, role: 'staff' })).toEqual({
      ok: false,
      reason: 'not-found',
    });
    expect(await restorePostRevision(db, 'no-such-revision', { id: staffId, role: 'staff' })).toEqual({
      ok: false,
      reason: 'not-found',
    });
  });

  it('restores a page revision: the published document changes back and a new revision is kept', async () => {
    const db = t.database.db;
    await insertContentPageIfAbsent(db, { slug: 'about-test', title: 'About', doc: heroDoc('Software that fits') });
    const [original] = await listRevisions(db, 'page', 'about-test');
    if (!original) throw new Error('the seed keeps a revision');
    await saveDraft(db, 'about-test', heroDoc('Software that fits, built in Leeds'), staffId);
    await publishPage(db, (await getContentPage(db, 'about-test'))!, staffId);
    expect((await getContentPage(db, 'about-test'))?.published).toEqual(heroDoc('Software that fits, built in Leeds'));

    const restored = await restorePageRevision(db, original, (await getContentPage(db, 'about-test'))!, staffId);
    expect(restored?.slug).toBe('about-test');
    const page = await getContentPage(db, 'about-test');
    expect(page?.published).toEqual(heroDoc('Software that fits'));
    expect(page?.draft).toBeNull();
    const revisions = await listRevisions(db, 'page', 'about-test');
    expect(revisions).toHaveLength(3);
    expect(revisions[0]?.data).toEqual(heroDoc('Software that fits'));
    const label = () => 'Rich text';
    const changes = compareEntries(pageEntries(revisions[1]?.data as PageDocument, label), pageEntries(page!.published, label));
    expect(changes.map((c) => c.label)).toEqual(['Rich text “intro” › Heading']);
  });
});
