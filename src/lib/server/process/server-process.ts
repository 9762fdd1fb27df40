// This process's one start: config, database, migrations and seed, then the
// background work (mail outbox, route-cache sync / LISTEN-NOTIFY, scheduled
// publishing, housekeeping, media resume, analytics flush). Production calls it
// from src/server-main.ts before listening; `astro dev` calls it when its
// server is set up, and again after an edit to a module it loads (devProcess
// in scripts/build-server-entry.ts stops the old copy first); the middleware
// awaits the same promise, so whichever comes first starts it, once.
import { ConfigError } from '../foundation/config.ts';
import { getRuntime, clearRuntime, type Runtime } from '../foundation/runtime.ts';
import { bootstrap } from './bootstrap.ts';
import { startBackgroundJobs } from './jobs.ts';
import { AnalyticsCollector, setCollector } from '../analytics/collector.ts';
import { readClientScripts, setClientScripts } from '../http/page-stylesheet.ts';
import { readIslandRuntime, setIslandRuntime } from '../../island-runtime/out-of-line.ts';
import { startRuntimeStats } from './runtime-stats.ts';

export interface ServerProcess {
  runtime: Runtime;
  /** Stops the background work (the last page views are written) and closes the database. */
  stop(): Promise<void>;
}

let started: Promise<ServerProcess> | undefined;

/** Starts this process's work once; later calls get the same promise. */
/** Files the build wrote beside the server entry, read once here (none in tests that start no build). */
export interface BuildFiles {
  clientScriptsFile?: string;
  islandRuntimeFile?: string;
}

export function startServerProcess(options: BuildFiles = {}): Promise<ServerProcess> {
  return (started ??= start(options));
}

async function start(options: BuildFiles): Promise<ServerProcess> {
  let runtime: Runtime;
  try {
    runtime = getRuntime();
  } catch (err) {
    // A ConfigError's message is for the operator as it is (the entry prints it).
    if (!(err instanceof ConfigError)) console.error('Start-up failed:', err);
    throw err;
  }
  const { config, logger, database } = runtime;
  try {
    await bootstrap(database, config, logger);
    if (options.clientScriptsFile) setClientScripts(await readClientScripts(options.clientScriptsFile, logger));
    if (options.islandRuntimeFile) setIslandRuntime(await readIslandRuntime(options.islandRuntimeFile, logger));
  } catch (err) {
    logger.fatal({ err }, 'Start-up failed');
    await database.close().catch(() => {});
    clearRuntime();
    throw err;
  }
  const jobs = startBackgroundJobs(runtime);
  const analytics = new AnalyticsCollector(database.db, logger);
  setCollector(analytics);
  analytics.start(config.ANALYTICS_FLUSH_MS);
  // Event-loop delay per 10 s window, for /admin/runtime.json (runtime-stats.ts).
  const stopRuntimeStats = startRuntimeStats();
  logger.info({ database: database.kind }, 'Background work started');

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      stopRuntimeStats();
      await jobs.stop();
      await analytics.stop(); // the last batch of page views
      setCollector(undefined);
      await database.close();
      clearRuntime();
      logger.info('Background work stopped');
    })());
  return { runtime, stop };
}

/** The middleware's first line: requests wait until migrations and seed are done. */
export async function ensureReady(): Promise<void> {
  await startServerProcess();
}
