// /admin/analytics: site activity and the content counts (also above the inbox on the admin home, issue 38).
import { can, type Role } from '../../permissions.ts';
import { getRuntime } from '../foundation/runtime.ts';
import { loadDashboard, type DashboardData } from '../analytics/dashboard.ts';
import { loadCounters } from './admin-shell.ts';

/** Null when the role may not see the figures or they could not be read (the counts still show). */
async function dashboardFor(role: Role): Promise<DashboardData | null> {
  if (!can(role, 'analytics.read')) return null;
  const { database, logger } = getRuntime();
  try {
    return await loadDashboard(database.db);
  } catch (err) {
    logger.error({ err }, 'Error loading the analytics dashboard');
    return null;
  }
}

export async function loadAnalyticsPage(role: Role) {
  const [dashboard, counters] = await Promise.all([dashboardFor(role), loadCounters()]);
  return { dashboard, counters };
}
