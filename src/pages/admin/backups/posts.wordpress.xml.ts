import { privateText, staffEndpoint } from '../../../lib/server/loaders/staff.ts';
import { loadWxrDownload } from '../../../lib/server/loaders/backups.ts';
import { can } from '../../../lib/permissions.ts';

// Every live post as a WordPress (WXR 1.2) file, for WordPress's importer (owner only, audited).
export const GET = staffEndpoint(
  { unauthorised: 'Sign in to export the posts.', failure: 'Error writing the WordPress file.', log: 'WXR export failed' },
  async (_context, staff) =>
    can(staff.user.role, 'site.backup')
      ? loadWxrDownload(staff)
      : privateText(403, 'Only the owner account can export the posts.'),
);
