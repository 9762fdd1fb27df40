// Where a test file belongs decides how fast npm test is (scripts/test-all.ts):
// browser files run one at a time per server, so a file that opens no browser
// belongs with the integration files, which run in parallel; and a file that
// runs the production build belongs in tests/integration/built/, whose files
// the build must come before.
import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (f: string) => readFileSync(f, 'utf8');
const opensBrowser = (src: string) => /support\/browser\.ts'/.test(src) && /workerBrowser\(/.test(src);
const runsBuild = (src: string) => /\b(startServer|useBuiltServer|assertBuilt)\(/.test(src) || /['`]dist\//.test(src);

describe('test files are where they run best', () => {
  it('every browser-suite file opens a browser', () => {
    const files = globSync('tests/e2e/**/*.test.ts');
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((f) => !opensBrowser(read(f)))).toEqual([]);
  });

  it("every browser-suite file runs against its worker's own server (e2eServer()), not a shared one", () => {
    const shared = globSync('tests/e2e/**/*.ts').filter((f) => /inject\('(baseUrl|dataDir)'\)/.test(read(f)));
    expect(shared).toEqual([]);
  });

  it('integration files that run the production build are in tests/integration/built/', () => {
    const outside = globSync('tests/integration/**/*.test.ts').filter((f) => !f.startsWith('tests/integration/built/'));
    expect(outside.filter((f) => runsBuild(read(f)))).toEqual([]);
    expect(globSync('tests/integration/built/*.test.ts').length).toBeGreaterThanOrEqual(9);
  });
});
