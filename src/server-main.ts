// The production server, loaded by src/server-entry.ts and built by Astro
// with the app as one bundle, so it and the pages share one copy of every
// module. It starts the process's work (migrate, seed, background jobs), then
// serves the app behind a thin Node server that adds request ids, one log line
// per request, the page cache, conditional GETs and a graceful shutdown.
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { handler } from '@astrojs/node/server.js';
import { ConfigError } from './lib/server/config.ts';
import { startServerProcess, type ServerProcess } from './lib/server/server-process.ts';
import { wrapHandler } from './lib/server/http/http-wrapper.ts';
import { capConnectionsPerAddress } from './lib/server/http/connection-cap.ts';
import { CLIENT_TOKENS_FILE } from './lib/server/http/page-stylesheet.ts';

/** Starts the process's work, then listens. `serverDir` is dist/server/ (the build's client-token list). */
export async function serve(serverDir: URL): Promise<void> {
  let serverProcess: ServerProcess;
  try {
    serverProcess = await startServerProcess({ clientScriptsFile: fileURLToPath(new URL(CLIENT_TOKENS_FILE, serverDir)) });
  } catch (err) {
    if (err instanceof ConfigError) console.error(err.message);
    process.exit(1); // anything else was logged by startServerProcess
  }
  const { config, logger } = serverProcess.runtime;

  // Node checks headersTimeout and requestTimeout only this often (30 s by
  // default), so a client sending headers byte by byte could hold a socket 40 s.
  const server = http.createServer(
    { connectionsCheckingInterval: 1_000 },
    wrapHandler(handler as http.RequestListener, logger, config.CACHE_MAX_AGE),
  );
  server.keepAliveTimeout = 5000;
  server.headersTimeout = 10_000;
  server.requestTimeout = 60_000;
  // Behind a trusted proxy every socket is the proxy's: there the cap is per
  // forwarded client on requests in flight (see http-wrapper) instead.
  if (config.TRUST_PROXY !== '1') capConnectionsPerAddress(server);

  server.listen(config.PORT, config.HOST, () => {
    logger.info(
      { url: `http://${config.HOST}:${config.PORT}`, database: serverProcess.runtime.database.kind },
      'Server listening',
    );
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
}
