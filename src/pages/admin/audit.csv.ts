import { privateText, staffEndpoint } from '../../lib/server/loaders/staff.ts';
import { loadAuditCsv } from '../../lib/server/loaders/admin-exports.ts';
import { csvResponse } from '../../lib/server/http/downloads.ts';
import { can } from '../../lib/permissions.ts';

// The audit log as a spreadsheet, with the same filters as the Audit page (owner only).
export const GET = staffEndpoint(
  { unauthorised: 'Sign in to export the audit log.', failure: 'Error exporting the audit log.', log: 'audit CSV export failed' },
  async (context, staff) =>
    can(staff.user.role, 'audit.read')
      ? csvResponse(await loadAuditCsv(context.url.searchParams, staff), 'audit-log')
      : privateText(403, 'Only the owner account can export the audit log.'),
);
