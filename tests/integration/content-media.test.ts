import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import sharp from 'sharp';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { clearRuntime, defaultSettings, setRuntime } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import * as content from '../../src/lib/server/page-content/pages-service.ts';
import { deleteImage, uploadImage } from '../../src/lib/server/media/library.ts';
import { updateMediaDetails } from '../../src/lib/server/repositories/media.ts';
import { insertTestimonial, updateTestimonial } from '../../src/lib/server/repositories/testimonials.ts';
import { insertCaseStudy, setCaseStudyStatus, updateCaseStudy } from '../../src/lib/server/repositories/case-studies.ts';
import { loadContentPage, loadContentPreview } from '../../src/lib/server/loaders/content.ts';
import { loadCaseStudy, loadWorkList } from '../../src/lib/server/loaders/work.ts';
import type { Testimonial, TestimonialInput } from '../../src/lib/shapes/testimonial.ts';
import type { CaseStudyInput } from '../../src/lib/shapes/case-study.ts';
import type { PageDocument } from '../../src/lib/page-content/page-document.ts';

// Pictures placed by page sections, testimonials and case studies: the loaders resolve them for
// the public pages, and the media library refuses to delete one while anything still shows it.

const config = loadConfig({ LOG_LEVEL: 'silent' });
const logger = pino({ level: 'silent' });
const actor = { id: 'staff-1', email: 'owner@northmill.example', role: 'owner' as const };

async function libraryPicture(db: TestDb['database']['db'], name: string, alt: string, background: string) {
  const bytes = new Uint8Array(
    await sharp({ create: { width: 800, height: 600, channels: 3, background } })
      .jpeg()
      .toBuffer(),
  );
  const up = await uploadImage(db, logger, { name, bytes }, null);
  await up.variants;
  await updateMediaDetails(db, up.item.id, { alt, decorative: false, title: '', focalX: 50, focalY: 50 });
  return up.item.id;
}

const withHeroImage = (doc: PageDocument, mediaId: string | null): PageDocument => ({
  sections: doc.sections.map((s) =>
    s.type === 'hero' ? { ...s, data: { ...(s.data as object), image: mediaId ? { mediaId } : null } } : s,
  ),
});

const quote: Omit<TestimonialInput, 'id'> = {
  name: 'Priya Shah',
  role: 'Practice Manager',
  company: 'Shah & Co Dental',
  quote: 'Recalls go out on their own now.',
  highlight: '',
  consentDate: '2026-03-02',
  illustrative: false,
  photoMediaId: null,
  sortOrder: 1,
};

const study: Omit<CaseStudyInput, 'id'> = {
  slug: 'dental-recalls',
  title: 'Automatic recalls for a dental group',
  client: 'Shah & Co Dental',
  sector: 'Healthcare',
  summary: 'Recall letters and texts sent by the practice system instead of by hand.',
  problem: 'Recalls were sent by hand from a spreadsheet.',
  built: 'A recall service wired into the practice system.',
  results: [{ figure: '38 hours', label: 'saved each month' }],
  stack: ['TypeScript'],
  quote: null,
  quoteBy: '',
  coverMediaId: null,
};

describe.each(testDatabases())('pictures in pages and proof on %s', (kind) => {
  let t: TestDb;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await openTestDb(kind);
    await seedDatabase(db(), defaultSettings(config));
    setRuntime({ config, database: t.database, logger });
  });
  afterAll(async () => {
    clearRuntime();
    await t.cleanup();
  });

  it('refuses to delete a page section picture, in a draft or published, and resolves it for the page', async () => {
    const id = await libraryPicture(db(), 'workshop.jpg', 'Two developers at a whiteboard', '#2f4b7c');
    const about = (await content.getPublishedPage(db(), 'about'))!;

    expect((await content.saveDraft(db(), 'about', withHeroImage(about, id), actor)).ok).toBe(true);
    expect(await deleteImage(db(), id)).toEqual({
      deleted: false,
      uses: [{ kind: 'Page section (unpublished draft)', label: 'About', href: '/admin/content/about' }],
    });
    // The preview already shows it; visitors do not until it is published.
    expect((await loadContentPreview('about', withHeroImage(about, id))).ctx.images[id]?.alt).toBe(
      'Two developers at a whiteboard',
    );
    expect((await loadContentPage('about')).ctx.images).toEqual({});

    expect((await content.publishPage(db(), 'about', actor)).ok).toBe(true);
    const page = await loadContentPage('about');
    expect(page.ctx.images[id]).toMatchObject({ id, alt: 'Two developers at a whiteboard', width: 800, height: 600 });
    expect(await deleteImage(db(), id)).toEqual({
      deleted: false,
      uses: [{ kind: 'Page section', label: 'About', href: '/admin/content/about' }],
    });

    await content.saveDraft(db(), 'about', withHeroImage(about, null), actor);
    await content.publishPage(db(), 'about', actor);
    expect(await deleteImage(db(), id)).toEqual({ deleted: true });
    // The page no longer asks for it, and nothing breaks when a stale id is left anywhere.
    expect((await loadContentPage('about')).ctx.images).toEqual({});
  });

  it('refuses to delete a testimonial photo, and the home page resolves it with the published testimonials', async () => {
    const id = await libraryPicture(db(), 'priya.jpg', 'Priya Shah', '#7c2f4b');
    const row: Testimonial = await insertTestimonial(db(), { ...quote, photoMediaId: id }, 'published');
    expect(await deleteImage(db(), id)).toEqual({
      deleted: false,
      uses: [{ kind: 'Testimonial photo', label: 'Priya Shah, Shah & Co Dental', href: '/admin/proof' }],
    });

    const home = await loadContentPage('home');
    const names = home.ctx.proof!.testimonials.map((q) => q.name);
    expect(names[0]).toBe('Priya Shah');
    expect(names).toContain('D.H.'); // the seeded illustrative examples stay, labelled
    expect(home.ctx.proof!.testimonials.find((q) => q.name === 'D.H.')!.illustrative).toBe(true);
    expect(home.ctx.images[id]?.alt).toBe('Priya Shah');
    // Pages without a testimonial set or case-study list never query the proof tables.
    expect((await loadContentPage('faq')).ctx.proof).toBeUndefined();

    await updateTestimonial(db(), row.id, { ...quote, photoMediaId: null });
    expect(await deleteImage(db(), id)).toEqual({ deleted: true });
  });

  it('refuses to delete a case study cover, and lists the study on home and /work with it once published', async () => {
    const id = await libraryPicture(db(), 'surgery.jpg', 'The practice reception desk', '#4b7c2f');
    const row = await insertCaseStudy(db(), { ...study, coverMediaId: id });
    expect(await deleteImage(db(), id)).toEqual({
      deleted: false,
      uses: [{ kind: 'Case study cover', label: 'Automatic recalls for a dental group', href: '/admin/proof' }],
    });
    // A draft is listed nowhere.
    expect((await loadContentPage('home')).ctx.proof!.caseStudies).toEqual([]);

    await setCaseStudyStatus(db(), row.id, 'published');
    const home = await loadContentPage('home');
    expect(home.ctx.proof!.caseStudies.map((c) => c.slug)).toEqual(['dental-recalls']);
    expect(home.ctx.images[id]?.alt).toBe('The practice reception desk');
    expect((await loadWorkList()).images[id]?.alt).toBe('The practice reception desk');
    expect((await loadCaseStudy('dental-recalls', '/work/dental-recalls')).cover?.id).toBe(id);

    await updateCaseStudy(db(), row.id, { ...study, coverMediaId: null });
    expect(await deleteImage(db(), id)).toEqual({ deleted: true });
  });
});
