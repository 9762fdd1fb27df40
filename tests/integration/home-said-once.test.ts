import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { defaultSettings } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { getContentPage } from '../../src/lib/server/repositories/content-pages.ts';
import { getTestimonial, insertTestimonial, listPublishedTestimonials } from '../../src/lib/server/repositories/testimonials.ts';
import { up, down } from '../../src/lib/server/db/migrations/0025_home_said_once.ts';
import type { PageDocument } from '../../src/lib/page-content/page-document.ts';
import { validatePageDocument } from '../../src/lib/server/page-content/page-validation.ts';

// Issue 26, second round: a home that says each thing once. The seed has it; migration 0025 brings
// installs seeded before level where the values are still the seed's. down() rebuilds the old seed.
const setHome = (t: TestDb, doc: PageDocument, draft: PageDocument | null = null) =>
  t.database.db
    .updateTable('content_pages')
    .set({ published_doc: JSON.stringify(doc), draft_doc: draft && JSON.stringify(draft) })
    .where('slug', '=', 'home')
    .execute();
/** The fields of the home's sections this migration touches. */
interface SectionData {
  items: { title: string; description: string; features: string[] }[];
  columns?: string;
  disclaimerLabel?: string;
  disclaimer?: string;
}
const section = (doc: PageDocument | undefined, id: string) =>
  doc?.sections.find((s) => s.id === id)?.data as unknown as SectionData;
const titles = (doc: PageDocument | undefined, id: string) => (section(doc, id).items as { title: string }[]).map((i) => i.title);
const home = async (t: TestDb) => (await getContentPage(t.database.db, 'home'))!;

/** The builders' merchant's testimonial as the old seed published it, with `changes` from staff. */
const monthEnd = (t: TestDb, changes: Record<string, unknown> = {}) =>
  insertTestimonial(
    t.database.db,
    {
      quote:
        'Month-end used to take the best part of three days copying between spreadsheets and Xero. Now it takes an afternoon, and the figures reconcile themselves.',
      name: 'S.K.',
      role: 'Finance Manager',
      company: "a family-run builders' merchant in Rochdale",
      highlight: '2.5 days saved every month',
      consentDate: null,
      illustrative: true,
      photoMediaId: null,
      sortOrder: 20,
      ...changes,
    },
    'published',
  );

describe.each(testDatabases())('the home that says each thing once on %s', (kind) => {
  let t: TestDb;
  let seeded: PageDocument;
  beforeAll(async () => {
    t = await openTestDb(kind);
    await seedDatabase(t.database.db, defaultSettings(loadConfig({})));
    seeded = (await home(t)).published;
  });
  afterAll(() => t.cleanup());

  it('a fresh install has no card points, six things we build, four reasons and no calculator note', async () => {
    expect(section(seeded, 'services').items.every((c) => c.features.length === 0)).toBe(true);
    expect(titles(seeded, 'what-we-build')).toHaveLength(6);
    expect(section(seeded, 'what-we-build').columns).toBe('3');
    expect(titles(seeded, 'why-switch')).toEqual([
      'Bills that only go up',
      'Paying for features you never use',
      "Your data on someone else's terms",
      'Workarounds everywhere',
    ]);
    expect(section(seeded, 'calculator')).not.toHaveProperty('disclaimer');
    expect(validatePageDocument(seeded).ok).toBe(true);
    expect(await listPublishedTestimonials(t.database.db)).toHaveLength(3);
  });

  it('an install with the old seed gets exactly the new seed, in the published page and a draft', async () => {
    await down(t.database.db);
    const old = (await home(t)).published;
    expect(section(old, 'services').items[0]?.features).toEqual([
      'Fixed price agreed up front',
      'You own the code and the data',
      'Weekly demos while we build',
    ]);
    expect(titles(old, 'what-we-build').slice(6)).toEqual(['Migrations off SaaS', 'AI workflows']);
    expect(section(old, 'what-we-build').columns).toBe('4');
    expect(titles(old, 'why-switch')[0]).toBe('Costs that rise with headcount');
    expect(titles(old, 'why-switch')[2]).toBe("Price rises you don't control");
    expect(section(old, 'calculator').disclaimerLabel).toBe('Illustrative');
    expect(validatePageDocument(old).ok).toBe(true);
    await setHome(t, old, old);
    const kept = await monthEnd(t);

    await up(t.database.db);
    const page = await home(t);
    expect(page.published).toEqual(seeded);
    expect(page.draft).toEqual(seeded);
    // Hidden from the home, not deleted: staff can still find and publish it.
    expect((await getTestimonial(t.database.db, kept.id))?.status).toBe('draft');
    expect(await listPublishedTestimonials(t.database.db)).toHaveLength(3);

    await up(t.database.db); // a second run changes nothing
    expect((await home(t)).published).toEqual(seeded);
    expect((await getTestimonial(t.database.db, kept.id))?.status).toBe('draft');
  });

  it('leaves values staff changed alone, and what was merged from them', async () => {
    await down(t.database.db);
    const old = (await home(t)).published;
    const edited = structuredClone(old);
    section(edited, 'services').items[0]!.features = ['Fixed price, agreed before we start'];
    section(edited, 'what-we-build').items[7]!.description = 'Agents that draft, a person decides.';
    section(edited, 'why-switch').items[2]!.description = 'Uplifts come every April.';
    section(edited, 'calculator').disclaimer = 'Our own note.';
    await setHome(t, edited);
    const rewritten = await monthEnd(t, { highlight: 'Three days down to an afternoon' });
    const consented = await monthEnd(t, { illustrative: false, consentDate: '2026-03-01' });

    await up(t.database.db);
    const page = (await home(t)).published;
    expect(section(page, 'services').items[0]?.features).toEqual(['Fixed price, agreed before we start']);
    expect(section(page, 'services').items[1]?.features).toEqual([]); // an untouched card still changes
    expect(titles(page, 'what-we-build').slice(6)).toEqual(['AI workflows']);
    expect(section(page, 'what-we-build').columns).toBe('4'); // seven left: the columns stay staff's
    expect(titles(page, 'why-switch')).toContain('Costs that rise with headcount');
    expect(titles(page, 'why-switch')).toContain("Price rises you don't control");
    expect(section(page, 'calculator')).toMatchObject({ disclaimerLabel: 'Illustrative', disclaimer: 'Our own note.' });
    expect((await getTestimonial(t.database.db, rewritten.id))?.status).toBe('published');
    expect((await getTestimonial(t.database.db, consented.id))?.status).toBe('published');
  });
});
