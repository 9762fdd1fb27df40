import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { seedDatabase } from '../../src/lib/server/db/seed.ts';
import { defaultSettings } from '../../src/lib/server/runtime.ts';
import { loadConfig } from '../../src/lib/server/config.ts';
import { getContentPage } from '../../src/lib/server/repositories/content-pages.ts';
import { up, down } from '../../src/lib/server/db/migrations/0018_monitoring_claim.ts';
import { SERVICES_24_7_LABEL } from '../../src/content/services.ts';
import type { PageDocument } from '../../src/lib/content/page-document.ts';

// Issue 26: '24/7 support' contradicted the 9 AM - 6 PM support hours. The seed
// says what runs around the clock; migration 0018 rewrites existing installs.
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
