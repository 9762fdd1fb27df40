// What the staff download endpoints send: the enquiry and newsletter CSVs
// and an enquiry's attachment. The endpoints wrap these in staffEndpoint().
import { getRuntime } from '../runtime.ts';
import { exportEnquiries, getAttachment, type Enquiry } from '../repositories/enquiries.ts';
import { listOptions } from '../repositories/calculator-options.ts';
import { listSubscribers } from '../newsletter.ts';
import { optionLists } from './enquiries-tab.ts';
import { labelOf, parseEnquiryFilters } from '../../admin/enquiries.ts';
import { costTotals, countableCost } from '../../enquiry/costs.ts';
import { toolLabel } from '../../enquiry/tools.ts';
import { csvDateTime, toCsv, type CsvValue } from '../../csv.ts';

const ENQUIRY_HEADER = [
  'Received',
  'Status',
  'Spam',
  'Name',
  'Email',
  'Company',
  'Phone',
  'Project type',
  'Budget',
  'Timeline',
  'SaaS to replace',
  'Other tools',
  'Monthly costs',
  'Total monthly (£)',
  'Notes',
  'Project',
];

const pounds = (n: number) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(n);

function costsText(e: Enquiry): string {
  return e.monthlySaasCosts
    .map((row) => {
      const tool = toolLabel(row.tool.trim()) || 'Unnamed tool';
      const cost = countableCost(row.cost);
      return cost === null ? (row.tool.trim() ? `${tool} (no cost given)` : '') : `${tool} ${pounds(cost)}/month`;
    })
    .filter(Boolean)
    .join('; ');
}

/** The filtered enquiry list (same query parameters as the Enquiries tab) as CSV text. */
export async function loadEnquiriesCsv(params: URLSearchParams): Promise<string> {
  const db = getRuntime().database.db;
  const { page: _page, ...filters } = parseEnquiryFilters(params);
  const [enquiries, options] = await Promise.all([exportEnquiries(db, filters), listOptions(db)]);
  const labels = optionLists(options);
  const rows = enquiries.map((e): CsvValue[] => [
    csvDateTime(e.createdAt),
    e.status,
    e.isSpam ? 'Yes' : 'No',
    e.name,
    e.email,
    e.company,
    e.phone,
    labelOf(labels.projectTypes, e.projectType),
    labelOf(labels.budgets, e.budget),
    labelOf(labels.timelines, e.timeline),
    e.saasToReplace.map(toolLabel).join('; '),
    e.customSaas,
    costsText(e),
    costTotals(e.monthlySaasCosts).monthly,
    e.notes,
    e.project,
  ]);
  return toCsv(ENQUIRY_HEADER, rows);
}

/** Newsletter subscribers with their record of consent, as CSV text. */
export async function loadNewsletterCsv(): Promise<string> {
  const subscribers = await listSubscribers(getRuntime().database.db);
  return toCsv(
    ['Email', 'Consent text', 'Source', 'Subscribed at'],
    subscribers.map((s) => [s.email, s.consentText, s.source, csvDateTime(s.createdAt)]),
  );
}

/** An enquiry's uploaded file, or undefined for an unknown or malformed id. */
export async function loadAttachment(id: string) {
  if (!/^[\w-]{1,64}$/.test(id)) return undefined;
  return getAttachment(getRuntime().database.db, id);
}
