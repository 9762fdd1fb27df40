// The import pages (/admin/import, /admin/import/[id]) and /admin/redirects, owner
// only: every function checks the role itself, whatever the page checked.
import { getRuntime } from '../foundation/runtime.ts';
import { can } from '../../permissions.ts';
import type { SignedInStaff } from './staff.ts';
import { previewUpload, type Preview } from '../import/start.ts';
import { saveUpload, UPLOAD_REFUSALS, UploadRefused } from '../import/upload-file.ts';
import { getImportRun, listImportRuns, type ImportRun } from '../repositories/import-runs.ts';
import { listRedirects, type Redirect } from '../repositories/redirects.ts';

class NotOwner extends Error {}

function owner(staff: SignedInStaff): void {
  if (!can(staff.user.role, 'site.import')) throw new NotOwner('Only the owner account can import a blog.');
}

export async function loadImportPage(
  staff: SignedInStaff,
  query: URLSearchParams,
): Promise<{ preview: Preview | null; uploadId: string; refused: string | null; runs: ImportRun[] }> {
  owner(staff);
  const { config, database } = getRuntime();
  const uploadId = query.get('upload') ?? '';
  const code = query.get('refused') ?? '';
  const refused = Object.hasOwn(UPLOAD_REFUSALS, code) ? UPLOAD_REFUSALS[code as keyof typeof UPLOAD_REFUSALS] : null;
  const preview = /^[0-9a-f-]{36}$/.test(uploadId) ? await previewUpload(config.DATA_DIR, uploadId) : null;
  return { preview, uploadId, refused, runs: await listImportRuns(database.db, 10) };
}

export async function loadImportRun(staff: SignedInStaff, id: string): Promise<ImportRun | undefined> {
  owner(staff);
  return getImportRun(getRuntime().database.db, id);
}

export async function loadRedirects(staff: SignedInStaff): Promise<Redirect[]> {
  owner(staff);
  return listRedirects(getRuntime().database.db);
}

/** The upload form's file, streamed to disk; the address to show next. */
export async function acceptImportUpload(staff: SignedInStaff, request: Request): Promise<string> {
  owner(staff);
  try {
    const { id } = await saveUpload(request, getRuntime().config.DATA_DIR);
    return `/admin/import?upload=${id}`;
  } catch (err) {
    if (err instanceof UploadRefused) return `/admin/import?refused=${err.code}`;
    throw err;
  }
}
