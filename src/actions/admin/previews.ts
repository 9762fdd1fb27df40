// Shared preview links (admin.previews.*): list, make and revoke the links of a page draft
// (content.edit) or of a post (blog.edit). See src/lib/server/page-content/preview-links.ts.
import { ActionError } from 'astro:actions';
import { staffAction, type StaffContext } from './staff-action.ts';
import { getRuntime } from '../../lib/server/foundation/runtime.ts';
import { listPreviewLinks, revokePreview, sharePreview } from '../../lib/server/page-content/preview-links.ts';
import { previewRevokeInput, previewTargetInput } from '../../lib/admin/content.ts';
import type { PreviewEntity } from '../../lib/server/repositories/preview-links.ts';

const actor = (staff: StaffContext) => ({ id: staff.user.id, email: staff.user.email, role: staff.user.role });
const noun = (kind: PreviewEntity) => (kind === 'page' ? 'page' : 'post');

async function share(kind: PreviewEntity, key: string, staff: StaffContext) {
  const made = await sharePreview(staff.db, kind, key, actor(staff));
  if (!made.ok) throw new ActionError({ code: 'NOT_FOUND', message: `That ${noun(kind)} no longer exists.` });
  const url = new URL(`/preview/${made.token}`, getRuntime().config.SITE_URL).href;
  return { url, link: made.link };
}

async function revoke(kind: PreviewEntity, key: string, id: string, staff: StaffContext) {
  if (!(await revokePreview(staff.db, kind, key, id, actor(staff))))
    throw new ActionError({ code: 'NOT_FOUND', message: 'That link no longer works already: it expired or was revoked.' });
  return { links: await listPreviewLinks(staff.db, kind, key) };
}

export const pageLinks = staffAction({
  action: 'admin.previews.pageLinks',
  changes: 'none',
  input: previewTargetInput,
  errorMessage: 'Error listing the preview links',
  handler: async ({ key }, staff) => ({ links: await listPreviewLinks(staff.db, 'page', key) }),
});
export const sharePage = staffAction({
  action: 'admin.previews.sharePage',
  changes: 'none',
  input: previewTargetInput,
  errorMessage: 'Error making a preview link',
  handler: ({ key }, staff) => share('page', key, staff),
});
export const revokePage = staffAction({
  action: 'admin.previews.revokePage',
  changes: 'none',
  input: previewRevokeInput,
  errorMessage: 'Error revoking the preview link',
  handler: ({ key, id }, staff) => revoke('page', key, id, staff),
});

export const postLinks = staffAction({
  action: 'admin.previews.postLinks',
  changes: 'none',
  input: previewTargetInput,
  errorMessage: 'Error listing the preview links',
  handler: async ({ key }, staff) => ({ links: await listPreviewLinks(staff.db, 'post', key) }),
});
export const sharePost = staffAction({
  action: 'admin.previews.sharePost',
  changes: 'none',
  input: previewTargetInput,
  errorMessage: 'Error making a preview link',
  handler: ({ key }, staff) => share('post', key, staff),
});
export const revokePost = staffAction({
  action: 'admin.previews.revokePost',
  changes: 'none',
  input: previewRevokeInput,
  errorMessage: 'Error revoking the preview link',
  handler: ({ key, id }, staff) => revoke('post', key, id, staff),
});
