import { searchEnquiries, type Enquiry } from '../repositories/enquiries.ts';
import { listOptions } from '../repositories/calculator-options.ts';
import { getBuildCosts } from '../page-content/build-costs.ts';
import { ENQUIRY_BUILD_REFERENCE } from '../../enquiry/costs.ts';
import type { CalculatorOption, OptionCategory, OptionSeed } from '../../options.ts';
import { getRuntime } from '../foundation/runtime.ts';
import { ENQUIRIES_PER_PAGE, parseEnquiryFilters, type EnquiryFilters, type EnquiryOptionLists } from '../../admin/enquiries.ts';

export { parseEnquiryFilters, type EnquiryFilters, type EnquiryOptionLists };

export interface EnquiryResults {
  enquiries: Enquiry[];
  total: number;
  page: number;
  pageCount: number;
}

export interface EnquiriesTabProps {
  initial: EnquiryResults;
  filters: EnquiryFilters;
  options: EnquiryOptionLists;
  /** An enquiry to open at load (/admin?view=ID from the notification e-mail). */
  viewId: string | null;
  /** The server could not load the list; the island says so in a toast. */
  loadError: boolean;
  /** The enquiry form's build cost (Prices setting): savings shown against it match the form's. */
  buildCost: number;
}

export function parseViewId(params: URLSearchParams): string | null {
  const v = params.get('view');
  return v && /^[\w-]{1,64}$/.test(v) ? v : null;
}

/**
 * Option lists for labels and filters: active options first in display
 * order, then retired ones, so old enquiries still show a readable label.
 */
export function optionLists(options: CalculatorOption[]): EnquiryOptionLists {
  const list = (category: OptionCategory): OptionSeed[] => {
    const seen = new Set<string>();
    return options
      .filter((o) => o.category === category)
      .sort((a, b) => Number(b.active) - Number(a.active) || a.displayOrder - b.displayOrder || a.name.localeCompare(b.name))
      .filter((o) => !seen.has(o.value) && Boolean(seen.add(o.value)))
      .map((o) => ({ value: o.value, name: o.name }));
  };
  return { projectTypes: list('project_types'), budgets: list('budgets'), timelines: list('timelines') };
}

/** Everything the Enquiries tab island needs, as plain serialisable props. */
export async function loadEnquiriesTab(params: URLSearchParams): Promise<EnquiriesTabProps> {
  const { database, logger } = getRuntime();
  const db = database.db;
  const { page, ...filters } = parseEnquiryFilters(params);
  const viewId = parseViewId(params);
  const empty: EnquiryResults = { enquiries: [], total: 0, page: 1, pageCount: 1 };
  let options: EnquiryOptionLists = { projectTypes: [], budgets: [], timelines: [] };
  let buildCost = ENQUIRY_BUILD_REFERENCE;
  try {
    buildCost = (await getBuildCosts(db)).enquiryBuildCost;
    options = optionLists(await listOptions(db));
    let initial = await searchEnquiries(db, filters, page, ENQUIRIES_PER_PAGE);
    // A page past the end (after deletions, or an old link) shows the last one.
    if (initial.enquiries.length === 0 && page > initial.pageCount) {
      initial = await searchEnquiries(db, filters, initial.pageCount, ENQUIRIES_PER_PAGE);
    }
    return { initial, filters, options, viewId, loadError: false, buildCost };
  } catch (err) {
    logger.error({ err }, 'Error loading contact submissions');
    return { initial: empty, filters, options, viewId, loadError: true, buildCost };
  }
}
