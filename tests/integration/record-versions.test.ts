import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import sharp from 'sharp';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { clearRuntime, defaultSettings, setRuntime } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { createStaff } from '../../src/lib/server/repositories/staff.ts';
import { createSession } from '../../src/lib/server/auth/sessions.ts';
import { listAudit } from '../../src/lib/server/repositories/audit.ts';
import { listPageMeta } from '../../src/lib/server/repositories/page-meta.ts';
import { listOptions } from '../../src/lib/server/repositories/calculator-options.ts';
import { getOffer } from '../../src/lib/server/repositories/offers.ts';
import { uploadImage } from '../../src/lib/server/media/library.ts';
import { readConflict, type ConflictInfo } from '../../src/lib/admin/versions.ts';
import { formatUkDateTime } from '../../src/lib/uk-time.ts';

// No lost edits (issue 23): every kind of staff-edited record, saved by two people (two
// sessions) from the same version. The second save is refused with who and when and the stored
// values; a knowing overwrite goes through and is audited. Both databases.

vi.mock('astro:actions', () => import('../helpers/astro-actions-mock.ts'));
type Action = { input: { parse(v: unknown): unknown }; handler: (input: unknown, ctx: unknown) => Promise<unknown> };
type Group = Record<string, Action>;
const load = async (file: string) => (await import(`../../src/actions/admin/${file}.ts`)) as unknown as Group;
const content = await load('content');
const blog = await load('blog');
const prices = await load('prices');
const proof = await load('proof');
const media = await load('media');
const pageMeta = await load('page-meta');
const settings = await load('settings');
const calculator = await load('calculator');

const config = loadConfig({ LOG_LEVEL: 'silent' });

interface Session {
  name: string;
  call(action: Action, input: unknown): Promise<Record<string, unknown>>;
}

async function refused(p: Promise<unknown>): Promise<{ error: Error & { code?: string }; conflict: ConflictInfo }> {
  const error = (await p.then(
    () => undefined,
    (e: unknown) => e,
  )) as (Error & { code?: string }) | undefined;
  if (!error) throw new Error('The save went through');
  const conflict = readConflict(error);
  if (!conflict) throw error;
  return { error, conflict };
}

describe.each(testDatabases())('versions of staff-edited records on %s', (kind) => {
  let t: TestDb;
  let alex: Session;
  let priya: Session;
  let sam: Session;

  async function session(name: string, email: string, role: 'owner' | 'staff'): Promise<Session> {
    const id = await createStaff(t.database.db, { email, displayName: name, passwordHash: 'x', role });
    const { token } = await createSession(t.database.db, id);
    const ctx = {
      cookies: { get: (n: string) => (n === 'nm_session' ? { value: token } : undefined) },
      locals: { requestId: 'test' },
    };
    return {
      name,
      call: async (action, input) => (await action.handler(action.input.parse(input), ctx)) as Record<string, unknown>,
    };
  }

  beforeAll(async () => {
    t = await openTestDb(kind);
    await seedDatabase(t.database.db, defaultSettings(config));
    setRuntime({ config, database: t.database, logger: pino({ level: 'silent' }) });
    alex = await session('Alex Smith', 'alex@northmill.example', 'owner');
    priya = await session('Priya Shah', 'priya@northmill.example', 'owner');
    sam = await session('Sam Patel', 'sam@northmill.example', 'staff');
  });
  afterAll(async () => {
    clearRuntime();
    await t.cleanup();
  });

  /**
   * Alex and Priya both open the record at `version`; Alex saves first. Priya's save is refused
   * naming Alex and the time, with Alex's values; Priya then overwrites knowingly.
   */
  async function raceOf(
    action: Action,
    base: Record<string, unknown>,
    version: number,
    mine: Record<string, unknown>,
    theirs: Record<string, unknown>,
    what: string,
  ) {
    const first = await alex.call(action, { ...base, ...theirs, version });
    expect(first.version).toBe(version + 1);
    const { error, conflict } = await refused(priya.call(action, { ...base, ...mine, version }));
    expect(error.code).toBe('CONFLICT');
    expect(conflict).toMatchObject({ by: 'Alex Smith', version: version + 1 });
    expect(error.message).toBe(
      `Alex Smith saved this ${what} on ${formatUkDateTime(conflict.at)} (UK time), after you opened it, so your changes were not saved. Compare the two, then reload theirs or save yours over it.`,
    );
    expect(error.message).toMatch(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(UK time\)/);
    expect(conflict.stored).toMatchObject(theirs);
    // Saving again from the old version with overwrite is a knowing choice: it goes through, and is audited.
    const forced = await priya.call(action, { ...base, ...mine, version, overwrite: true });
    expect(forced.version).toBe(version + 2);
    const [entry] = await listAudit(t.database.db, 1, { action: 'version.overwrite' });
    expect(entry).toMatchObject({ actorEmail: 'priya@northmill.example' });
    expect(entry!.detail).toMatchObject({ basedOn: version, replaced: version + 1, replacedBy: 'Alex Smith' });
    return conflict;
  }

  it('refuses a stale page draft, and overwrites it knowingly', async () => {
    const { getContentPage } = await import('../../src/lib/server/repositories/content-pages.ts');
    const published = (await getContentPage(t.database.db, 'about'))!.published;
    const section = published.sections.findIndex((s) => typeof (s.data as Record<string, unknown>).heading === 'string');
    const edit = (heading: string) => {
      const doc = structuredClone(published);
      (doc.sections[section]!.data as Record<string, unknown>).heading = heading;
      return doc;
    };
    const conflict = await raceOf(
      content.saveDraft!,
      { slug: 'about' },
      0,
      { doc: edit('Priya’s heading') },
      { doc: edit('Alex’s heading') },
      'page',
    );
    expect(conflict.kind).toBe('page');
  });

  it('refuses a stale save of a page meta entry, the business details and a calculator option', async () => {
    const meta = (await listPageMeta(t.database.db))[0]!;
    await raceOf(
      pageMeta.update!,
      { id: meta.id, shareImageId: null },
      0,
      { metaTitle: 'Priya’s title', metaDescription: 'Priya’s description of the page.' },
      { metaTitle: 'Alex’s title', metaDescription: 'Alex’s description of the page.' },
      "page's meta",
    );
    await raceOf(
      settings.update!,
      { businessEmail: 'hello@northmill.example', businessAddress: 'Unit 4, Mill Lane, Rochdale OL16 1AA' },
      0,
      { businessName: 'Northmill Software', businessPhone: '0161 496 0999' },
      { businessName: 'Northmill Ltd', businessPhone: '0161 496 0123' },
      'business details form',
    );
    const option = (await listOptions(t.database.db)).find((o) => o.category === 'saas_tools')!;
    await raceOf(
      calculator.update!,
      { id: option.id, category: 'saas_tools', value: '' },
      0,
      { name: 'Xero (UK)' },
      { name: 'Xero accounting' },
      'option',
    );
  });

  it('refuses a stale save of an offer and of the build costs (owner forms, sent without JavaScript)', async () => {
    const offer = (await getOffer(t.database.db, 'launch-build'))!;
    const form = (o: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(o)) f.append(k, v);
      return f;
    };
    // The plain form posts strings: the version travels in a hidden field.
    const fields = Object.fromEntries(form({ id: 'launch-build', price: 'From £8,500', timeline: '4-6 weeks', version: '0' }));
    const parsed = prices.updateOffer!.input.parse({ ...fields, bullets: ['A point'] });
    expect(parsed).toMatchObject({ version: 0, overwrite: false });
    await raceOf(
      prices.updateOffer!,
      { id: 'launch-build', bullets: offer.bullets },
      0,
      { price: 'From £9,000', timeline: offer.timeline },
      { price: 'From £8,500', timeline: offer.timeline },
      'offer',
    );
    await raceOf(
      prices.updateBuildCosts!,
      {},
      0,
      { calculatorBuildCost: 9000, enquiryBuildCost: 9000 },
      { calculatorBuildCost: 8500, enquiryBuildCost: 8500 },
      'build costs form',
    );
  });

  it('refuses a stale save of a post, a testimonial, a case study and a picture’s details', async () => {
    const post = {
      title: 'Replacing a CRM',
      slug: 'replacing-a-crm',
      excerpt: 'What we learnt.',
      content: '<p>Body.</p>',
      author: 'Northmill',
      category: 'Guides',
      tags: [],
      featured: false,
      published: false,
      publishedAt: null,
      metaTitle: '',
      metaDescription: '',
      coverMediaId: null,
      shareImageId: null,
    };
    const created = await alex.call(blog.save!, post);
    expect(created.version).toBe(0);
    await raceOf(
      blog.save!,
      { ...post, id: created.id },
      0,
      { title: 'Replacing our CRM' },
      { title: 'Replacing a CRM, a year on' },
      'post',
    );
    // An update that does not say which version it is based on is refused too.
    await expect(priya.call(blog.save!, { ...post, id: created.id })).rejects.toThrow(/reload the page/);

    const quote = {
      name: 'Priya Shah',
      role: 'Practice Manager',
      company: 'Shah & Co Dental, Bury',
      quote: 'Recalls go out on their own now.',
      highlight: '',
      consentDate: null,
      illustrative: true,
      photoMediaId: null,
      sortOrder: 50,
    };
    const testimonial = await alex.call(proof.saveTestimonial!, quote);
    await raceOf(
      proof.saveTestimonial!,
      { ...quote, id: testimonial.id },
      0,
      { quote: 'Mine.' },
      { quote: 'Theirs.' },
      'testimonial',
    );

    const study = {
      slug: 'dental-recalls',
      title: 'Automatic recalls',
      client: 'Shah & Co Dental',
      sector: 'Healthcare',
      summary: 'Recalls sent by the practice system.',
      problem: 'By hand.',
      built: 'A recall service.',
      results: [],
      stack: [],
      quote: null,
      quoteBy: '',
      coverMediaId: null,
    };
    const created2 = await alex.call(proof.saveCaseStudy!, study);
    await raceOf(proof.saveCaseStudy!, { ...study, id: created2.id }, 0, { title: 'Mine' }, { title: 'Theirs' }, 'case study');

    const bytes = new Uint8Array(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3d7ac8' } })
        .png()
        .toBuffer(),
    );
    const { item } = await uploadImage(t.database.db, pino({ level: 'silent' }), { name: 'mill.png', bytes }, null);
    await raceOf(
      media.update!,
      { id: item.id, decorative: false, title: '', focalX: 50, focalY: 50 },
      0,
      { alt: 'The mill at dusk' },
      { alt: 'The old mill by the canal' },
      "picture's details",
    );
  });

  it('two tabs of one person autosaving: the older tab stops at the newer version', async () => {
    const { getContentPage } = await import('../../src/lib/server/repositories/content-pages.ts');
    const start = await sam.call(content.saveDraft!, {
      slug: 'services',
      doc: (await getContentPage(t.database.db, 'services'))!.published,
      version: 0,
    });
    const v = start.version as number;
    const doc = start.doc as { sections: { data: Record<string, unknown> }[] };
    const tabA = structuredClone(doc);
    const tabB = structuredClone(doc);
    tabA.sections[0]!.data.eyebrow = 'Tab A';
    tabB.sections[0]!.data.eyebrow = 'Tab B';
    const a1 = await sam.call(content.saveDraft!, { slug: 'services', doc: tabA, version: v });
    const { conflict } = await refused(sam.call(content.saveDraft!, { slug: 'services', doc: tabB, version: v }));
    expect(conflict.by).toBe('Sam Patel');
    expect((conflict.stored.doc as typeof doc).sections[0]!.data.eyebrow).toBe('Tab A');
    // Tab A goes on autosaving from its own version.
    tabA.sections[0]!.data.eyebrow = 'Tab A, again';
    const a2 = await sam.call(content.saveDraft!, { slug: 'services', doc: tabA, version: a1.version });
    expect(a2.version).toBe((a1.version as number) + 1);
    // A publish based on the version tab B shows is refused: it would publish words B never saw.
    const stalePublish = await refused(sam.call(content.publish!, { slug: 'services', version: v }));
    expect(stalePublish.error.message).toContain('nothing was published');
  });

  it('two saves from the same version at the same moment: exactly one is stored', async () => {
    const meta = (await listPageMeta(t.database.db))[1]!;
    const save = (who: Session, title: string) =>
      who.call(pageMeta.update!, {
        id: meta.id,
        metaTitle: title,
        metaDescription: 'Same moment.',
        shareImageId: null,
        version: 0,
      });
    const results = await Promise.allSettled([save(alex, 'From Alex'), save(priya, 'From Priya')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const loser = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    const winner = (results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<Record<string, unknown>>).value;
    expect(readConflict(loser.reason)?.stored.metaTitle).toBe(winner.metaTitle);
    expect((await listPageMeta(t.database.db))[1]!.metaTitle).toBe(winner.metaTitle);
  });
});
