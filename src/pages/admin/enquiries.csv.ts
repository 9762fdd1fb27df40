import { staffEndpoint } from '../../lib/server/loaders/staff.ts';
import { loadEnquiriesCsv } from '../../lib/server/loaders/admin-exports.ts';
import { csvResponse } from '../../lib/server/http/downloads.ts';

// The filtered enquiry list as a spreadsheet, for signed-in staff only. Same
// query parameters as the Enquiries tab, so 'Export CSV' exports what is shown.
export const GET = staffEndpoint(
  { unauthorised: 'Sign in to export enquiries.', failure: 'Error exporting enquiries.', log: 'enquiry CSV export failed' },
  async (context, staff) => csvResponse(await loadEnquiriesCsv(context.url.searchParams, staff), 'enquiries'),
);
