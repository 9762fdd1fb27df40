import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { clearRuntime, defaultSettings, setRuntime } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { collectRenderTags, tagRender } from '../../src/lib/server/cache-tags/render-tags.ts';
import { loadContentPage } from '../../src/lib/server/loaders/content.ts';
import { loadBlogList, loadBlogPost } from '../../src/lib/server/loaders/blog.ts';
import { listAllPosts } from '../../src/lib/server/repositories/blog-posts.ts';
import { tagsOf } from '../../src/lib/server/route-cache/change-tags.ts';

// Issue 39: a cached page carries the tags of what its render read, named where the data is
// read (repositories), and a declared change drops exactly those tags (change-tags.ts). Here
// real loaders run against a seeded database inside a collector, as src/middleware/render.ts
// runs a page.

const config = loadConfig({ LOG_LEVEL: 'silent' });
const logger = pino({ level: 'silent' });

async function tagsRead(load: () => Promise<unknown>): Promise<Set<string>> {
  const tags = new Set<string>();
  await collectRenderTags(tags, async () => void (await load()));
  return tags;
}

describe.each(testDatabases())('what a render reads names itself, on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
    await seedDatabase(t.database.db, defaultSettings(config));
    setRuntime({ config, database: t.database, logger });
  });
  afterAll(async () => {
    clearRuntime();
    await t.cleanup();
  });

  it('a content page: its document, the settings, the build costs and every offer its copy quotes', async () => {
    const tags = await tagsRead(() => loadContentPage('packages'));
    for (const change of [{ kind: 'page', slug: 'packages' }, { kind: 'settings' }, { kind: 'buildCosts' }] as const)
      for (const tag of tagsOf(change)) expect(tags, `${change.kind} → ${tag}`).toContain(tag);
    expect([...tags].filter((t) => t.startsWith('offer:')).length).toBeGreaterThan(0);
    expect(tags).not.toContain('page:services');
    expect(tags).not.toContain('posts');
  });

  it('a post page carries its post; the blog list carries the list; an edit of the post drops both', async () => {
    const [post] = await listAllPosts(t.database.db);
    const onPost = await tagsRead(() => loadBlogPost(post!.slug, `/blog/${post!.slug}`));
    const onList = await tagsRead(() => loadBlogList(new URLSearchParams()));
    const edit = tagsOf({ kind: 'post', id: post!.id });
    expect(edit.some((tag) => onPost.has(tag))).toBe(true);
    expect(edit.some((tag) => onList.has(tag))).toBe(true);
    // A change that names no post (a bulk edit) reaches every post page too.
    expect(tagsOf({ kind: 'post', id: null }).some((tag) => onPost.has(tag))).toBe(true);
    expect(onList).not.toContain(`post:${post!.id}`);
  });

  it('outside a render, reading tags nothing (admin pages and jobs have no collector)', () => {
    expect(() => tagRender('offer:x')).not.toThrow();
  });
});
