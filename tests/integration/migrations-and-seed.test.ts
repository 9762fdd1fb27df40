import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { migrateToLatest } from '../../src/lib/server/db/migrate.ts';
import { migrations } from '../../src/lib/server/db/migrations/index.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { defaultSettings } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { listOptions } from '../../src/lib/server/repositories/calculator-options.ts';
import { listPageMeta } from '../../src/lib/server/repositories/page-meta.ts';
import { listAllPublished, deletePost, listAllPosts } from '../../src/lib/server/repositories/blog-posts.ts';
import { getSettings } from '../../src/lib/server/repositories/settings.ts';
import { PUBLIC_PAGES } from '../../src/lib/pages.ts';
import { fillOfferTokens, offerTokenValues } from '../../src/lib/page-content/offer-tokens.ts';
import { SEED_OFFERS } from '../../src/lib/server/seed/seed-data/page-content/index.ts';

const TABLES = [
  'contact_submissions',
  'attachments',
  'blog_posts',
  'blog_slug_redirects',
  'page_meta',
  'calculator_options',
  'staff_users',
  'sessions',
  'rate_limit_hits',
  'email_outbox',
  'email_attempts',
  'audit_log',
  'site_settings',
  'newsletter_subscribers',
  'testimonials',
  'case_studies',
  'content_pages',
  'offers',
  'content_revisions',
];

describe.each(testDatabases())('migrations and seed on %s', (kind) => {
  let t: TestDb;
  const settings = defaultSettings(loadConfig({}));
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t.cleanup());

  it('creates every table', async () => {
    for (const table of TABLES) {
      const r = await sql`select count(*) as n from ${sql.table(table)}`.execute(t.database.db);
      expect(r.rows).toHaveLength(1);
    }
  });

  it('runs a migration merged after a later-numbered one had already run (numbers are reserved in blocks)', async () => {
    const late = await openTestDb(kind, { migrate: false });
    try {
      const { '0034_sample_case_study': held, ...others } = migrations;
      expect(held).toBeDefined();
      await migrateToLatest(late.database.db, others);
      const result = await migrateToLatest(late.database.db);
      expect(result.results?.map((r) => [r.migrationName, r.status])).toEqual([['0034_sample_case_study', 'Success']]);
    } finally {
      await late.cleanup();
    }
  });

  it('is idempotent: migrating again applies nothing', async () => {
    const again = await migrateToLatest(t.database.db);
    expect(again.results).toEqual([]);
  });

  it('seeds posts, page meta, options and settings once', async () => {
    await seedDatabase(t.database.db, settings);
    const posts = await listAllPublished(t.database.db);
    expect(posts).toHaveLength(8);
    expect(posts.filter((p) => p.featured).length).toBeLessThanOrEqual(2);
    for (const p of posts) expect(p.publishedAt?.startsWith('2024-')).toBe(true);

    const meta = await listPageMeta(t.database.db);
    expect(meta.map((m) => m.pagePath).sort()).toEqual(PUBLIC_PAGES.map((p) => p.path).sort());
    for (const m of meta) {
      expect(m.metaTitle.length).toBeLessThanOrEqual(60);
      // Stored with offer tokens; what a search engine reads is the filled text.
      expect(fillOfferTokens(m.metaDescription, offerTokenValues(SEED_OFFERS)).length).toBeLessThanOrEqual(160);
    }

    const options = await listOptions(t.database.db);
    const count = (c: string) => options.filter((o) => o.category === c).length;
    expect([count('saas_tools'), count('budgets'), count('timelines'), count('project_types')]).toEqual([52, 5, 5, 5]);
    expect(options.filter((o) => o.category === 'project_types').map((o) => o.value)).toEqual([
      'saas-product',
      'internal-tool',
      'app',
      'website',
      'migration',
    ]);
    expect((await getSettings(t.database.db, settings)).businessName).toBe('Northmill');
  });

  it('does not re-create seeded rows that staff deleted', async () => {
    const [first] = await listAllPosts(t.database.db);
    await deletePost(t.database.db, first!.id);
    await seedDatabase(t.database.db, settings);
    expect(await listAllPosts(t.database.db)).toHaveLength(7);
    expect(await listOptions(t.database.db)).toHaveLength(67);
  });

  it('enforces a unique blog slug', async () => {
    const [p] = await listAllPosts(t.database.db);
    await expect(
      t.database.db
        .insertInto('blog_posts')
        .values({
          id: 'dup',
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
          title: 'x',
          slug: p!.slug,
          excerpt: '',
          content: '',
          author: '',
          category: 'x',
          tags: '[]',
          featured: false,
          published: false,
          published_at: null,
          meta_title: '',
          meta_description: '',
        })
        .execute(),
    ).rejects.toThrow();
  });
});
