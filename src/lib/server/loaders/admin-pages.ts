// One loader per admin page: the page calls it and renders what comes back.
import { getRuntime, defaultSettings } from '../runtime.ts';
import { auditFacets, pageAudit } from '../repositories/audit.ts';
import { AUDIT_PER_PAGE, type AuditFilter } from '../../audit-filter.ts';
import { listPostsForAdmin, postCategories } from '../repositories/blog-admin.ts';
import type { PostListFilter } from '../../admin/post-list.ts';
import { listOptions } from '../repositories/calculator-options.ts';
import { getSettings } from '../repositories/settings.ts';
import { listStaff } from '../repositories/staff.ts';
import { loadSiteInfo } from '../site-context.ts';

const db = () => getRuntime().database.db;

export async function loadAuditPage(filter: AuditFilter) {
  const [results, facets] = await Promise.all([pageAudit(db(), filter, AUDIT_PER_PAGE), auditFacets(db())]);
  return { ...results, facets };
}
export const loadCalculatorAdmin = () => listOptions(db());
export const loadStaffAdmin = () => listStaff(db());

export async function loadBlogAdmin(filter: PostListFilter) {
  const [posts, categories, site] = await Promise.all([listPostsForAdmin(db(), filter), postCategories(db()), loadSiteInfo()]);
  return { posts, categories, site };
}

export async function loadContentAdmin() {
  const { config, database } = getRuntime();
  return getSettings(database.db, defaultSettings(config));
}
