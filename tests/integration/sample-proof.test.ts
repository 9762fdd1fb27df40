import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import * as manage from '../../src/lib/server/testimonials-and-cases/manage.ts';
import { auditor } from '../../src/lib/server/foundation/audit.ts';
import { listAudit } from '../../src/lib/server/repositories/audit.ts';
import { listCaseStudies } from '../../src/lib/server/repositories/case-studies.ts';
import { listTestimonials } from '../../src/lib/server/repositories/testimonials.ts';
import { setupFacts } from '../../src/lib/server/repositories/setup-state.ts';
import { setupChecklist } from '../../src/lib/server/setup/checklist.ts';
import { mailHealth } from '../../src/lib/server/repositories/outbox.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { defaultSettings } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { toCaseStudyView } from '../../src/lib/server/loaders/work.ts';
import { pickFields } from '../../src/lib/shapes/fields.ts';
import { caseStudyFields } from '../../src/lib/shapes/case-study.ts';
import { testimonialFields } from '../../src/lib/shapes/testimonial.ts';
import { SAMPLE_PUBLISH_QUESTION, isIllustrativeTestimonial } from '../../src/lib/testimonials-and-cases/illustrative.ts';

// Issue 38 trap 3: one rule decides whether proof is a sample or illustrative, and the public
// label, the admin badge and the checklist read it. The unedited sample case study is not
// published as real with one click, and the checklist does not tick it.
describe.each(testDatabases())('samples and illustrative proof on %s', (kind) => {
  let t: TestDb;
  let editor: manage.ProofEditor;
  const config = loadConfig({ SITE_URL: 'https://northmill.example' });
  const settings = defaultSettings(config);
  const ok = <T>(o: manage.Outcome<T>): T => {
    if (!o.ok) throw new Error(o.message);
    return o.value;
  };

  beforeAll(async () => {
    t = await openTestDb(kind);
    const db = t.database.db;
    await seedDatabase(db, settings);
    editor = {
      db,
      user: { role: 'owner' },
      audit: auditor(db, { id: null, email: 'owner@northmill.example' }),
      changed: () => {},
    };
  });
  afterAll(() => t.cleanup());

  it('asks before the unedited sample goes live, keeps its label, and the checklist does not count it', async () => {
    const [sample] = await listCaseStudies(t.database.db);
    expect([sample!.slug, sample!.sample, sample!.status]).toEqual(['builders-merchant-month-end', true, 'draft']);

    expect(await manage.setCaseStudyStatus(editor, sample!.id, 'published')).toEqual({
      ok: false,
      field: 'publishSample',
      message: SAMPLE_PUBLISH_QUESTION,
    });
    expect((await listCaseStudies(t.database.db))[0]!.status).toBe('draft');

    const live = ok(await manage.setCaseStudyStatus(editor, sample!.id, 'published', true));
    expect([live.status, live.sample]).toEqual(['published', true]);
    expect(toCaseStudyView(live).sample).toBe(true);
    expect(await setupFacts(t.database.db)).toMatchObject({ publishedCaseStudies: 0, publishedSampleCaseStudies: 1 });
    const item = (await setupChecklist(t.database.db, config, settings, await mailHealth(t.database.db))).find(
      (i) => i.id === 'case-study',
    );
    expect(item).toMatchObject({
      done: false,
      detail: 'Only the sample case study is published, labelled as a sample: rewrite it with a real project.',
    });
  });

  it('makes the sample the owner’s once its words change (a save that changes nothing keeps it a sample)', async () => {
    const [sample] = await listCaseStudies(t.database.db);
    const same = ok(await manage.saveCaseStudy(editor, { id: sample!.id, ...pickFields(caseStudyFields, sample!) }));
    expect(same.sample).toBe(true);
    const mine = ok(
      await manage.saveCaseStudy(editor, {
        id: sample!.id,
        ...pickFields(caseStudyFields, sample!),
        client: 'Hartley Timber & Building Supplies',
      }),
    );
    expect(mine.sample).toBe(false);
    expect(toCaseStudyView(mine).sample).toBe(false);
    expect(await setupFacts(t.database.db)).toMatchObject({ publishedCaseStudies: 1, publishedSampleCaseStudies: 0 });
    const entry = (await listAudit(t.database.db, 100)).find(
      (e) => e.action === 'case_study.update' && e.targetId === sample!.id,
    );
    expect(entry!.detail).toMatchObject({ changes: { sample: { from: true, to: false } } });
  });

  it('counts an illustrative-marked quote with a consent date as illustrative, as the public label does', async () => {
    const [first] = await listTestimonials(t.database.db);
    const withConsent = ok(
      await manage.saveTestimonial(editor, {
        id: first!.id,
        ...pickFields(testimonialFields, first!),
        consentDate: '2026-10-01',
      }),
    );
    expect([withConsent.illustrative, withConsent.consentDate]).toEqual([true, '2026-10-01']);
    expect(isIllustrativeTestimonial(withConsent)).toBe(true);
    const facts = await setupFacts(t.database.db);
    expect([facts.publishedIllustrativeTestimonials, facts.publishedRealTestimonials]).toEqual([3, 0]);

    ok(
      await manage.saveTestimonial(editor, { id: first!.id, ...pickFields(testimonialFields, withConsent), illustrative: false }),
    );
    expect(await setupFacts(t.database.db)).toMatchObject({ publishedIllustrativeTestimonials: 2, publishedRealTestimonials: 1 });
  });
});
