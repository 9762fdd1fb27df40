// What the staff download endpoints send: the enquiry and newsletter CSVs
// and an enquiry's attachment. The endpoints wrap these in staffEndpoint().
import { getRuntime } from '../foundation/runtime.ts';
import { exportEnquiries, getAttachment, type Enquiry } from '../repositories/enquiries.ts';
import { listOptions } from '../repositories/calculator-options.ts';
import { listSubscribers } from '../repositories/newsletter.ts';
import { listAudit } from '../repositories/audit.ts';
import { auditor } from '../foundation/audit.ts';
import { parseAuditFilter } from '../../audit-filter.ts';
import { auditSentence } from '../../audit-sentence.ts';
import type { SignedInStaff } from './staff.ts';
import { optionLists } from './enquiries-tab.ts';
import { labelOf, parseEnquiryFilters } from '../../admin/enquiries.ts';
import { costTotals, countableCost } from '../../enquiry/costs.ts';
import { toolLabel } from '../../enquiry/tools.ts';
import { toCsv, type CsvValue } from '../../csv.ts';
import { formatUkNumeric } from '../../uk-time.ts';

const AUDIT_CSV_MAX_ROWS = 50_000;

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
export async function loadEnquiriesCsv(params: URLSearchParams, staff: SignedInStaff): Promise<string> {
  const db = getRuntime().database.db;
  const { page: _page, ...filters } = parseEnquiryFilters(params);
  const [enquiries, options] = await Promise.all([exportEnquiries(db, filters), listOptions(db)]);
  const labels = optionLists(options);
  const rows = enquiries.map((e): CsvValue[] => [
    formatUkNumeric(e.createdAt),
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
  // Personal data leaving the system: who exported what is recorded.
  await auditor(db, staff.user)('enquiry.export', 'contact_submission', null, { rows: rows.length, filters });
  return toCsv(ENQUIRY_HEADER, rows);
}

/** Confirmed newsletter subscribers with their record of consent, as CSV text. */
export async function loadNewsletterCsv(staff: SignedInStaff): Promise<string> {
  const db = getRuntime().database.db;
  const subscribers = await listSubscribers(db, { confirmedOnly: true });
  const body = toCsv(
    ['Email', 'Consent text', 'Source', 'Subscribed at', 'Confirmed at'],
    subscribers.map((s) => [s.email, s.consentText, s.source, formatUkNumeric(s.createdAt), formatUkNumeric(s.confirmedAt!)]),
  );
  await auditor(db, staff.user)('newsletter.export', 'newsletter_subscriber', null, { rows: subscribers.length });
  return body;
}

/** An enquiry's uploaded file, or undefined for an unknown or malformed id; a download is audited. */
export async function loadAttachment(id: string, staff: SignedInStaff) {
  if (!/^[\w-]{1,64}$/.test(id)) return undefined;
  const db = getRuntime().database.db;
  const row = await getAttachment(db, id);
  if (row) {
    await auditor(db, staff.user)('attachment.download', 'attachment', id, {
      filename: row.filename,
      bytes: row.data.byteLength,
    });
  }
  return row;
}

/** The audit log, with the same filters as the Audit page, as CSV text; the export itself is audited. */
export async function loadAuditCsv(params: URLSearchParams, staff: SignedInStaff): Promise<string> {
  const db = getRuntime().database.db;
  const filter = parseAuditFilter(params);
  const entries = await listAudit(db, AUDIT_CSV_MAX_ROWS, filter);
  await auditor(db, staff.user)('audit.export', 'audit_log', null, { rows: entries.length, filter });
  return toCsv(
    ['When', 'What happened', 'Who', 'Action', 'Target type', 'Target id', 'Detail', 'Times', 'Last at'],
    entries.map((e) => [
      formatUkNumeric(e.createdAt),
      auditSentence(e),
      e.actorEmail,
      e.action,
      e.targetType,
      e.targetId ?? '',
      JSON.stringify(e.detail),
      // Refusals from one client in one 10-minute window are one entry (repositories/audit.ts).
      String(e.count),
      e.lastAt ? formatUkNumeric(e.lastAt) : '',
    ]),
  );
}
