import { privateText, staffEndpoint } from '../../../lib/server/loaders/staff.ts';
import { loadArchiveDownload } from '../../../lib/server/loaders/backups.ts';
import { can } from '../../../lib/permissions.ts';

// An archive from the backups list (owner only, audited).
export const GET = staffEndpoint(
  { unauthorised: 'Sign in to download archives.', failure: 'Error preparing the download.', log: 'archive download failed' },
  async (context, staff) =>
    can(staff.user.role, 'site.backup')
      ? loadArchiveDownload(staff, context.params.file ?? '')
      : privateText(403, 'Only the owner account can download archives.'),
);
