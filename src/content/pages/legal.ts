import { cookiePolicy, privacyPolicy, termsOfUse } from '../legal.ts';
import type { LegalDocument } from '../types.ts';
import { legalDocumentSection } from '../../lib/content/sections/legal.ts';
import { section } from './section.ts';

function legalPage(doc: LegalDocument) {
  return { sections: [section(legalDocumentSection, 'document', doc)] };
}

/** /privacy, /terms and /cookies as a fresh install shows them. */
export const privacyPage = legalPage(privacyPolicy);
export const termsPage = legalPage(termsOfUse);
export const cookiesPage = legalPage(cookiePolicy);
