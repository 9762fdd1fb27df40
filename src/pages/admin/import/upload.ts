import { privateText, staffEndpoint } from '../../../lib/server/loaders/staff.ts';
import { acceptImportUpload } from '../../../lib/server/loaders/site-import.ts';
import { can } from '../../../lib/permissions.ts';

// The export file from /admin/import's plain form (owner only), streamed to
// disk; the owner then sees what it holds before anything is imported.
export const POST = staffEndpoint(
  { unauthorised: 'Sign in to upload an export.', failure: 'The upload failed on the server.', log: 'import upload failed' },
  async (context, staff) =>
    can(staff.user.role, 'site.import')
      ? context.redirect(await acceptImportUpload(staff, context.request), 303)
      : privateText(403, 'Only the owner account can import a blog.'),
);
