import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

// An import cycle in src/lib means two modules that each need the other
// loaded first: which half runs first depends on who imported whom, and a
// value read at load time can be undefined. This walks every relative import
// that runs code (static `import … from`, `export … from`, dynamic `import()`;
// not `import type`) and fails on any cycle, naming its files.
//
// Folders are layers (docs/architecture.md), so it also fails when two folders
// import each other, or folders import each other round a longer loop, even
// though no file cycle does: a folder is
// src/lib/server/<folder> or src/lib/<folder> (everything under it), and a
// file directly in src/lib or src/lib/server stands alone.
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

/** The folder a file belongs to, as 'server/email' or 'admin'; a loose file is its own ('server/public-changes.ts'). */
function folderOf(file: string): string {
  const parts = path.relative(LIB, file).split(path.sep);
  const depth = parts[0] === 'server' ? 2 : 1;
  return parts.slice(0, depth).join('/');
}

/** Folder-to-folder imports, each edge with one import that makes it (for the failure message). */
function folderGraph(files: Map<string, string[]>): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const [file, targets] of files) {
    const from = folderOf(file);
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const target of targets) {
      const to = folderOf(target);
      if (to !== from && !edges.has(to)) edges.set(to, `${path.relative(LIB, file)} imports ${path.relative(LIB, target)}`);
    }
  }
  return graph;
}

/** Pairs of folders that import each other, each side named by one import that makes it. */
function foldersImportingEachOther(files: Map<string, string[]>): string[] {
  const graph = folderGraph(files);
  const pairs: string[] = [];
  for (const [a, edges] of graph) {
    for (const [b, why] of edges) {
      const back = graph.get(b)?.get(a);
      if (back && a < b) pairs.push(`${a} ⇄ ${b}: ${why}; ${back}`);
    }
  }
  return pairs;
}

/** A loop of folders of any length (a ⇢ b ⇢ c ⇢ a), each step named by one import that makes it. */
function folderLoop(files: Map<string, string[]>): string[] | null {
  const graph = folderGraph(files);
  const loop = findCycle(new Map([...graph].map(([from, edges]) => [from, [...edges.keys()]])));
  return loop && loop.slice(1).map((to, i) => `${loop[i]} ⇢ ${to}: ${graph.get(loop[i]!)!.get(to)}`);
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

  it('has no two folders that import each other, nor any longer loop of folders', () => {
    const files = new Map(sources(LIB).map((f) => [f, importsOf(f)]));
    expect(foldersImportingEachOther(files)).toEqual([]);
    expect(folderLoop(files)).toBeNull();
  });

  it('finds a loop through three folders that no pair of them makes', () => {
    // The loop a review found: shapes ⇢ admin ⇢ page-content ⇢ shapes (page-content/revision-diff.ts
    // read the shapes' labels; it is src/lib/revisions/ now).
    const caseStudy = path.join(LIB, 'shapes/case-study.ts');
    const content = path.join(LIB, 'admin/content.ts');
    const document = path.join(LIB, 'page-content/page-document.ts');
    const files = new Map([
      [
        caseStudy,
        importsOf(caseStudy, "import { NAME_MAX } from '../admin/proof.ts';\nimport { x } from '../admin/content.ts';"),
      ],
      [content, importsOf(content, "import { pageDocument } from '../page-content/page-document.ts';")],
      [document, importsOf(document, "import { fieldLabels } from '../shapes/fields.ts';")],
    ]);
    expect(foldersImportingEachOther(files)).toEqual([]);
    expect(folderLoop(files)).toEqual([
      'shapes ⇢ admin: shapes/case-study.ts imports admin/proof.ts',
      'admin ⇢ page-content: admin/content.ts imports page-content/page-document.ts',
      'page-content ⇢ shapes: page-content/page-document.ts imports shapes/fields.ts',
    ]);
  });

  it('finds folders that import each other when no file cycle does, and ignores imports inside a folder', () => {
    // email/test-mail.ts → process/jobs.ts → email/worker.ts: three files, no file cycle, a folder one.
    const testMail = path.join(LIB, 'server/email/test-mail.ts');
    const jobs = path.join(LIB, 'server/process/jobs.ts');
    const worker = path.join(LIB, 'server/email/worker.ts');
    const files = new Map([
      [testMail, importsOf(testMail, "import { kickMailWorker } from '../process/jobs.ts';")],
      [jobs, importsOf(jobs, "import { startMailWorker } from '../email/worker.ts';")],
      [worker, importsOf(worker, "import { laneOf } from './lanes.ts';")],
    ]);
    expect(findCycle(files)).toBeNull();
    expect(foldersImportingEachOther(files)).toEqual([
      'server/email ⇄ server/process: server/email/test-mail.ts imports server/process/jobs.ts; server/process/jobs.ts imports server/email/worker.ts',
    ]);
    files.set(testMail, importsOf(testMail, "import type { Jobs } from '../process/jobs.ts';"));
    expect(foldersImportingEachOther(files)).toEqual([]);
  });

  it('counts src/lib folders and loose files as folders too', () => {
    const money = path.join(LIB, 'money.ts');
    const offerRefs = path.join(LIB, 'page-content/offer-refs.ts');
    const files = new Map([
      [money, importsOf(money, "import { resolveOffer } from './page-content/offer-refs.ts';")],
      [offerRefs, importsOf(offerRefs, "export { formatMoney } from '../money.ts';")],
    ]);
    expect(foldersImportingEachOther(files)).toEqual([
      'money.ts ⇄ page-content: money.ts imports page-content/offer-refs.ts; page-content/offer-refs.ts imports money.ts',
    ]);
    expect(folderOf(path.join(LIB, 'server/public-changes.ts'))).toBe('server/public-changes.ts');
    expect(folderOf(path.join(LIB, 'server/email/messages/site.tsx'))).toBe('server/email');
  });
});
