import { staffEndpoint } from '../../lib/server/loaders/staff.ts';
import { loadNewsletterCsv } from '../../lib/server/loaders/admin-exports.ts';
import { csvResponse } from '../../lib/server/http/downloads.ts';

// Confirmed newsletter subscribers with their record of consent, for signed-in staff only.
export const GET = staffEndpoint(
  {
    unauthorised: 'Sign in to export newsletter subscribers.',
    failure: 'Error exporting newsletter subscribers.',
    log: 'newsletter CSV export failed',
  },
  async (_context, staff) => csvResponse(await loadNewsletterCsv(staff), 'newsletter'),
);
