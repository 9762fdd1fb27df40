// Pictures for the bench's fresh server. The seeded site has none and no
// published case study, so without this no measured page could have a picture
// as its largest paint and /work/[slug] would not exist. As the owner would,
// through the app's own actions: upload a photo-like JPEG with alt text to the
// media library, wait for its AVIF/WebP variants, make it the cover of the
// seeded post, the /about hero's picture (published) and the cover of the
// seeded case study (published).
import { randomBytes } from 'node:crypto';
import { SEED_CONTENT_PAGES } from '../../src/lib/server/seed/seed-data/page-content/index.ts';
import { SEED_CASE_STUDY } from '../../src/lib/server/seed/seed-data/proof.ts';
import { caseStudyFields, type CaseStudy } from '../../src/lib/shapes/case-study.ts';
import { pickFields } from '../../src/lib/shapes/fields.ts';
import { photoLikeJpeg } from './photo.ts';
import { signInStaff, type StaffClient } from './staff-client.ts';

export const PICTURE_POST = '/blog/true-cost-of-your-saas-stack-over-five-years';
export const PICTURE_WORK = `/work/${SEED_CASE_STUDY.slug}`;
/** The routes addBenchPictures gives a picture at the top of the page. */
export const PICTURE_ROUTES = ['/about', PICTURE_WORK, PICTURE_POST];

/** The public routes plus the case study page addBenchPictures publishes, next to /work. */
export function withPictureRoutes(routes: readonly string[]): string[] {
  const at = routes.indexOf('/work');
  return at < 0 ? [...routes, PICTURE_WORK] : [...routes.slice(0, at + 1), PICTURE_WORK, ...routes.slice(at + 1)];
}

const OWNER_EMAIL = 'bench-owner@northmill.example';
const OWNER_PASSWORD = randomBytes(18).toString('base64url');
/**
 * Environment for a server addBenchPictures will sign in to: a fresh database
 * makes its first (owner) account from these (src/lib/server/process/bootstrap.ts).
 */
export const PICTURES_ENV = { ADMIN_EMAIL: OWNER_EMAIL, ADMIN_PASSWORD: OWNER_PASSWORD };

interface Media {
  version: number;
  id: string;
  variantsStatus: 'pending' | 'ready' | 'failed';
  thumbUrl: string | null;
}

/** Polls until the background job has made every variant (pages show a picture only then). */
async function variantsReady(staff: StaffClient, id: string, timeoutMs = 300_000): Promise<Media> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { item } = await staff.call<{ item: Media }>('admin.media.get', { id });
    if (item.variantsStatus === 'ready') return item;
    if (item.variantsStatus === 'failed') throw new Error('the picture variants failed to encode (see the server log)');
    if (Date.now() > deadline) throw new Error(`the picture variants were not ready within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * The public route cache serves an expired copy while one request renders the
 * page again, so the first answer after a change may be the old page: poll
 * until the page shows the picture, and fail loudly if it never does.
 */
async function showsPicture(baseUrl: string, route: string, marker: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await fetch(`${baseUrl}${route}`);
    if (res.ok && (await res.text()).includes(marker)) return;
    if (Date.now() > deadline) throw new Error(`${route} (${res.status}) does not show the bench picture`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function setPostCover(staff: StaffClient, slug: string, mediaId: string): Promise<void> {
  const posts = await staff.call<Record<string, unknown>[]>('admin.blog.list', {});
  const post = posts.find((p) => p.slug === slug);
  if (!post) throw new Error(`no post with the slug ${slug}`);
  const fields = ['id', 'title', 'slug', 'excerpt', 'content', 'author', 'category', 'tags', 'featured', 'published'];
  await staff.call('admin.blog.save', {
    ...Object.fromEntries(fields.map((k) => [k, post[k]])),
    publishedAt: post.publishedAt,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    shareImageId: post.shareImageId,
    coverMediaId: mediaId,
    version: post.version,
  });
}

/** The /about hero gets the picture; the rest of the page is the seeded document a fresh server has. */
async function setAboutHero(staff: StaffClient, mediaId: string): Promise<void> {
  const about = SEED_CONTENT_PAGES.find((p) => p.slug === 'about');
  if (!about) throw new Error('no seeded about page');
  const sections = about.doc.sections.map((s) =>
    s.type === 'hero' ? { ...s, data: { ...(s.data as object), image: { mediaId } } } : s,
  );
  // A fresh database: the page has no saved version yet.
  await staff.call('admin.content.saveDraft', { slug: 'about', doc: { sections }, version: 0 });
  await staff.call('admin.content.publish', { slug: 'about' });
}

async function publishCaseStudy(staff: StaffClient, slug: string, mediaId: string): Promise<void> {
  const { caseStudies } = await staff.call<{ caseStudies: (CaseStudy & { version: number })[] }>('admin.proof.list', {});
  const study = caseStudies.find((c) => c.slug === slug);
  if (!study) throw new Error(`no case study with the slug ${slug}`);
  await staff.call('admin.proof.saveCaseStudy', {
    ...pickFields(caseStudyFields, study),
    id: study.id,
    coverMediaId: mediaId,
    version: study.version,
  });
  await staff.call('admin.proof.setCaseStudyStatus', { id: study.id, status: 'published' });
}

/** Sets the pictures up on a server started with PICTURES_ENV and a fresh database. */
export async function addBenchPictures(baseUrl: string): Promise<void> {
  const staff = await signInStaff(baseUrl, OWNER_EMAIL, OWNER_PASSWORD);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await photoLikeJpeg())], { type: 'image/jpeg' }), 'workshop-bench.jpg');
  const { item } = await staff.callForm<{ item: Media }>('admin.media.upload', form);
  await staff.call('admin.media.update', {
    id: item.id,
    alt: 'Two developers at a whiteboard sketching the stock screen for a builders’ merchant',
    decorative: false,
    title: 'Bench picture',
    focalX: 50,
    focalY: 50,
    version: item.version,
  });
  const ready = await variantsReady(staff, item.id);
  await setPostCover(staff, PICTURE_POST.slice('/blog/'.length), item.id);
  await setAboutHero(staff, item.id);
  await publishCaseStudy(staff, SEED_CASE_STUDY.slug, item.id);
  // Variant URLs start with /media/<first 16 hex of the picture's hash>.
  const marker = /^\/media\/[0-9a-f]{16}-/.exec(ready.thumbUrl ?? '')?.[0];
  if (!marker) throw new Error(`unexpected variant URL ${ready.thumbUrl}`);
  for (const route of PICTURE_ROUTES) await showsPicture(baseUrl, route, marker);
}
