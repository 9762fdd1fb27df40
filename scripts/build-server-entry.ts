// Makes the production entry part of Astro's own server build, and starts the
// same process work under `astro dev`.
//
// Build: the Node adapter's entrypoint becomes src/server-entry.ts (which
// imports the adapter's handler), written as dist/server/start.mjs. The entry,
// the middleware and the pages are then one bundle with one copy of each
// module: one runtime, one route-cache store, one mail-worker kick. (Before,
// esbuild bundled scripts/start.ts apart from the app and a process-wide
// registry of globals bridged the two copies.)
//
// Dev: when Vite's dev server is set up, src/lib/server/process/server-process.ts is
// loaded through the server environment's module runner (the graph the pages
// and middleware run in) and started: migrations, seed, the mail worker, jobs,
// route-cache signals and analytics run under `npm run dev` as in production,
// and restart when a module they load is edited.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { isRunnableDevEnvironment, type EnvironmentModuleNode, type ViteDevServer } from 'vite';

export const SERVER_ENTRY = 'dist/server/start.mjs';
/** Astro's `build.serverEntry`: the adapter entry's file name in dist/server/. */
export const SERVER_ENTRY_FILE = 'start.mjs';
const ENTRY_SOURCE = new URL('../src/server-entry.ts', import.meta.url);
const PROCESS_MODULE = '/src/lib/server/process/server-process.ts';
const PROCESS_FILE = fileURLToPath(new URL('../src/lib/server/process/server-process.ts', import.meta.url));

/**
 * How production runs it (package.json serve, Dockerfile, the systemd unit, the bench and the
 * soak): with V8's own defaults. Three V8 flags used to be here (a 2 MB young generation, no
 * parallel scavenge, no allocation-site pretenuring), with a nextTick record kept alive by an
 * async hook; issue 39 asked to drop V8-internals tuning unless the 10-minute soak showed a
 * difference a visitor would notice. Measured without them: docs/libraries.md (issue 39).
 */
export const PRODUCTION_NODE_ARGS: string[] = [];
/**
 * Two malloc arenas instead of eight per core, which the zlib thread pool otherwise fills
 * and keeps; MALLOC_TRIM_THRESHOLD_ at glibc's own starting value (128 KB) fixes it there.
 * Left alone, glibc raises it (with the mmap threshold) each time a large block
 * is freed, up to 64 MB: the compressors' working buffers (brotli at quality 11
 * per cached page, a zlib stream per /contact answer) then come from the arena
 * and what they free stays resident. Fixed, a freed large block goes back to
 * the system. A production server after two browser passes over every public
 * route: idle RSS 157.8 -> 147.6 MB (private 96.1 -> 85.8 MB); cache-hit ratio
 * to bare Node and rendered /contact unchanged within the noise (4 rounds each,
 * twice).
 */
export const PRODUCTION_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072' };

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

type ProcessModule = typeof import('../src/lib/server/process/server-process.ts');
type Started = Awaited<ReturnType<ProcessModule['startServerProcess']>> | undefined;

/**
 * Starts the process's work in the dev server's module graph, once. Astro
 * re-evaluates an edited server module and its importers on their next
 * import; when that includes server-process.ts, the old copy's work is
 * stopped (its database closed) and the fresh copy started, so one mail
 * worker, one set of jobs and one database connection run at a time.
 */
export function devProcess(): AstroIntegration {
  let server: ViteDevServer | undefined;
  let log: AstroIntegrationLogger | undefined;
  let current: Promise<Started> = Promise.resolve(undefined);

  const start = (): Promise<Started> => {
    const ssr = server?.environments.ssr;
    if (!ssr || !isRunnableDevEnvironment(ssr)) return Promise.resolve(undefined);
    return ssr.runner
      .import<ProcessModule>(PROCESS_MODULE)
      .then((m) => m.startServerProcess())
      .catch((err: unknown) => {
        log?.error(`Start-up failed: ${(err as Error)?.stack ?? String(err)}`);
        return undefined;
      });
  };
  const stop = () => current.then((p) => p?.stop());
  const restart = () => {
    current = stop().then(async () => {
      // Astro invalidates the edited modules in the same update, after this hook.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return start();
    });
  };

  return {
    name: 'northmill:dev-process',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command !== 'dev') return;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'northmill:dev-process-restart',
                hotUpdate({ modules }) {
                  if (this.environment.name === 'ssr' && loads(modules, PROCESS_FILE)) restart();
                },
              },
            ],
          },
        });
      },
      'astro:server:setup': ({ server: devServer, logger }) => {
        server = devServer;
        log = logger;
        current = start();
      },
      'astro:server:done': async () => {
        await stop();
      },
    },
  };
}

/** Whether `file`'s module imports any of `changed`, directly or not. */
function loads(changed: EnvironmentModuleNode[], file: string): boolean {
  const seen = new Set<EnvironmentModuleNode>();
  const queue = [...changed];
  while (queue.length) {
    const mod = queue.pop()!;
    if (seen.has(mod)) continue;
    seen.add(mod);
    if (mod.file === file) return true;
    queue.push(...mod.importers);
  }
  return false;
}
