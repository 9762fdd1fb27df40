// The production server, loaded by src/server-entry.ts (dist/server/start.mjs)
// and built by Astro with the app as one bundle, so it and the pages share one
// copy of every module. It starts the process's work (validate config, migrate
// and seed, background jobs), then serves the app behind a thin Node server
// that adds request ids, one log line per request, conditional GETs and a
// graceful shutdown.
import http from 'node:http';
import path from 'node:path';
import { handler } from '@astrojs/node/server.js';
import { ConfigError, isHttps } from './lib/server/foundation/config.ts';
import { startServerProcess, type ServerProcess } from './lib/server/process/server-process.ts';
import { wrapHandler } from './lib/server/http/http-wrapper.ts';
import { capConnectionsPerAddress } from './lib/server/http/connection-cap.ts';
import { answerClientError } from './lib/server/http/edge-headers.ts';
import { refuseConnect } from './lib/server/http/methods.ts';
import { CLIENT_TOKENS_FILE } from './lib/server/http/page-stylesheet.ts';
import { ISLAND_RUNTIME_FILE } from './lib/island-runtime/out-of-line.ts';

// Written by the build beside the entry this process was started with.
const serverDir = path.dirname(path.resolve(process.argv[1] ?? 'dist/server/start.mjs'));
let serverProcess: ServerProcess;
try {
  serverProcess = await startServerProcess({
    clientScriptsFile: path.join(serverDir, CLIENT_TOKENS_FILE),
    islandRuntimeFile: path.join(serverDir, ISLAND_RUNTIME_FILE),
  });
} catch (err) {
  if (err instanceof ConfigError) console.error(err.message);
  process.exit(1); // anything else was logged by startServerProcess
}
const { config, logger, database } = serverProcess.runtime;

// Node checks headersTimeout and requestTimeout only this often (30 s by
// default), so a client sending headers byte by byte could hold a socket 40 s.
const https = isHttps(config);
const server = http.createServer(
  { connectionsCheckingInterval: 1_000 },
  wrapHandler(handler as http.RequestListener, logger, {
    https,
    cdnTagHeader: config.CDN_PURGE_URL ? config.CDN_TAG_HEADER : undefined,
  }),
);
// Node's own answer to a request it cannot parse, with the security headers (edge-headers.ts).
server.on('clientError', (err: NodeJS.ErrnoException, socket) => answerClientError(err, socket, https));
// CONNECT (a proxy tunnel) is not for us: 405 with the security headers, not a dropped socket (methods.ts).
server.on('connect', (_req, socket) => refuseConnect(socket, https));
server.keepAliveTimeout = 5000;
server.headersTimeout = 10_000;
server.requestTimeout = 60_000;
// Behind a trusted proxy every socket is the proxy's: there the cap is per
// forwarded client on requests in flight (see http-wrapper) instead.
if (config.TRUST_PROXY !== '1') capConnectionsPerAddress(server, undefined, https);

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
  await serverProcess.stop(); // background work, the last page views, the database
  logger.info('Stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
