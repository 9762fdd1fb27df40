// One scenario per staff action that declares a public change (tests/integration/built/public-changes.test.ts):
// `prepare` sets the scene (through actions, or reading the database directly), and returns the
// public page that shows the change, the action call that makes it and how to see it there.
// They run in this order on one fresh site; later ones build on earlier ones' records.
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../../../src/lib/server/db/schema.ts';
import type { TestDbKind } from '../../helpers/databases.ts';
import { getContentPage } from '../../../src/lib/server/repositories/content-pages.ts';
import { listRevisions } from '../../../src/lib/server/repositories/content-revisions.ts';
import { getVersion } from '../../../src/lib/server/repositories/record-versions.ts';
import { getOffer } from '../../../src/lib/server/repositories/offers.ts';
import { getMedia } from '../../../src/lib/server/repositories/media.ts';
import { PUBLIC_SEED_POSTS, EXISTING_BLOG_POSTS } from '../../../src/lib/server/seed/seed-data/blog-posts.ts';
import type { VersionKind } from '../../../src/lib/admin/versions.ts';

type Result = Record<string, unknown>;

export interface Site {
  kind: TestDbKind;
  db: Kysely<Database>;
  /** An action over HTTP as the owner; form: a plain form post (or multipart) instead of JSON. */
  call(action: string, input: unknown, form?: true | 'multipart'): Promise<Result>;
  page(path: string): Promise<{ status: number; cache: string | null; body: string }>;
  waitFor(check: () => Promise<boolean>, what: string): Promise<number>;
}

export interface Check {
  path: string;
  act(): Promise<unknown>;
  shows(body: string, status?: number): boolean;
  /** A page that reads nothing the change touches: it stays cached (tags drop only what changed). */
  keeps?: string;
}

export interface Scenario {
  action: string;
  what: string;
  prepare(site: Site): Promise<Check>;
}

const version = async (s: Site, kind: VersionKind, key: string) => (await getVersion(s.db, kind, key))?.version ?? 0;
const state = new WeakMap<Site, Record<string, string>>();
const remember = (s: Site) => state.get(s) ?? (state.set(s, {}), state.get(s)!);

const post = (title: string, slug: string, extra: Record<string, unknown> = {}) => ({
  title,
  slug,
  excerpt: 'Declared once.',
  content: '<p>Body.</p>',
  author: 'Northmill',
  category: 'Guides',
  tags: [],
  featured: false,
  published: true,
  publishedAt: null,
  metaTitle: '',
  metaDescription: '',
  coverMediaId: null,
  shareImageId: null,
  ...extra,
});

const quote = (text: string) => ({
  name: 'Priya Shah',
  role: 'Practice Manager',
  company: 'Shah and Co Dental',
  quote: text,
  highlight: '',
  consentDate: null,
  illustrative: true,
  photoMediaId: null,
  sortOrder: 1,
});

const study = (title: string) => ({
  slug: 'declared-once',
  title,
  client: 'Shah and Co Dental',
  sector: 'Healthcare',
  summary: 'Recalls sent by the practice system.',
  problem: 'By hand.',
  built: 'A recall service.',
  results: [],
  stack: [],
  quote: null,
  quoteBy: '',
  coverMediaId: null,
});

/** The About page's first section with a heading, set to `heading`. */
async function aboutWith(s: Site, heading: string) {
  const doc = structuredClone((await getContentPage(s.db, 'about'))!.published);
  const section = doc.sections.find((x) => typeof (x.data as Record<string, unknown>).heading === 'string')!;
  (section.data as Record<string, unknown>).heading = heading;
  return doc;
}

async function settingsWith(s: Site, form: 'details' | 'security', values: Record<string, unknown>) {
  const { versions, ...all } = (await s.call('admin.settings.get', {})) as Record<string, unknown> & {
    versions: Record<string, number>;
  };
  const keys =
    form === 'details'
      ? ['businessName', 'businessPhone', 'businessEmail', 'businessAddress', 'companyNumber', 'vatNumber', 'registeredOffice']
      : ['bookingUrl', 'enquiryInbox', 'retentionMonths', 'auditRetentionMonths'];
  return { ...Object.fromEntries(keys.map((k) => [k, all[k]])), ...values, version: versions[form] };
}

async function option(s: Site, name: string) {
  const all = (await s.call('admin.calculator.list', {})) as unknown as { id: string; name: string; version: number }[];
  return all.find((o) => o.name === name)!;
}

const has = (text: string) => (body: string) => body.includes(text);
const lacks = (text: string) => (body: string) => !body.includes(text);

export const scenarios: Scenario[] = [
  {
    action: 'admin.content.publish',
    what: 'a published draft is on the page',
    async prepare(s) {
      const saved = await s.call('admin.content.saveDraft', {
        slug: 'about',
        doc: await aboutWith(s, 'Declared once heading'),
        version: await version(s, 'page', 'about'),
      });
      return {
        path: '/about',
        act: () => s.call('admin.content.publish', { slug: 'about', version: saved.version }),
        shows: has('Declared once heading'),
        keeps: '/services',
      };
    },
  },
  {
    action: 'admin.content.restoreRevision',
    what: 'the restored version replaces the page',
    async prepare(s) {
      const first = (await listRevisions(s.db, 'page', 'about')).at(-1)!;
      return {
        path: '/about',
        act: () => s.call('admin.content.restoreRevision', { id: first.id }),
        shows: lacks('Declared once heading'),
      };
    },
  },
  {
    action: 'admin.pageMeta.update',
    what: "a page's title",
    async prepare(s) {
      const all = (await s.call('admin.pageMeta.list', {})) as unknown as { id: string; pagePath: string; version: number }[];
      const faq = all.find((m) => m.pagePath === '/faq')!;
      const input = { id: faq.id, metaTitle: 'Declared once FAQ', metaDescription: 'Asked often.', shareImageId: null };
      return {
        path: '/faq',
        act: () => s.call('admin.pageMeta.update', { ...input, version: faq.version }),
        shows: has('<title>Declared once FAQ'),
      };
    },
  },
  {
    action: 'admin.settings.update',
    what: 'the phone number in every footer',
    async prepare(s) {
      const input = await settingsWith(s, 'details', { businessPhone: '0161 496 0777' });
      return { path: '/faq', act: () => s.call('admin.settings.update', input), shows: has('0161 496 0777') };
    },
  },
  {
    action: 'admin.settings.updateSecurity',
    what: 'the booking link in every header',
    async prepare(s) {
      const input = await settingsWith(s, 'security', { bookingUrl: 'https://cal.example/declared-once' });
      return {
        path: '/faq',
        act: () => s.call('admin.settings.updateSecurity', input),
        shows: has('https://cal.example/declared-once'),
      };
    },
  },
  {
    action: 'admin.prices.updateOffer',
    what: "an offer's price on the home page",
    async prepare(s) {
      const offer = (await getOffer(s.db, 'launch-build'))!;
      // The Prices page's plain form: one textarea line per point, the version in a hidden field.
      const input = { id: offer.id, price: 'From £8,765', priceNote: offer.priceNote, timeline: offer.timeline };
      const form = async () => ({
        ...input,
        bullets: offer.bullets.join('\n'),
        version: String(await version(s, 'offer', offer.id)),
      });
      return {
        path: '/',
        act: async () => s.call('admin.prices.updateOffer', await form(), true),
        shows: has('£8,765'),
      };
    },
  },
  {
    action: 'admin.prices.restoreRevision',
    what: "an offer's earlier figures back on the home page",
    async prepare(s) {
      const earlier = (await listRevisions(s.db, 'offer', 'launch-build')).find(
        (r) => (r.data as { price?: string }).price !== 'From £8,765',
      )!;
      return { path: '/', act: () => s.call('admin.prices.restoreRevision', { id: earlier.id }), shows: lacks('£8,765') };
    },
  },
  {
    action: 'admin.prices.updateBuildCosts',
    what: "the calculator's build cost",
    async prepare(s) {
      const input = { calculatorBuildCost: '7345', enquiryBuildCost: '7345' };
      return {
        path: '/calculator',
        act: async () =>
          s.call(
            'admin.prices.updateBuildCosts',
            { ...input, version: String(await version(s, 'buildCosts', 'build-costs')) },
            true,
          ),
        shows: (body) => /7,?345/.test(body),
      };
    },
  },
  {
    action: 'admin.calculator.add',
    what: 'a new tool suggestion on the calculator',
    async prepare(s) {
      const add = { category: 'saas_tools', name: 'Declared Tool One', value: '', displayOrder: 0, active: true };
      return { path: '/calculator', act: () => s.call('admin.calculator.add', add), shows: has('Declared Tool One') };
    },
  },
  {
    action: 'admin.calculator.update',
    what: 'a renamed tool suggestion',
    async prepare(s) {
      const o = await option(s, 'Declared Tool One');
      const input = { id: o.id, category: 'saas_tools', name: 'Declared Tool Renamed', value: '', version: o.version };
      return { path: '/calculator', act: () => s.call('admin.calculator.update', input), shows: has('Declared Tool Renamed') };
    },
  },
  {
    action: 'admin.calculator.reorder',
    what: 'the suggestions in their new order',
    async prepare(s) {
      await s.call('admin.calculator.add', { category: 'saas_tools', name: 'Declared Tool Two', displayOrder: 1 });
      const all = (await s.call('admin.calculator.list', {})) as unknown as { id: string; name: string; category: string }[];
      const tools = all.filter((o) => o.category === 'saas_tools');
      const ids = tools.map((o) => o.id);
      const [a, b] = [
        ids.indexOf((await option(s, 'Declared Tool Renamed')).id),
        ids.indexOf((await option(s, 'Declared Tool Two')).id),
      ];
      [ids[a], ids[b]] = [ids[b]!, ids[a]!];
      const firstOf = (body: string) => body.indexOf('Declared Tool Two') < body.indexOf('Declared Tool Renamed');
      const before = a < b;
      return {
        path: '/calculator',
        act: () => s.call('admin.calculator.reorder', { category: 'saas_tools', ids }),
        shows: (body) => firstOf(body) === before,
      };
    },
  },
  {
    action: 'admin.calculator.setActive',
    what: 'a deactivated suggestion leaves the calculator',
    async prepare(s) {
      const o = await option(s, 'Declared Tool Renamed');
      return {
        path: '/calculator',
        act: () => s.call('admin.calculator.setActive', { id: o.id, active: false, version: o.version }),
        shows: lacks('Declared Tool Renamed'),
      };
    },
  },
  {
    action: 'admin.calculator.remove',
    what: 'a deleted suggestion leaves the calculator',
    async prepare(s) {
      const o = await option(s, 'Declared Tool Two');
      return {
        path: '/calculator',
        act: () => s.call('admin.calculator.remove', { id: o.id }),
        shows: lacks('Declared Tool Two'),
      };
    },
  },
  {
    action: 'admin.blog.save',
    what: 'a new published post on the blog',
    async prepare(s) {
      const input = post('Declared once first words', 'declared-once');
      return {
        path: '/blog',
        act: async () => (remember(s).post = (await s.call('admin.blog.save', input)).id as string),
        shows: has('Declared once first words'),
        keeps: '/services',
      };
    },
  },
  {
    action: 'admin.blog.restoreRevision',
    what: "a post's earlier words back on the blog",
    async prepare(s) {
      const id = remember(s).post!;
      await s.call('admin.blog.save', {
        ...post('Declared once second words', 'declared-once'),
        id,
        version: await version(s, 'post', id),
      });
      const first = (await listRevisions(s.db, 'post', id)).find(
        (r) => (r.data as { title?: string }).title === 'Declared once first words',
      )!;
      return {
        path: '/blog',
        act: () => s.call('admin.blog.restoreRevision', { id: first.id }),
        shows: has('Declared once first words'),
      };
    },
  },
  {
    action: 'admin.blogBulk.apply',
    what: 'an unpublished post leaves the blog',
    async prepare(s) {
      const id = remember(s).post!;
      return {
        path: '/blog',
        act: () => s.call('admin.blogBulk.apply', { ids: [id], op: 'unpublish' }),
        shows: lacks('Declared once first words'),
      };
    },
  },
  {
    action: 'admin.blog.remove',
    what: 'a binned post is gone from its address',
    async prepare(s) {
      const seeded = PUBLIC_SEED_POSTS[0]!;
      const row = await s.db.selectFrom('blog_posts').select('id').where('slug', '=', seeded.slug).executeTakeFirstOrThrow();
      return {
        path: `/blog/${seeded.slug}`,
        act: () => s.call('admin.blog.remove', { id: row.id }),
        shows: (_body, status) => status === 404,
      };
    },
  },
  {
    action: 'admin.blog.addExisting',
    what: 'the added articles in the sitemap',
    async prepare(s) {
      const slug = EXISTING_BLOG_POSTS[0]!.slug;
      return { path: '/sitemap.xml', act: () => s.call('admin.blog.addExisting', { publish: 'yes' }, true), shows: has(slug) };
    },
  },
  {
    action: 'admin.proof.setTestimonialStatus',
    what: 'a published testimonial on the home page',
    async prepare(s) {
      const created = await s.call('admin.proof.saveTestimonial', quote('Recalls declared once.'));
      remember(s).testimonial = created.id as string;
      return {
        path: '/',
        act: () => s.call('admin.proof.setTestimonialStatus', { id: created.id, status: 'published' }),
        shows: has('Recalls declared once.'),
      };
    },
  },
  {
    action: 'admin.proof.saveTestimonial',
    what: "a live testimonial's new words",
    async prepare(s) {
      const id = remember(s).testimonial!;
      return {
        path: '/',
        act: async () =>
          s.call('admin.proof.saveTestimonial', {
            ...quote('Recalls go out on their own.'),
            id,
            version: await version(s, 'testimonial', id),
          }),
        shows: has('Recalls go out on their own.'),
      };
    },
  },
  {
    action: 'admin.proof.removeTestimonial',
    what: 'a deleted testimonial leaves the home page',
    async prepare(s) {
      const id = remember(s).testimonial!;
      return {
        path: '/',
        act: () => s.call('admin.proof.removeTestimonial', { id }),
        shows: lacks('Recalls go out on their own.'),
      };
    },
  },
  {
    action: 'admin.proof.setCaseStudyStatus',
    what: 'a published case study on the work page',
    async prepare(s) {
      const created = await s.call('admin.proof.saveCaseStudy', study('Declared once recalls'));
      remember(s).study = created.id as string;
      return {
        path: '/work',
        act: () => s.call('admin.proof.setCaseStudyStatus', { id: created.id, status: 'published' }),
        shows: has('Declared once recalls'),
      };
    },
  },
  {
    action: 'admin.proof.saveCaseStudy',
    what: "a live case study's new title",
    async prepare(s) {
      const id = remember(s).study!;
      return {
        path: '/work',
        act: async () =>
          s.call('admin.proof.saveCaseStudy', {
            ...study('Declared once reminders'),
            id,
            version: await version(s, 'caseStudy', id),
          }),
        shows: has('Declared once reminders'),
      };
    },
  },
  {
    action: 'admin.proof.removeCaseStudy',
    what: 'a deleted case study leaves the work page',
    async prepare(s) {
      const id = remember(s).study!;
      return { path: '/work', act: () => s.call('admin.proof.removeCaseStudy', { id }), shows: lacks('Declared once reminders') };
    },
  },
  {
    action: 'admin.media.update',
    what: "a cover picture's new alt text on its post",
    async prepare(s) {
      const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#3d7ac8' } })
        .png()
        .toBuffer();
      const fd = new FormData();
      fd.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'declared.png');
      const { item } = (await s.call('admin.media.upload', fd, 'multipart')) as unknown as {
        item: { id: string; version: number };
      };
      await s.waitFor(async () => (await getMedia(s.db, item.id))?.variantsStatus === 'ready', 'the picture’s variants');
      const details = { id: item.id, decorative: false, title: '', focalX: 50, focalY: 50 };
      const first = await s.call('admin.media.update', { ...details, alt: 'A blue declared square', version: item.version });
      await s.call('admin.blog.save', post('Declared once with a cover', 'declared-cover', { coverMediaId: item.id }));
      return {
        path: '/blog/declared-cover',
        act: () => s.call('admin.media.update', { ...details, alt: 'A bluer declared square', version: first.version }),
        shows: has('A bluer declared square'),
      };
    },
  },
];
