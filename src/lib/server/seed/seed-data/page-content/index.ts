/*
 * The content a fresh install starts with, built from the typed copy in src/copy so the site
 * looks as it did before pages moved into the database. Staff edits are never overwritten: each
 * page and offer is inserted only when absent.
 */
import type { PageDocument } from '../../../../page-content/page-document.ts';
import { HOME_PAGE } from './home.ts';
import { PACKAGES_PAGE, PROCESS_PAGE, SERVICES_PAGE } from './pages-a.ts';
import { ABOUT_PAGE, CALCULATOR_PAGE, CONTACT_PAGE, FAQ_PAGE, THANK_YOU_PAGE } from './pages-b.ts';
import { SITE_PAGES } from './site-pages.ts';

export interface SeedContentPage {
  slug: string;
  title: string;
  doc: PageDocument;
}

/**
 * Each page's hero kind (docs/design.md, "Hero kinds"); pages not listed open with the navy offer
 * band. The drawings of issue 14 are no longer seeded (issue 26: clip-art read as a template, and
 * cost up to 0.6 KB gzip of each page's first round trip); staff can still pick one.
 */
const HERO_KINDS: Record<string, 'editorial' | 'plain'> = {
  about: 'editorial',
  faq: 'editorial',
  contact: 'editorial',
  'thank-you': 'plain',
};

function withHeroKind(page: SeedContentPage): SeedContentPage {
  const kind = HERO_KINDS[page.slug];
  if (!kind) return page;
  const sections = page.doc.sections.map((s) => (s.type === 'hero' ? { ...s, data: { ...(s.data as object), kind } } : s));
  return { ...page, doc: { ...page.doc, sections } };
}

export const SEED_CONTENT_PAGES: SeedContentPage[] = [
  HOME_PAGE,
  PACKAGES_PAGE,
  SERVICES_PAGE,
  PROCESS_PAGE,
  ABOUT_PAGE,
  FAQ_PAGE,
  CALCULATOR_PAGE,
  CONTACT_PAGE,
  THANK_YOU_PAGE,
  ...SITE_PAGES,
].map(withHeroKind);

export { SEED_OFFERS } from './offers.ts';
