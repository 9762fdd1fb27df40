import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV, PRODUCTION_NODE_ARGS } from '../../scripts/build-server-entry.ts';

// The bench measures the server with PRODUCTION_NODE_ARGS; every way production
// starts it must pass the same flags, or the bench measures something else.
const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const serveScript = () => (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.serve!;

describe('production Node flags', () => {
  it('are the same in npm run serve, the Dockerfile and the systemd unit', () => {
    const serve = serveScript();
    const args = PRODUCTION_NODE_ARGS.map((a) => `${a} `).join('');
    expect(serve).toContain(`node ${args}dist/server/start.mjs`);
    expect(read('Dockerfile')).toContain(
      `CMD ["node", ${PRODUCTION_NODE_ARGS.map((a) => `"${a}", `).join('')}"dist/server/start.mjs"]`,
    );
    expect(read('deploy/systemd/northmill.service')).toContain(`ExecStart=/usr/bin/node ${args}dist/server/start.mjs`);
  });

  it('set the same malloc variables in npm run serve, the Dockerfile and the systemd unit', () => {
    const serve = serveScript();
    const dockerfile = read('Dockerfile');
    const unit = read('deploy/systemd/northmill.service');
    for (const [name, value] of Object.entries(PRODUCTION_ENV)) {
      expect(serve).toMatch(new RegExp(`^(\\w+=\\S+ )*${name}=${value} (\\w+=\\S+ )*node `));
      expect(dockerfile).toMatch(new RegExp(`^\\s+${name}=${value}( \\\\)?$`, 'm'));
      expect(unit).toContain(`\nEnvironment=${name}=${value}\n`);
    }
    // glibc's malloc reads these two: the arena count, and a fixed trim threshold (no dynamic raise).
    expect(PRODUCTION_ENV).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072' });
  });

  it("leave V8's garbage collector at its defaults (issue 39: no V8-internals tuning)", () => {
    expect(PRODUCTION_NODE_ARGS).toEqual([]);
  });
});
