import { describe, it, expect, afterEach } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sourceHash } from '../../scripts/build-stamp.ts';

// `npm start` rebuilds only when this hash differs from the one the last build wrote.
describe('the build stamp', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function tree(): string {
    root = mkdtempSync(path.join(tmpdir(), 'nm-stamp-'));
    mkdirSync(path.join(root, 'src/pages'), { recursive: true });
    writeFileSync(path.join(root, 'src/pages/index.astro'), '<h1>Hello</h1>');
    writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}');
    writeFileSync(path.join(root, 'astro.config.mjs'), 'export default {};');
    return root;
  }
  const env = { SITE_URL: 'https://northmill.example' };

  it('stays the same for the same bytes, whatever the timestamps', () => {
    const dir = tree();
    const before = sourceHash(env, dir);
    utimesSync(path.join(dir, 'src/pages/index.astro'), new Date(), new Date(Date.now() + 60_000));
    expect(sourceHash(env, dir)).toBe(before);
  });

  it('changes with a source, the lock file, the config, a new file or SITE_URL', () => {
    const dir = tree();
    const seen = new Set([sourceHash(env, dir)]);
    const changed = (label: string) => {
      const next = sourceHash(env, dir);
      expect(seen.has(next), label).toBe(false);
      seen.add(next);
    };
    writeFileSync(path.join(dir, 'src/pages/index.astro'), '<h1>Hello!</h1>');
    changed('source edit');
    writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    changed('package-lock');
    writeFileSync(path.join(dir, 'astro.config.mjs'), 'export default { site: "x" };');
    changed('astro config');
    writeFileSync(path.join(dir, 'src/pages/new.astro'), '');
    changed('new file');
    expect(sourceHash({ SITE_URL: 'https://other.example' }, dir)).not.toBe(sourceHash(env, dir));
  });
});
