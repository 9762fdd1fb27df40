// The production entry is built by Astro with the app (src/server-entry.ts is
// the Node adapter's entrypoint), so the server built in dist/server/ holds
// one copy of each module: one runtime, one page-cache generation, one
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
    for (const name of ['getRuntime', 'publicPagesGeneration', 'kickMailWorker', 'startServerProcess', 'wrapHandler'])
      expect([name, definitions(name)]).toEqual([name, 1]);
    expect(files.some(({ text }) => text.includes('northmill.process-registry'))).toBe(false);
  });

  it('starts from start.mjs, which sets the environment before loading the app', () => {
    const entry = readFileSync(path.join(SERVER, 'start.mjs'), 'utf8');
    expect(entry).toMatch(/process\.env\.NODE_ENV \?\?= "production";[^]*await import\("\.\/chunks\/server-main_/);
    // Its only static import is a Node built-in: the nextTick record keeper (tick-record-shape.ts),
    // which must run before anything else. The app comes in after the environment is set.
    const staticImports = entry.match(/^import .*$/gm) ?? [];
    expect(
      staticImports.every((line) => /from "node:[a-z_]+";$/.test(line)),
      staticImports.join('\n'),
    ).toBe(true);
    expect(entry.indexOf('keepTickRecordShape();')).toBeGreaterThan(-1);
    expect(entry.indexOf('keepTickRecordShape();')).toBeLessThan(entry.indexOf('process.env.NODE_ENV'));
  });
});
