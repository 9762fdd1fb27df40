// Production entry: validate config, migrate and seed, then serve the Astro
// build behind a thin Node server that adds request ids, one log line per
// request, conditional GETs and a graceful shutdown.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ConfigError, isHttps, loadConfig } from '../src/lib/server/config.ts';
import { createLogger } from '../src/lib/server/logger.ts';
import { createDb } from '../src/lib/server/db/create-db.ts';
import { setRuntime } from '../src/lib/server/runtime.ts';
import { bootstrap } from '../src/lib/server/bootstrap.ts';
import { startBackgroundJobs } from '../src/lib/server/jobs.ts';
import { wrapHandler } from '../src/lib/server/http/http-wrapper.ts';
import { answerClientError } from '../src/lib/server/http/edge-headers.ts';
import { capConnectionsPerAddress } from '../src/lib/server/http/connection-cap.ts';
import { CLIENT_TOKENS_FILE, readClientScripts } from '../src/lib/server/http/page-stylesheet.ts';
import { processRegistry } from '../src/lib/server/process-registry.ts';
import { startRuntimeStats } from '../src/lib/server/runtime-stats.ts';
import { AnalyticsCollector, setCollector } from '../src/lib/server/analytics/collector.ts';

// React, loaded with the Astro bundle below, picks its production build from
// NODE_ENV at load. Unset, every render ran React's development checks: /contact
// rendered at 91 requests/s instead of 149 (4 connections, this 2-core machine).
// The Dockerfile and the systemd unit set it; `npm start` did not.
process.env.NODE_ENV ??= 'production';

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const logger = createLogger(config.LOG_LEVEL, config.LOG_FORMAT);
const database = createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
setRuntime({ config, logger, database });

try {
  await bootstrap(database, config, logger);
} catch (err) {
  logger.fatal({ err }, 'Start-up failed');
  await database.close().catch(() => {});
  process.exit(1);
}

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
process.env.ASTRO_NODE_LOGGING = 'disabled';
const entry = pathToFileURL(path.resolve(process.env.ASTRO_ENTRY ?? 'dist/server/entry.mjs')).href;
const { handler } = (await import(entry)) as { handler: http.RequestListener };
processRegistry().clientScripts = await readClientScripts(
  path.join(path.dirname(fileURLToPath(entry)), CLIENT_TOKENS_FILE),
  logger,
);

// Node checks headersTimeout and requestTimeout only this often (30 s by
// default), so a client sending headers byte by byte could hold a socket 40 s.
const https = isHttps(config);
const server = http.createServer(
  { connectionsCheckingInterval: 1_000 },
  wrapHandler(handler, logger, config.CACHE_MAX_AGE, { https }),
);
// Node's own answer to a request it cannot parse, with the security headers (edge-headers.ts).
server.on('clientError', (err: NodeJS.ErrnoException, socket) => answerClientError(err, socket, https));
server.keepAliveTimeout = 5000;
server.headersTimeout = 10_000;
server.requestTimeout = 60_000;
// Behind a trusted proxy every socket is the proxy's: there the cap is per
// forwarded client on requests in flight (see http-wrapper) instead.
if (config.TRUST_PROXY !== '1') capConnectionsPerAddress(server, undefined, https);
const jobs = startBackgroundJobs({ config, logger, database });
// Event-loop delay per 10 s window, for /admin/runtime.json (runtime-stats.ts).
const stopRuntimeStats = startRuntimeStats();
const analytics = new AnalyticsCollector(database.db, logger);
setCollector(analytics);
analytics.start();

server.listen(config.PORT, config.HOST, () => {
  logger.info({ url: `http://${config.HOST}:${config.PORT}`, database: database.kind }, 'Server listening');
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'Shutting down: finishing in-flight requests');
  const force = setTimeout(() => {
    logger.warn('In-flight requests did not finish in 10 s; closing anyway');
    server.closeAllConnections();
  }, 10_000);
  force.unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  stopRuntimeStats();
  await jobs.stop();
  await analytics.stop(); // the last batch of page views
  await database.close();
  logger.info('Stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
