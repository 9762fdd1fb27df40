import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { defaultSettings } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { getContentPage } from '../../src/lib/server/repositories/content-pages.ts';
import { up, down } from '../../src/lib/server/db/migrations/0024_shorter_home.ts';
import type { PageDocument } from '../../src/lib/page-content/page-document.ts';
import { validatePageDocument } from '../../src/lib/server/page-content/page-validation.ts';

// Issue 26: a shorter home (copy, a compact 'what we build', packages as a summary) and labels in
// sentence case. The seed has both; migration 0024 brings existing installs level where the words
// are still the seed's.
const setDoc = (t: TestDb, slug: string, doc: PageDocument, draft: PageDocument | null = null) =>
  t.database.db
    .updateTable('content_pages')
    .set({ published_doc: JSON.stringify(doc), draft_doc: draft && JSON.stringify(draft) })
    .where('slug', '=', slug)
    .execute();
const section = (doc: PageDocument | undefined, id: string) =>
  doc?.sections.find((s) => s.id === id)?.data as Record<string, unknown>;

describe.each(testDatabases())('the shorter home on %s', (kind) => {
  let t: TestDb;
  let seeded: PageDocument;
  beforeAll(async () => {
    t = await openTestDb(kind);
    await seedDatabase(t.database.db, defaultSettings(loadConfig({})));
    seeded = (await getContentPage(t.database.db, 'home'))!.published;
  });
  afterAll(() => t.cleanup());

  it('a fresh install has the compact list, the package summary and a valid document', () => {
    expect(section(seeded, 'what-we-build').layout).toBe('compact');
    expect(section(seeded, 'packages').layout).toBe('summary');
    expect(validatePageDocument(seeded).ok).toBe(true);
  });

  it('an install with the old seed gets exactly the new seed, in the published page and a draft', async () => {
    await down(t.database.db);
    const old = (await getContentPage(t.database.db, 'home'))!.published;
    expect(section(old, 'what-we-build').layout).toBe('grid');
    expect(section(old, 'packages').layout).toBeUndefined();
    expect(JSON.stringify(old)).toContain('Custom Software Builds');
    await setDoc(t, 'home', old, old);

    await up(t.database.db);
    const page = await getContentPage(t.database.db, 'home');
    expect(page?.published).toEqual(seeded);
    expect(page?.draft).toEqual(seeded);
  });

  it('leaves copy and a layout staff changed alone', async () => {
    await down(t.database.db);
    const old = (await getContentPage(t.database.db, 'home'))!.published;
    const edited = JSON.parse(
      JSON.stringify(old).replace('Custom Software Builds', 'Bespoke systems').replace('"layout":"grid"', '"layout":"row"'),
    ) as PageDocument;
    await setDoc(t, 'home', edited);
    await up(t.database.db);
    const page = (await getContentPage(t.database.db, 'home'))!.published;
    expect(JSON.stringify(page)).toContain('Bespoke systems');
    expect(section(page, 'what-we-build').layout).toBe('row');
    expect(JSON.stringify(page)).toContain('Lovable app development'); // the untouched titles still change
  });

  it('puts stored button labels in sentence case on any page, but not a label staff wrote', async () => {
    const faq = (await getContentPage(t.database.db, 'faq'))!.published;
    const json = JSON.stringify(faq);
    expect(json).toContain('"label":"Request quote"');
    const old = JSON.parse(json.replace('"label":"Request quote"', '"label":"Request Quote"')) as PageDocument;
    const mine = JSON.parse(json.replace('"label":"Request quote"', '"label":"Request A Quote Today"')) as PageDocument;
    await setDoc(t, 'faq', old, mine);
    await up(t.database.db);
    const page = await getContentPage(t.database.db, 'faq');
    expect(page?.published).toEqual(faq);
    expect(JSON.stringify(page?.draft)).toContain('"label":"Request A Quote Today"');
  });

  it('follows the new label where a policy names the button', async () => {
    const cookies = (await getContentPage(t.database.db, 'cookies'))!.published;
    const json = JSON.stringify(cookies);
    expect(json).toContain('If you use \\"Save for later\\" on an article');
    await setDoc(t, 'cookies', JSON.parse(json.replace('Save for later', 'Save for Later')) as PageDocument);
    await up(t.database.db);
    expect((await getContentPage(t.database.db, 'cookies'))?.published).toEqual(cookies);
  });
});
