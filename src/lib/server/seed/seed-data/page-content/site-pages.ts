// The platform, legal and error pages' seed documents, spread into SEED_CONTENT_PAGES (index.ts).
import { LEGAL_AND_ERROR_PAGES } from './pages-legal.ts';
import { PLATFORM_PAGES } from './pages-platforms.ts';

export const SITE_PAGES = [...PLATFORM_PAGES, ...LEGAL_AND_ERROR_PAGES];
