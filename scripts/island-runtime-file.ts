// After every `astro build`: Astro's <astro-island> script as a file of its own. The built
// server renders pages with islands, and the inline script that defines the element is taken
// from what it sent, exactly as Astro wrote it: no file of Astro's is read, so an upgrade
// brings its own script with it. It is written to dist/client/_astro/ under a name made from
// its bytes (served for a year, like Astro's other assets), and beside the server entry with
// its URL (ISLAND_RUNTIME_FILE), which the server reads at start to leave the inline copy out
// of public pages (src/lib/island-runtime/out-of-line.ts; why: docs/libraries.md, issue 39).
// If no page yields it, nothing is written and pages keep Astro's inline copy (heavier, never
// broken; tests/integration/built/html-budget.test.ts then fails on /).
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { astroIslandScriptIn, ISLAND_RUNTIME_FILE, type IslandRuntime } from '../src/lib/island-runtime/out-of-line.ts';
import { startServer } from '../support/server.ts';
import { SERVER_ENTRY_FILE } from './build-server-entry.ts';

/** Pages whose seeded content always has a client:early island: the calculator, the enquiry form. */
const PAGES_WITH_ISLANDS = ['/calculator', '/contact', '/'];

export function islandRuntimeFile(): AstroIntegration {
  let serverDir: URL;
  return {
    name: 'northmill:island-runtime',
    hooks: {
      'astro:config:done': ({ config }) => {
        serverDir = config.build.server;
      },
      // Before client-tokens (astro.config.mjs lists this first): the file is then in its list of
      // client scripts, so a page naming it still gets a trimmed stylesheet.
      'astro:build:done': async ({ dir, logger }) => {
        const manifest = new URL(ISLAND_RUNTIME_FILE, serverDir);
        await rm(manifest, { force: true }); // the server below must render Astro's inline copy
        const script = await renderedIslandScript(fileURLToPath(new URL(SERVER_ENTRY_FILE, serverDir)));
        if (!script) {
          logger.warn('No page rendered Astro’s island script: pages keep it inline (/ is then over its 14.6 KB line)');
          return;
        }
        const name = `astro-island.${createHash('sha256').update(script).digest('base64url').slice(0, 10)}.js`;
        await mkdir(new URL('_astro/', dir), { recursive: true });
        await writeFile(new URL(`_astro/${name}`, dir), script);
        const runtime: IslandRuntime = { url: `/_astro/${name}`, script };
        await writeFile(manifest, JSON.stringify(runtime));
        logger.info(`Astro’s island script (${script.length} bytes) is ${runtime.url}`);
      },
    },
  };
}

/** Astro's inline island script, from the first of PAGES_WITH_ISLANDS the built server renders with it. */
async function renderedIslandScript(entry: string): Promise<string | undefined> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nm-island-runtime-'));
  const server = await startServer({ LOG_LEVEL: 'error', RATE_LIMITS: 'off', DATA_DIR: dataDir }, { entry });
  try {
    for (const page of PAGES_WITH_ISLANDS) {
      const response = await fetch(`${server.baseUrl}${page}`);
      const found = response.ok ? astroIslandScriptIn(await response.text()) : undefined;
      if (found) return found.script;
    }
    return undefined;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
