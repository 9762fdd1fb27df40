import { privateText, staffEndpoint } from '../../../lib/server/loaders/staff.ts';
import { acceptUploadChunk } from '../../../lib/server/loaders/backups.ts';
import { can } from '../../../lib/permissions.ts';

// A piece of a site archive the owner uploads to restore (owner only).
export const POST = staffEndpoint(
  { unauthorised: 'Sign in to upload an archive.', failure: 'The upload failed on the server.', log: 'archive upload failed' },
  async (context, staff) =>
    can(staff.user.role, 'site.backup')
      ? acceptUploadChunk(staff, context.request, context.url)
      : privateText(403, 'Only the owner account can upload archives.'),
);
