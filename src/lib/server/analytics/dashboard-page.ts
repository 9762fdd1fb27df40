import { can, type Role } from '../../permissions.ts';
import { getRuntime } from '../runtime.ts';
import { loadDashboard, type DashboardData } from './dashboard.ts';

/**
 * The dashboard for /admin, or null when the role may not see it or the
 * figures could not be read (the enquiry list below must still load).
 */
export async function loadDashboardFor(role: Role): Promise<DashboardData | null> {
  if (!can(role, 'analytics.read')) return null;
  const { database, logger } = getRuntime();
  try {
    return await loadDashboard(database.db);
  } catch (err) {
    logger.error({ err }, 'Error loading the analytics dashboard');
    return null;
  }
}
