// The production entry is built by Astro with the app (src/server-entry.ts is
// the Node adapter's entrypoint), so the server built in dist/server/ holds
// one copy of each module: one runtime, one route-cache store, one
// background-work starter. (Bundled apart, as scripts/start.ts was, each of
// these was defined twice and a registry of globals bridged the copies.)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { assertBuilt } from '../../helpers/built-server.ts';

const SERVER = 'dist/server';

function serverFiles(dir = SERVER): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? serverFiles(full) : e.name.endsWith('.mjs') ? [full] : [];
  });
}

describe('the production server build', () => {
  assertBuilt();
  const files = serverFiles().map((f) => ({ f, text: readFileSync(f, 'utf8') }));
  const definitions = (name: string) => files.filter(({ text }) => new RegExp(`function ${name}\\(`).test(text)).length;

  it('defines each process-wide module once, in one bundle with the entry', () => {
    for (const name of ['getRuntime', 'publicChangeCount', 'kickMailWorker', 'startServerProcess', 'wrapHandler'])
      expect([name, definitions(name)]).toEqual([name, 1]);
    expect(files.some(({ text }) => text.includes('northmill.process-registry'))).toBe(false);
    // One store behind the route cache: Astro's provider fills the one the HTTP edge answers from.
    expect(files.filter(({ text }) => text.includes('new RouteStore()')).length).toBe(1);
  });

  it('starts from start.mjs, which sets the environment before loading the app', () => {
    const entry = readFileSync(path.join(SERVER, 'start.mjs'), 'utf8');
    expect(entry).toMatch(/process\.env\.NODE_ENV \?\?= "production";[^]*await import\("\.\/chunks\/server-main_/);
    // No static import: the app comes in after the environment is set.
    expect(entry.match(/^import .*$/gm) ?? []).toEqual([]);
  });
});
