import { privateText, staffEndpoint } from '../../../lib/server/loaders/staff.ts';
import { loadAttachment } from '../../../lib/server/loaders/admin-exports.ts';
import { attachmentResponse } from '../../../lib/server/http/downloads.ts';

// An enquiry's uploaded file, for signed-in staff only. It is always a
// download, never rendered by the browser: the bytes came from a stranger.
export const GET = staffEndpoint(
  {
    unauthorised: 'Sign in to download attachments.',
    failure: 'Error loading the attachment.',
    log: 'attachment download failed',
  },
  async (context, staff) => {
    const row = await loadAttachment(context.params.id ?? '', staff);
    return row ? attachmentResponse(row) : privateText(404, 'Attachment not found.');
  },
);
