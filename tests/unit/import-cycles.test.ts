import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

// An import cycle in src/lib means two modules that each need the other
// loaded first: which half runs first depends on who imported whom, and a
// value read at load time can be undefined. This walks every relative import
// that runs code (static `import … from`, `export … from`, dynamic `import()`;
// not `import type`) and fails on any cycle, naming its files.
const ROOT = path.resolve(import.meta.dirname, '../..');
const LIB = path.join(ROOT, 'src/lib');
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Imports of one file that run code, resolved to files inside src/lib. */
export function importsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const target = path.resolve(path.dirname(file), m[1] ?? m[2]!);
    if (target.startsWith(LIB) && existsSync(target)) out.push(target);
  }
  return out;
}

function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...stack.slice(stack.indexOf(file)), file];
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

describe('src/lib imports', () => {
  it('has no import cycle', () => {
    const graph = new Map(sources(LIB).map((f) => [f, importsOf(f)]));
    const cycle = findCycle(graph);
    expect(cycle?.map((f) => path.relative(ROOT, f)) ?? null).toBeNull();
  });

  it('finds a cycle through a dynamic import, and ignores type-only imports', () => {
    const a = path.join(LIB, 'server/foundation/runtime.ts');
    const b = path.join(LIB, 'server/process/bootstrap.ts');
    const graph = new Map([
      [a, importsOf(a, "import type { X } from '../process/bootstrap.ts';\nconst m = import('../process/bootstrap.ts');")],
      [b, importsOf(b, "import { defaultSettings } from '../foundation/runtime.ts';")],
    ]);
    expect(findCycle(graph)?.map((f) => path.basename(f))).toEqual(['runtime.ts', 'bootstrap.ts', 'runtime.ts']);
    graph.set(a, importsOf(a, "import type { X } from '../process/bootstrap.ts';"));
    expect(findCycle(graph)).toBeNull();
  });
});
