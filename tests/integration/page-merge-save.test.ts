import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { defaultSettings } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import * as content from '../../src/lib/server/page-content/pages-service.ts';
import { VersionConflict } from '../../src/lib/server/versions/save-versioned.ts';
import { createStaff } from '../../src/lib/server/repositories/staff.ts';
import { listAudit } from '../../src/lib/server/repositories/audit.ts';
import type { PageDocument } from '../../src/lib/page-content/page-document.ts';

function withHero(doc: PageDocument, fields: Record<string, unknown>): PageDocument {
  return { sections: doc.sections.map((s, i) => (i === 0 ? { ...s, data: { ...(s.data as object), ...fields } } : s)) };
}
const hero = (doc: PageDocument) => doc.sections[0]!.data as Record<string, unknown>;

// Issue 38, trap 2: a stale save is merged field by field against the version both editors
// started from; "save mine over theirs" gives way only on the fields both changed.
describe.each(testDatabases())('merging a stale page save on %s', (kind) => {
  let t: TestDb;
  let asha: content.PageActor;
  let ben: content.PageActor;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await openTestDb(kind);
    await seedDatabase(db(), defaultSettings(loadConfig({})));
    const make = async (name: string, email: string) => ({
      id: await createStaff(db(), { email, displayName: name, passwordHash: 'x', role: 'staff' }),
      email,
      name,
      role: 'staff' as const,
    });
    asha = await make('Asha Patel', 'asha@northmill.example');
    ben = await make('Ben Okafor', 'ben@northmill.example');
  });
  afterAll(() => t.cleanup());

  it('keeps her published headline when his stale save changed another field, without asking', async () => {
    const opened = (await content.getVersionedPage(db(), 'about'))!;
    const other = 'subheading';
    const hers = withHero(opened.doc, { headline: 'About Northmill, in Leeds' });
    expect((await content.saveDraft(db(), 'about', hers, asha, { version: opened.version, doc: opened.doc })).ok).toBe(true);
    expect((await content.publishPage(db(), 'about', asha)).ok).toBe(true);

    const his = withHero(opened.doc, { [other]: 'Fixed-price software you own.' });
    const saved = await content.saveDraft(db(), 'about', his, ben, { version: opened.version, doc: opened.doc });
    expect(saved).toMatchObject({ ok: true });
    if (!saved.ok) return;
    expect(hero(saved.value.doc)).toMatchObject({
      headline: 'About Northmill, in Leeds',
      [other]: 'Fixed-price software you own.',
    });
    expect(saved.value.merge).toMatchObject({ by: 'Asha Patel', fromTheirs: ['hero: headline'], conflicts: [] });
    const audit = (await listAudit(db(), 10)).find((e) => e.action === 'content.mergeDraft');
    expect(audit).toMatchObject({ actorId: ben.id, detail: { keptFromThem: ['hero: headline'] } });
  });

  it('refuses a save that changed the field she changed, naming only that field; overwriting keeps her other fields', async () => {
    const opened = (await content.getVersionedPage(db(), 'contact'))!;
    const other = 'subheading';
    const hers = withHero(opened.doc, { headline: 'Her headline', [other]: 'Her intro.' });
    await content.saveDraft(db(), 'contact', hers, asha, { version: opened.version, doc: opened.doc });
    await content.publishPage(db(), 'contact', asha);

    const his = withHero(opened.doc, { headline: 'His headline' });
    const refused = await content
      .saveDraft(db(), 'contact', his, ben, { version: opened.version, doc: opened.doc })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(VersionConflict);
    expect((refused as VersionConflict).info).toMatchObject({ by: 'Asha Patel', conflicts: ['hero: headline'] });

    const over = await content.saveDraft(db(), 'contact', his, ben, {
      version: opened.version,
      doc: opened.doc,
      overwrite: true,
    });
    expect(over.ok && hero(over.value.doc)).toMatchObject({ headline: 'His headline', [other]: 'Her intro.' });
  });
});
