import type { APIRoute } from 'astro';
import { getRuntime } from '../../lib/server/runtime.ts';
import { validateSessionToken } from '../../lib/server/auth/sessions.ts';
import { readSessionCookie } from '../../lib/server/auth/cookies.ts';
import { writeAudit } from '../../lib/server/repositories/audit.ts';
import { exportEnquiries, type Enquiry } from '../../lib/server/repositories/enquiries.ts';
import { listOptions } from '../../lib/server/repositories/calculator-options.ts';
import { optionLists, parseEnquiryFilters } from '../../lib/server/admin/enquiries-tab.ts';
import { costTotals, countableCost } from '../../lib/enquiry/costs.ts';
import { toolLabel } from '../../lib/enquiry/tools.ts';
import { csvDateTime, csvFilename, toCsv, type CsvValue } from '../../lib/csv.ts';
import type { OptionSeed } from '../../lib/options.ts';

// The filtered enquiry list as a spreadsheet, for signed-in staff only. Same
// query parameters as the Enquiries tab, so 'Export CSV' exports what is shown.
const HEADER = [
  'Received', 'Status', 'Spam', 'Name', 'Email', 'Company', 'Phone', 'Project type', 'Budget', 'Timeline',
  'SaaS to replace', 'Other tools', 'Monthly costs', 'Total monthly (£)', 'Notes', 'Project',
];

const pounds = (n: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 }).format(n);

const labelOf = (list: OptionSeed[], value: string) => (value ? (list.find((o) => o.value === value)?.name ?? value) : '');

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

export const GET: APIRoute = async (context) => {
  const { config, database, logger } = getRuntime();
  const session = context.locals.staff ? await validateSessionToken(database.db, readSessionCookie(context.cookies, config)) : null;
  if (!session) {
    return new Response('Sign in to export enquiries.', {
      status: 401,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  }
  try {
    const { page: _page, ...filters } = parseEnquiryFilters(context.url.searchParams);
    const [enquiries, options] = await Promise.all([exportEnquiries(database.db, filters), listOptions(database.db)]);
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
    // Personal data leaving the system: who exported what is recorded.
    await writeAudit(database.db, {
      actorId: session.user.id,
      actorEmail: session.user.email,
      action: 'enquiry.export',
      targetType: 'contact_submission',
      detail: { rows: rows.length, filters },
    });
    return new Response(toCsv(HEADER, rows), {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${csvFilename('enquiries')}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (err) {
    logger.error({ err, reqId: context.locals.requestId }, 'enquiry CSV export failed');
    return new Response('Error exporting enquiries.', {
      status: 500,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  }
};
