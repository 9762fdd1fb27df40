// The admin's calls as SPEC.md 7 lists them (issue 38's spec trace), through the actions staff
// use: what each reads, in which order, and what each writes. On SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import type { z } from 'zod';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { clearRuntime, defaultSettings, setRuntime } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { listOptions } from '../../src/lib/server/repositories/calculator-options.ts';
import { listPageMeta } from '../../src/lib/server/repositories/page-meta.ts';
import { insertPost, listAllPosts } from '../../src/lib/server/repositories/blog-posts.ts';
import { createStaff } from '../../src/lib/server/repositories/staff.ts';
import { createSession } from '../../src/lib/server/auth/sessions.ts';

// Outside Astro the action modules need a stand-in for 'astro:actions' (as in admin-bulk.test.ts).
vi.mock('astro:actions', () => import('../helpers/astro-actions-mock.ts'));
type Action = { input: z.ZodType; handler: (input: unknown, ctx: unknown) => Promise<unknown> };
const calculator = (await import('../../src/actions/admin/calculator.ts')) as unknown as Record<string, Action>;
const pageMeta = (await import('../../src/actions/admin/page-meta.ts')) as unknown as Record<string, Action>;

const config = loadConfig({ LOG_LEVEL: 'silent' });

describe.each(testDatabases())('the admin’s calls (SPEC.md 7) on %s', (kind) => {
  let t: TestDb;
  let token = '';
  /** As Astro runs an action: the input through its schema first, then the handler with a session. */
  const call = async (action: Action, raw: unknown) =>
    action.handler(await action.input.parseAsync(raw), {
      cookies: { get: (n: string) => (n === 'nm_session' ? { value: token } : undefined) },
      locals: { requestId: 'test' },
    });

  beforeAll(async () => {
    t = await openTestDb(kind);
    await seedDatabase(t.database.db, defaultSettings(config));
    setRuntime({ config, database: t.database, logger: pino({ level: 'silent' }) });
    const id = await createStaff(t.database.db, {
      email: 'jo@northmill.example',
      displayName: 'Jo Reid',
      passwordHash: 'x',
      role: 'owner',
    });
    token = (await createSession(t.database.db, id)).token;
  });
  afterAll(async () => {
    clearRuntime();
    await t.cleanup();
  });

  it('reads calculator options by category, then display order', async () => {
    const options = (await call(calculator.list!, {})) as { category: string; displayOrder: number }[];
    const keys = options.map((o) => [o.category, o.displayOrder] as const);
    const sorted = [...keys].sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1]);
    expect(keys).toEqual(sorted);
    expect(new Set(options.map((o) => o.category))).toEqual(new Set(['budgets', 'project_types', 'saas_tools', 'timelines']));
  });

  it('adds an option with display_order read as a whole number (else 0) and option_value defaulting to option_name, and deletes it by id', async () => {
    await expect(call(calculator.add!, { category: 'saas_tools', name: '  ', displayOrder: '1' })).rejects.toThrow(
      'Option name is required',
    );
    const { id } = (await call(calculator.add!, { name: 'Kashflow', displayOrder: 'not a number' })) as { id: string };
    const added = (await listOptions(t.database.db)).find((o) => o.id === id);
    expect(added).toMatchObject({ category: 'saas_tools', name: 'Kashflow', value: 'Kashflow', displayOrder: 0, active: true });
    const second = (await call(calculator.add!, {
      category: 'budgets',
      name: 'Over £100k',
      value: '100k-plus',
      displayOrder: '7.9',
    })) as {
      id: string;
    };
    expect((await listOptions(t.database.db)).find((o) => o.id === second.id)).toMatchObject({
      value: '100k-plus',
      displayOrder: 7,
    });
    await call(calculator.remove!, { id });
    expect((await listOptions(t.database.db)).some((o) => o.id === id)).toBe(false);
  });

  it('reads page meta ordered by page path, and saves meta_title and meta_description where the id matches', async () => {
    const rows = (await call(pageMeta.list!, {})) as { id: string; pagePath: string; version: number }[];
    expect(rows.map((r) => r.pagePath)).toEqual(rows.map((r) => r.pagePath).sort());
    const about = rows.find((r) => r.pagePath === '/about')!;
    await call(pageMeta.update!, {
      id: about.id,
      metaTitle: 'About Northmill',
      metaDescription: 'Who we are.',
      version: about.version,
    });
    const after = await listPageMeta(t.database.db);
    expect(after.find((r) => r.id === about.id)).toMatchObject({ metaTitle: 'About Northmill', metaDescription: 'Who we are.' });
    // Only that row changed.
    expect(after.filter((r) => r.metaTitle === 'About Northmill')).toHaveLength(1);
  });

  it('reads posts newest created first', async () => {
    const post = (title: string, slug: string) => ({
      title,
      slug,
      excerpt: '',
      content: '<p>x</p>',
      author: 'Jo',
      category: 'Technology',
      tags: [],
      featured: false,
      published: false,
      publishedAt: null,
      metaTitle: '',
      metaDescription: '',
    });
    await insertPost(t.database.db, post('Newer', 'newer-spec-post'), '2030-02-01T09:00:00.000Z');
    await insertPost(t.database.db, post('Older', 'older-spec-post'), '2030-01-01T09:00:00.000Z');
    const posts = await listAllPosts(t.database.db);
    expect(posts.slice(0, 2).map((p) => p.slug)).toEqual(['newer-spec-post', 'older-spec-post']);
    const created = posts.map((p) => Date.parse(p.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });
});
