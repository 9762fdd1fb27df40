// `npm start` builds only when the build is out of date. The build writes a
// stamp: one SHA-256 over every file the build reads (src/, public/, the Astro
// config and its integrations, package.json and package-lock.json, tsconfig)
// and over SITE_URL, which the config bakes into the build. `npm start` hashes
// the same inputs again (~50 ms for ~600 files) and runs `astro build` only
// when the stamp is missing or differs. Content hashes rather than mtimes: a
// checkout, a `touch` or a copied tree with the same bytes does not rebuild.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AstroIntegration } from 'astro';

const ROOT = path.resolve(import.meta.dirname, '..');
export const STAMP_FILE = path.join(ROOT, 'dist/build-stamp.txt');
const TREES = ['src', 'public'];
const FILES = [
  'astro.config.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build-server-entry.ts',
  'scripts/build-client-tokens.ts',
  'scripts/build-stamp.ts',
  'scripts/island-runtime-file.ts',
  'support/server.ts',
];

function filesUnder(root: string, dir: string): string[] {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    return e.isDirectory() ? filesUnder(root, rel) : e.isFile() ? [rel] : [];
  });
}

/** The hash of everything the build reads, as the stamp records it. */
export function sourceHash(env: NodeJS.ProcessEnv = process.env, root = ROOT): string {
  const hash = createHash('sha256');
  const files = [...TREES.flatMap((t) => filesUnder(root, t)), ...FILES.filter((f) => existsSync(path.join(root, f)))].sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  // astro.config.mjs's default: unset and the default address build the same.
  hash.update(`SITE_URL=${env.SITE_URL || 'http://localhost:4321'}`);
  return hash.digest('hex');
}

/** Whether dist/ was built from the tree as it is now. */
export function buildIsCurrent(): boolean {
  return existsSync(STAMP_FILE) && readFileSync(STAMP_FILE, 'utf8').trim() === sourceHash();
}

/** Writes the stamp after every successful `astro build` (npm run build and npm start alike). */
export function buildStamp(): AstroIntegration {
  let hash = '';
  return {
    name: 'northmill:build-stamp',
    hooks: {
      // Hashed before building: an edit made while it builds leaves a stale stamp, so the next start rebuilds.
      'astro:build:start': () => {
        hash = sourceHash();
      },
      'astro:build:done': ({ logger }) => {
        writeFileSync(STAMP_FILE, `${hash}\n`);
        logger.info(`build stamp ${hash.slice(0, 12)} written`);
      },
    },
  };
}
