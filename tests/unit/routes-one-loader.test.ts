import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

// docs/architecture.md: every route calls one loader, then renders or answers. A loader is a
// `load…` function; guards (requireStaffPage, staffEndpoint) and response helpers are not.
const PAGES = path.resolve(import.meta.dirname, '../../src/pages');

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return /\.(astro|ts)$/.test(e.name) ? [full] : [];
  });
}

/** The `load…` functions a file imports (type-only imports aside). */
function loadersImported(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'[^']+'/g)) {
    if (m[1]) continue;
    for (const spec of m[2]!.split(',')) {
      const name = spec.trim().split(/\s+as\s+/)[0]!;
      if (/^load[A-Z]/.test(name)) names.push(name);
    }
  }
  return names;
}

describe('routes call one loader', () => {
  const files = routeFiles(PAGES);

  it('finds the routes and their loaders', () => {
    expect(files.length).toBeGreaterThan(40);
    expect(loadersImported("import {\n  loadA,\n  type B,\n} from './x.ts';\nimport { loadC as c } from './y.ts';")).toEqual([
      'loadA',
      'loadC',
    ]);
  });

  it('imports at most one loader in every page and endpoint', () => {
    const offenders = files
      .map((f) => ({ route: path.relative(PAGES, f), loaders: loadersImported(readFileSync(f, 'utf8')) }))
      .filter((r) => r.loaders.length > 1);
    expect(offenders).toEqual([]);
  });
});
