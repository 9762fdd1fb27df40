import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { defaultSettings } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { getContentPage } from '../../src/lib/server/repositories/content-pages.ts';
import { up, down } from '../../src/lib/server/db/migrations/0018_first_visit.ts';
import { SERVICES_24_7_LABEL } from '../../src/copy/services.ts';
import type { PageDocument } from '../../src/lib/page-content/page-document.ts';
import { SECTION_DEFINITIONS } from '../../src/lib/page-content/sections/index.ts';

// Issue 26: '24/7 support' contradicted the 9 AM - 6 PM support hours, and the
// home and About had no place for the team and client logos. The seed has both;
// migration 0018 brings existing installs level.
const statsOf = (doc: PageDocument | null | undefined) =>
  (doc?.sections ?? []).flatMap((s) =>
    ((s.data as { stats?: { value: string; label: string }[] }).stats ?? []).map((x) => `${x.value} ${x.label}`),
  );

describe.each(testDatabases())('the 24/7 claim on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
    await seedDatabase(t.database.db, defaultSettings(loadConfig({})));
  });
  afterAll(() => t.cleanup());

  it('a fresh install says monitoring, beside the support hours', async () => {
    const page = await getContentPage(t.database.db, 'services');
    expect(statsOf(page?.published)).toContain(`24/7 ${SERVICES_24_7_LABEL}`);
    expect(statsOf(page?.published)).not.toContain('24/7 support');
    expect(SERVICES_24_7_LABEL).toContain('9 AM - 6 PM');
  });

  it('an existing install with the old seed stat is rewritten, in the published page and a draft', async () => {
    const db = t.database.db;
    await down(db); // back to the old seed wording, as an install before issue 26 has it
    const old = await getContentPage(db, 'services');
    expect(statsOf(old?.published)).toContain('24/7 support');
    await db
      .updateTable('content_pages')
      .set({ draft_doc: JSON.stringify(old!.published) })
      .where('slug', '=', 'services')
      .execute();

    await up(db);
    const page = await getContentPage(db, 'services');
    expect(statsOf(page?.published)).toContain(`24/7 ${SERVICES_24_7_LABEL}`);
    expect(statsOf(page?.draft)).toContain(`24/7 ${SERVICES_24_7_LABEL}`);
    expect(statsOf(page?.published)).not.toContain('24/7 support');
  });

  it('gives home and About their empty team and client-logo sections, once, in place', async () => {
    const db = t.database.db;
    const typesOf = async (slug: string) => (await getContentPage(db, slug))!.published.sections.map((s) => `${s.id}:${s.type}`);
    // Fresh from the seed: already there.
    expect(await typesOf('home')).toContain('clients:logoStrip');
    expect(await typesOf('about')).toEqual(expect.arrayContaining(['team:team', 'clients:logoStrip']));
    // An install from before issue 26: without them (and one with a section already called 'team').
    for (const slug of ['home', 'about']) {
      const page = await getContentPage(db, slug);
      const old = {
        sections: page!.published.sections
          .filter((s) => s.type !== 'team' && s.type !== 'logoStrip')
          .map((s) => (s.id === 'story' ? { ...s, id: 'team' } : s)),
      };
      await db
        .updateTable('content_pages')
        .set({ published_doc: JSON.stringify(old) })
        .where('slug', '=', slug)
        .execute();
    }
    await up(db);
    await up(db);
    const home = await typesOf('home');
    expect(home.filter((s) => s.endsWith(':logoStrip'))).toHaveLength(1);
    expect(home[home.indexOf('testimonials:testimonialSet') + 1]).toBe('clients:logoStrip');
    const about = await typesOf('about');
    expect(about.slice(about.indexOf('values:cardGrid') + 1, about.indexOf('values:cardGrid') + 3)).toEqual([
      'team-2:team',
      'clients:logoStrip',
    ]);
    // Empty, they are valid sections that render nothing.
    const aboutDoc = (await getContentPage(db, 'about'))!.published;
    for (const s of aboutDoc.sections.filter((x) => x.type === 'team' || x.type === 'logoStrip'))
      expect(SECTION_DEFINITIONS[s.type as 'team' | 'logoStrip'].schema.safeParse(s.data).success).toBe(true);
  });

  it('leaves a label staff have edited alone', async () => {
    const db = t.database.db;
    const page = await getContentPage(db, 'services');
    const edited = JSON.parse(
      JSON.stringify(page!.published).replace(SERVICES_24_7_LABEL, 'on-call for Care Plan clients'),
    ) as PageDocument;
    await db
      .updateTable('content_pages')
      .set({ published_doc: JSON.stringify(edited), draft_doc: null })
      .where('slug', '=', 'services')
      .execute();
    await up(db);
    expect(statsOf((await getContentPage(db, 'services'))?.published)).toContain('24/7 on-call for Care Plan clients');
  });
});
