import { getRuntime, defaultSettings } from '../foundation/runtime.ts';
import { getSettings } from '../repositories/settings.ts';
import { getPageMetaByPath } from '../repositories/page-meta.ts';
import { PUBLIC_PAGES, fillBusiness } from '../../pages.ts';
import { listOptions } from '../repositories/calculator-options.ts';
import { optionsOf } from '../../options.ts';
import type { SiteInfo } from '../../site.ts';
import { fillOfferTokens } from '../../page-content/offer-tokens.ts';
import { loadOfferTokenValues } from '../page-content/offer-token-values.ts';

export async function loadSiteInfo(): Promise<SiteInfo> {
  const { config, database } = getRuntime();
  const s = await getSettings(database.db, defaultSettings(config));
  return {
    name: s.businessName,
    phone: s.businessPhone,
    email: s.businessEmail,
    address: s.businessAddress,
    companyNumber: s.companyNumber,
    vatNumber: s.vatNumber,
    registeredOffice: s.registeredOffice,
    bookingUrl: s.bookingUrl,
    siteUrl: new URL(config.SITE_URL).origin,
  };
}

/**
 * Title and description for a path: staff-edited meta, else the code default, with offer tokens
 * ({offer:launch-build.amount}) filled from the offers so a description follows the Prices page.
 */
export async function loadPageMeta(path: string, businessName: string) {
  const { database } = getRuntime();
  const stored = await getPageMetaByPath(database.db, path);
  const fallback = PUBLIC_PAGES.find((p) => p.path === path);
  const title = stored?.metaTitle || (fallback ? fillBusiness(fallback.title, businessName) : businessName);
  const description = stored?.metaDescription || fallback?.description || '';
  if (!`${title}${description}`.includes('{offer:')) return { title, description };
  const values = await loadOfferTokenValues(database.db);
  return { title: fillOfferTokens(title, values), description: fillOfferTokens(description, values) };
}

/** Active SaaS tool suggestions for the calculator, in display order. */
export async function loadToolSuggestions(): Promise<string[]> {
  return optionsOf(await listOptions(getRuntime().database.db), 'saas_tools').map((o) => o.name);
}

/** Project types, budgets and timelines offered on the enquiry form. */
export async function loadEnquiryOptions() {
  const all = await listOptions(getRuntime().database.db);
  return {
    projectTypes: optionsOf(all, 'project_types'),
    budgets: optionsOf(all, 'budgets'),
    timelines: optionsOf(all, 'timelines'),
  };
}
