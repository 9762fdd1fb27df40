// One loader per admin page: the page calls it and renders what comes back.
import { getRuntime, defaultSettings } from '../foundation/runtime.ts';
import { auditFacets, pageAudit } from '../repositories/audit.ts';
import { AUDIT_PER_PAGE, type AuditFilter } from '../../audit-filter.ts';
import { listPostsForAdmin, postCategories } from '../repositories/blog-admin.ts';
import type { PostListFilter } from '../../admin/post-list.ts';
import { listOptions } from '../repositories/calculator-options.ts';
import { getSettings } from '../repositories/settings.ts';
import { listStaff } from '../repositories/staff.ts';
import { loadSiteInfo } from './site-context.ts';
import { samplePostsToAdd } from '../blog/sample-posts.ts';
import { getSettingsVersions, withVersions } from '../repositories/record-versions.ts';

const db = () => getRuntime().database.db;

export async function loadAuditPage(filter: AuditFilter) {
  const [results, facets] = await Promise.all([pageAudit(db(), filter, AUDIT_PER_PAGE), auditFacets(db())]);
  return { ...results, facets };
}
// Each record comes with its version: the editors send it back with a save (src/lib/admin/versions.ts).
export const loadCalculatorAdmin = async () => withVersions(db(), 'calculatorOption', await listOptions(db()), (o) => o.id);
export const loadStaffAdmin = () => listStaff(db());

/** /admin/blog: one page of posts, the categories, and the sample articles 'Add existing blogs' would add. */
export async function loadBlogAdmin(filter: PostListFilter) {
  const [list, categories, site, samples] = await Promise.all([
    listPostsForAdmin(db(), filter),
    postCategories(db()),
    loadSiteInfo(),
    samplePostsToAdd(db()),
  ]);
  return { posts: await withVersions(db(), 'post', list, (p) => p.id), categories, site, samples };
}

export async function loadContentAdmin() {
  const { config, database } = getRuntime();
  return { ...(await getSettings(database.db, defaultSettings(config))), versions: await getSettingsVersions(database.db) };
}
