// Makes the production entry part of Astro's own server build, and starts the
// same process work under `astro dev`.
//
// Build: the Node adapter's entrypoint becomes src/server-entry.ts (which
// imports the adapter's handler), written as dist/server/start.mjs. The entry,
// the middleware and the pages are then one bundle with one copy of each
// module: one runtime, one page-cache generation, one mail-worker kick. (Before,
// esbuild bundled scripts/start.ts apart from the app and a process-wide
// registry of globals bridged the two copies.)
//
// Dev: when Vite's dev server is set up, src/lib/server/server-process.ts is
// loaded through the server environment's module runner (the graph the pages
// and middleware run in) and started: migrations, seed, the mail worker, jobs,
// page-cache signals and analytics run under `npm run dev` as in production.
import type { AstroIntegration } from 'astro';
import { isRunnableDevEnvironment } from 'vite';

export const SERVER_ENTRY = 'dist/server/start.mjs';
/** Astro's `build.serverEntry`: the adapter entry's file name in dist/server/. */
export const SERVER_ENTRY_FILE = 'start.mjs';
const ENTRY_SOURCE = new URL('../src/server-entry.ts', import.meta.url);
const PROCESS_MODULE = '/src/lib/server/server-process.ts';

/**
 * How production runs it (package.json serve, Dockerfile, the systemd unit,
 * the bench): a 2 MB young generation instead of V8's default 16 MB semi-spaces
 * (a page render's garbage is short-lived; scavenges stay well under 1 ms), and
 * two malloc arenas instead of eight per core, which the zlib thread pool
 * otherwise fills and keeps. Together with the bundle: idle RSS 188 → 134 MB.
 */
export const PRODUCTION_NODE_ARGS = ['--max-semi-space-size=2'];
export const PRODUCTION_ENV = { MALLOC_ARENA_MAX: '2' };

/** The Node adapter, with our entry as its server entrypoint (it imports the adapter's own). */
export function withServerEntry(adapter: AstroIntegration): AstroIntegration {
  const configDone = adapter.hooks['astro:config:done'];
  return {
    ...adapter,
    hooks: {
      ...adapter.hooks,
      'astro:config:done': (params) =>
        configDone?.({
          ...params,
          setAdapter: (a) => params.setAdapter({ ...a, serverEntrypoint: ENTRY_SOURCE }),
        }),
    },
  };
}

/** Starts the process's work in the dev server's module graph. */
export function devProcess(): AstroIntegration {
  return {
    name: 'northmill:dev-process',
    hooks: {
      'astro:server:setup': ({ server, logger }) => {
        const ssr = server.environments.ssr;
        if (!ssr || !isRunnableDevEnvironment(ssr)) return;
        ssr.runner
          .import<typeof import('../src/lib/server/server-process.ts')>(PROCESS_MODULE)
          .then((m) => m.startServerProcess())
          .catch((err: unknown) => logger.error(`Start-up failed: ${(err as Error)?.stack ?? String(err)}`));
      },
    },
  };
}
