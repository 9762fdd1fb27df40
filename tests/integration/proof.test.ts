import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import * as manage from '../../src/lib/server/testimonials-and-cases/manage.ts';
import { listAudit } from '../../src/lib/server/repositories/audit.ts';
import { auditor } from '../../src/lib/server/foundation/audit.ts';
import type { PublicChange } from '../../src/lib/server/public-changes.ts';
import { listPublishedTestimonials, listTestimonials } from '../../src/lib/server/repositories/testimonials.ts';
import {
  getPublishedCaseStudyBySlug,
  listCaseStudies,
  listPublishedCaseStudies,
} from '../../src/lib/server/repositories/case-studies.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { defaultSettings } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { CONSENT_REQUIRED } from '../../src/lib/admin/proof.ts';
import type { TestimonialInput } from '../../src/lib/shapes/testimonial.ts';
import type { CaseStudyInput } from '../../src/lib/shapes/case-study.ts';

// The Proof tab's rules (src/lib/server/testimonials-and-cases/manage.ts, behind src/actions/admin/proof.ts)
// on both databases: consent, publish/unpublish, ordering, slug uniqueness, audit, page refresh.

const quote = (o: Partial<TestimonialInput> = {}): TestimonialInput => ({
  name: 'Priya Shah',
  role: 'Practice Manager',
  company: 'Shah & Co Dental, Bury',
  quote: 'Recalls go out on their own now, and we stopped paying for two booking add-ons.',
  highlight: '',
  consentDate: null,
  illustrative: false,
  photoMediaId: null,
  sortOrder: 50,
  ...o,
});

const study = (o: Partial<CaseStudyInput> = {}): CaseStudyInput => ({
  slug: 'dental-recalls',
  title: 'Automatic recalls for a dental group',
  client: 'Shah & Co Dental',
  sector: 'Healthcare',
  summary: 'Recall letters and texts sent by the practice system instead of by hand.',
  problem: 'Recalls were sent by hand from a spreadsheet.',
  built: 'A recall service wired into the practice system.',
  results: [{ figure: '38 hours', label: 'saved each month' }],
  stack: ['TypeScript', 'PostgreSQL'],
  quote: null,
  quoteBy: '',
  coverMediaId: null,
  ...o,
});

describe.each(testDatabases())('testimonials and case studies on %s', (kind) => {
  let t: TestDb;
  const changes: PublicChange[] = [];
  let editor: manage.ProofEditor;
  const ok = <T>(o: manage.Outcome<T>): T => {
    if (!o.ok) throw new Error(o.message);
    return o.value;
  };

  beforeAll(async () => {
    t = await openTestDb(kind);
    const db = t.database.db;
    editor = {
      db,
      user: { role: 'staff' },
      audit: auditor(db, { id: null, email: 'owner@northmill.example' }),
      changed: (change) => void changes.push(change),
    };
  });
  afterAll(() => t.cleanup());

  it('refuses to publish a real testimonial without a consent date, and publishes it once consent is recorded', async () => {
    const row = ok(await manage.saveTestimonial(editor, quote()));
    expect(row.status).toBe('draft');
    const refused = await manage.setTestimonialStatus(editor, row.id, 'published');
    expect(refused).toEqual({ ok: false, field: 'consentDate', message: CONSENT_REQUIRED });
    expect(await listPublishedTestimonials(t.database.db)).toEqual([]);

    ok(await manage.saveTestimonial(editor, quote({ id: row.id, consentDate: '2026-03-12' })));
    const before = changes.length;
    const live = ok(await manage.setTestimonialStatus(editor, row.id, 'published'));
    expect(live.status).toBe('published');
    expect(changes.slice(before)).toEqual([{ kind: 'testimonial', id: row.id }]);
    expect((await listPublishedTestimonials(t.database.db)).map((x) => x.consentDate)).toEqual(['2026-03-12']);

    // Taking consent away from a live, real quote is refused: unpublish it first.
    const stripped = await manage.saveTestimonial(editor, quote({ id: row.id, consentDate: null }));
    expect(stripped).toMatchObject({ ok: false, field: 'consentDate' });
    ok(await manage.setTestimonialStatus(editor, row.id, 'draft'));
    expect(await listPublishedTestimonials(t.database.db)).toEqual([]);
    ok(await manage.removeTestimonial(editor, row.id));
  });

  it('publishes an illustrative testimonial without consent, and lists published ones by display order', async () => {
    const late = ok(await manage.saveTestimonial(editor, quote({ name: 'B.', illustrative: true, sortOrder: 30 })));
    const early = ok(await manage.saveTestimonial(editor, quote({ name: 'A.', consentDate: '2025-11-01', sortOrder: 10 })));
    const hidden = ok(await manage.saveTestimonial(editor, quote({ name: 'C.', illustrative: true, sortOrder: 0 })));
    ok(await manage.setTestimonialStatus(editor, late.id, 'published'));
    ok(await manage.setTestimonialStatus(editor, early.id, 'published'));
    expect((await listPublishedTestimonials(t.database.db)).map((x) => x.name)).toEqual(['A.', 'B.']);
    expect((await listTestimonials(t.database.db)).map((x) => x.name)).toEqual(['C.', 'A.', 'B.']);
    for (const id of [late.id, early.id, hidden.id]) ok(await manage.removeTestimonial(editor, id));
  });

  it('keeps case-study slugs unique and shows only published ones, newest first', async () => {
    const first = ok(await manage.saveCaseStudy(editor, study()));
    expect(await manage.saveCaseStudy(editor, study({ title: 'Another' }))).toEqual({
      ok: false,
      field: 'slug',
      message: 'Another case study already uses this slug.',
    });
    const second = ok(await manage.saveCaseStudy(editor, study({ slug: 'haulage-dispatch', title: 'Dispatch board' })));
    // Saving a case study under its own slug is not a clash.
    ok(await manage.saveCaseStudy(editor, study({ id: first.id, title: 'Automatic recalls, renamed' })));
    expect(await manage.saveCaseStudy(editor, study({ id: second.id, slug: 'dental-recalls' }))).toMatchObject({
      ok: false,
      field: 'slug',
    });

    expect(await getPublishedCaseStudyBySlug(t.database.db, 'dental-recalls')).toBeUndefined();
    const published = ok(await manage.setCaseStudyStatus(editor, first.id, 'published'));
    expect(published.publishedAt).toEqual(expect.any(String));
    await new Promise((r) => setTimeout(r, 5));
    ok(await manage.setCaseStudyStatus(editor, second.id, 'published'));
    expect((await listPublishedCaseStudies(t.database.db)).map((c) => c.slug)).toEqual(['haulage-dispatch', 'dental-recalls']);
    expect((await listPublishedCaseStudies(t.database.db, 1)).map((c) => c.slug)).toEqual(['haulage-dispatch']);
    const page = await getPublishedCaseStudyBySlug(t.database.db, 'dental-recalls');
    expect(page?.results).toEqual([{ figure: '38 hours', label: 'saved each month' }]);
    expect(page?.stack).toEqual(['TypeScript', 'PostgreSQL']);

    // Unpublishing hides it; publishing again keeps the first publication date.
    ok(await manage.setCaseStudyStatus(editor, first.id, 'draft'));
    expect(await getPublishedCaseStudyBySlug(t.database.db, 'dental-recalls')).toBeUndefined();
    const again = ok(await manage.setCaseStudyStatus(editor, first.id, 'published'));
    expect(again.publishedAt).toBe(published.publishedAt);
    for (const id of [first.id, second.id]) ok(await manage.removeCaseStudy(editor, id));
    expect(await manage.removeCaseStudy(editor, first.id)).toMatchObject({ ok: false, notFound: true });
  });

  it('audits every change with the old and new values', async () => {
    const row = ok(await manage.saveCaseStudy(editor, study({ slug: 'audited' })));
    ok(await manage.saveCaseStudy(editor, study({ id: row.id, slug: 'audited', title: 'New title' })));
    ok(await manage.setCaseStudyStatus(editor, row.id, 'published'));
    ok(await manage.removeCaseStudy(editor, row.id));
    const entries = (await listAudit(t.database.db, 100)).filter((e) => e.targetId === row.id);
    expect(entries.map((e) => e.action).sort()).toEqual([
      'case_study.create',
      'case_study.delete',
      'case_study.publish',
      'case_study.update',
    ]);
    const update = entries.find((e) => e.action === 'case_study.update')!;
    expect(update.detail).toMatchObject({
      changes: { title: { from: 'Automatic recalls for a dental group', to: 'New title' } },
    });
    const publish = entries.find((e) => e.action === 'case_study.publish')!;
    expect(publish.detail).toMatchObject({ changes: { status: { from: 'draft', to: 'published' } } });
    const removed = entries.find((e) => e.action === 'case_study.delete')!;
    expect(removed.detail).toMatchObject({ old: { slug: 'audited', title: 'New title' } });
  });

  it('seeds the illustrative testimonials as published and the example case study as a draft, once', async () => {
    const settings = defaultSettings(loadConfig({}));
    await seedDatabase(t.database.db, settings);
    await seedDatabase(t.database.db, settings);
    const shown = await listPublishedTestimonials(t.database.db);
    expect(shown).toHaveLength(3);
    for (const s of shown) expect([s.illustrative, s.consentDate]).toEqual([true, null]);
    expect(shown[0]!.quote).toContain(settings.businessName);
    expect(shown[0]!.quote).not.toContain('{business}');
    expect((await listCaseStudies(t.database.db)).map((c) => c.status)).toEqual(['draft']);
    expect(await listPublishedCaseStudies(t.database.db)).toEqual([]);
  });
});
