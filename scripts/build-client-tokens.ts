// After every `astro build`, lists the words each client script holds and the
// chunks it imports (dist/server/client-tokens.json). The server trims each
// page's inline stylesheet to the rules its markup and scripts can use
// (src/lib/server/http/page-stylesheet.ts); this is how it knows which classes
// an island may add after hydration, which the server HTML does not show.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { addTokens, scriptElements, scriptImports, withoutProse, type ClientScript } from '../src/lib/css/page-tokens.ts';
import { readStylesheet } from '../src/lib/css/prune-stylesheet.ts';
import { isElementWord } from '../src/lib/css/selector-needs.ts';
import { CLIENT_TOKENS_FILE } from '../src/lib/server/http/page-stylesheet.ts';

export function clientTokens(): AstroIntegration {
  let serverDir: URL;
  return {
    name: 'northmill:client-tokens',
    hooks: {
      'astro:config:done': ({ config }) => {
        serverDir = config.build.server;
      },
      'astro:build:done': async ({ dir, logger }) => {
        // Only words some selector needs matter, and the editor's bundle alone
        // holds ~16,000 others: kept, they would cost every instance megabytes.
        const names = await inlineStylesheetNames(serverDir);
        const assets = new URL('_astro/', dir);
        const scripts: Record<string, ClientScript> = {};
        for (const file of await readdir(assets).catch(() => [] as string[])) {
          if (!/\.m?js$/.test(file)) continue;
          const js = await readFile(new URL(file, assets), 'utf8');
          // Element and input-type words only where the script renders them (scriptElements); none from its copy.
          const words = [...addTokens(withoutProse(js, names), new Set())].filter((token) => !isElementWord(token));
          const tokens = [...words, ...scriptElements(js)].filter((token) => names.has(token));
          scripts[file] = { imports: scriptImports(js), tokens };
        }
        const out = new URL(CLIENT_TOKENS_FILE, serverDir);
        await writeFile(out, JSON.stringify(scripts));
        logger.info(`${fileURLToPath(out)} lists ${Object.keys(scripts).length} client scripts`);
      },
    },
  };
}

/** The names in the stylesheets Astro inlines into pages, read from its manifest in the server build. */
async function inlineStylesheetNames(serverDir: URL): Promise<Set<string>> {
  const names = new Set<string>();
  const sheets = new Set<string>();
  for (const file of await readdir(serverDir, { recursive: true })) {
    if (!file.endsWith('.mjs')) continue;
    const code = await readFile(new URL(file, serverDir), 'utf8');
    for (const match of code.matchAll(/"type":"inline","content":("(?:[^"\\]|\\.)*")/g))
      sheets.add(JSON.parse(match[1]!) as string);
  }
  if (sheets.size === 0) throw new Error('No inline stylesheet found in the server build; page-stylesheet.ts needs one');
  for (const css of sheets) for (const name of readStylesheet(css).names) names.add(name);
  return names;
}
