// Loaders for the routes outside the site proper: the health check and the
// error pages' logging (they must work when almost nothing else does).
import { getRuntime } from '../foundation/runtime.ts';
import { pingDatabase } from '../repositories/health.ts';

/** 'ok' when the database answers a query within two seconds. */
export async function checkHealth(): Promise<{ ok: true; database: string } | { ok: false }> {
  const { database, logger } = getRuntime();
  try {
    await Promise.race([
      pingDatabase(database.db),
      new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), 2000)),
    ]);
    return { ok: true, database: database.kind };
  } catch (err) {
    logger.warn({ err }, 'health check failed');
    return { ok: false };
  }
}

/** The app logger, for routes that only need to say what happened. */
export const routeLogger = () => getRuntime().logger;
