/*
 * The content a fresh install starts with, built from the typed copy in src/content so the site
 * looks as it did before pages moved into the database. Staff edits are never overwritten: each
 * page and offer is inserted only when absent.
 */
import type { PageDocument } from '../../../../content/page-document.ts';
import type { IllustrationName } from '../../../../content/illustrations.ts';
import { HOME_PAGE } from './home.ts';
import { PACKAGES_PAGE, PROCESS_PAGE, SERVICES_PAGE } from './pages-a.ts';
import { ABOUT_PAGE, CALCULATOR_PAGE, CONTACT_PAGE, FAQ_PAGE, THANK_YOU_PAGE } from './pages-b.ts';
import { SITE_PAGES } from './site-pages.ts';

export interface SeedContentPage {
  slug: string;
  title: string;
  doc: PageDocument;
}

/** Each page's hero drawing (art direction, issue 14); pages not listed open without one. */
const HERO_DRAWINGS: Record<string, IllustrationName> = {
  services: 'dashboard',
  packages: 'calendar',
  process: 'workflow',
  about: 'ownership',
  faq: 'questions',
  calculator: 'savings',
  contact: 'message',
  'tech-stack': 'stack',
  lovable: 'canvas',
  replit: 'agent',
  base44: 'data-sync',
};

function withDrawing(page: SeedContentPage): SeedContentPage {
  const drawing = HERO_DRAWINGS[page.slug];
  if (!drawing) return page;
  const sections = page.doc.sections.map((s) =>
    s.type === 'hero' ? { ...s, data: { ...(s.data as object), illustration: drawing } } : s,
  );
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
].map(withDrawing);

export { SEED_OFFERS } from './offers.ts';
