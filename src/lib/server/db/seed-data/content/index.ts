/*
 * The content a fresh install starts with, built from the typed copy in src/content so the site
 * looks as it did before pages moved into the database. Staff edits are never overwritten: each
 * page and offer is inserted only when absent.
 */
import type { PageDocument } from '../../../../content/page-document.ts';
import { HOME_PAGE } from './home.ts';
import { PACKAGES_PAGE, PROCESS_PAGE, SERVICES_PAGE } from './pages-a.ts';
import { ABOUT_PAGE, CALCULATOR_PAGE, CONTACT_PAGE, FAQ_PAGE, THANK_YOU_PAGE } from './pages-b.ts';

export interface SeedContentPage {
  slug: string;
  title: string;
  doc: PageDocument;
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
];

export { SEED_OFFERS } from './offers.ts';
