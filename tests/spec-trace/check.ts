// The spec trace's rules (issue 38), kept apart from the test that runs them so each rule can be
// shown to fail on a made-up trace (tests/unit/spec-trace.test.ts).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SpecItem } from './spec-items.ts';
import { declaredTests, type DeclaredTest } from './test-index.ts';

export interface TraceEntry {
  /** Words quoted from one line of SPEC.md: a part of exactly one line's text. */
  spec: string;
  /** The tests that prove it: 'tests/e2e/x.test.ts > describe title > test title' (the describe titles may be left off when the rest is unique in the file). */
  tests: string[];
  /** Words or values the named tests look for (by role and visible words where a browser is used): each is in the source of one of them. */
  words: string[];
  /** Where the product deliberately differs from the line: what it does instead, and why. The tests prove the chosen behaviour. */
  differs?: string;
}

export interface Problem {
  spec: string;
  problem: string;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Which spec line an entry quotes; every entry must quote exactly one. */
export function lineOf(entry: TraceEntry, items: SpecItem[]): SpecItem[] {
  return items.filter((i) => i.text.includes(entry.spec));
}

/** 'tests/e2e/x.test.ts > a > b' → the declared tests whose titles end with a, b. */
export function resolveTest(ref: string, index: (file: string) => DeclaredTest[] | null): DeclaredTest[] | string {
  const [file, ...titles] = ref.split(' > ');
  if (!file || titles.length === 0) return `'${ref}' names no test: write 'file > test title'`;
  const tests = index(file);
  if (!tests) return `${file} does not exist`;
  const found = tests.filter((t) => titles.every((title, i) => t.path[t.path.length - titles.length + i] === title));
  if (found.length === 0) return `no test '${titles.join(' > ')}' in ${file}`;
  if (found.length > 1) return `'${titles.join(' > ')}' is ${found.length} tests in ${file}: name its describe too`;
  return found;
}

/** A test file's declared tests, or null when there is no such file. */
export type TestIndex = (file: string) => DeclaredTest[] | null;

/** Reads test files once (relative to the repository). */
export function fileIndex(root = ROOT): TestIndex {
  const cache = new Map<string, DeclaredTest[] | null>();
  return (file) => {
    if (!cache.has(file)) {
      const full = path.join(root, file);
      cache.set(file, existsSync(full) ? declaredTests(file, readFileSync(full, 'utf8')) : null);
    }
    return cache.get(file) ?? null;
  };
}

/** Every rule but the report: each line mapped, each entry one line, each test there, active and looking for its words. */
export function checkTrace(items: SpecItem[], trace: TraceEntry[], index: TestIndex): Problem[] {
  const problems: Problem[] = [];
  const mapped = new Set<SpecItem>();
  for (const entry of trace) {
    const lines = lineOf(entry, items);
    if (lines.length !== 1) {
      problems.push({
        spec: entry.spec,
        problem: lines.length
          ? `quotes ${lines.length} lines (${lines.map((l) => l.line).join(', ')}): quote more`
          : 'quotes no line of SPEC.md',
      });
    }
    lines.forEach((l) => mapped.add(l));
    if (entry.tests.length === 0) problems.push({ spec: entry.spec, problem: 'names no test' });
    if (entry.words.length === 0) problems.push({ spec: entry.spec, problem: 'names no words the tests look for' });
    if (entry.differs !== undefined && entry.differs.trim().length < 20)
      problems.push({ spec: entry.spec, problem: 'says it differs without saying how' });
    const sources: string[] = [];
    for (const ref of entry.tests) {
      const found = resolveTest(ref, index);
      if (typeof found === 'string') {
        problems.push({ spec: entry.spec, problem: found });
        continue;
      }
      for (const t of found) {
        if (t.inactive) problems.push({ spec: entry.spec, problem: `${ref} is not run (${t.inactive})` });
        sources.push(t.source);
      }
    }
    for (const w of entry.words) {
      if (sources.length && !sources.some((s) => s.includes(w)))
        problems.push({ spec: entry.spec, problem: `none of its tests looks for ${JSON.stringify(w)}` });
    }
  }
  for (const item of items) {
    if (!mapped.has(item))
      problems.push({ spec: item.text, problem: `SPEC.md line ${item.line} (${item.section}) is named by no test` });
  }
  return problems;
}

interface ReportFile {
  testResults: { name: string; assertionResults: { ancestorTitles: string[]; title: string; status: string }[] }[];
}

/** A title as written ('GET %s (%i)', '${s.action}: ${s.what}') as a pattern for the titles a run reports. */
export function titlePattern(title: string): RegExp {
  const parts = title.split(/(%[sdifjoO#%]|\$\{[^}]*\}|\$[A-Za-z_]\w*)/);
  const source = parts.map((p, i) => (i % 2 ? (p === '%%' ? '%' : '.+?') : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${source}$`, 's');
}

/**
 * The last run's verdict on each named test, from Vitest's JSON reports (npm test writes them to
 * test-results/). A report older than a test file says nothing about it, so that file is left out.
 */
export function checkReports(trace: TraceEntry[], index: TestIndex, dir = path.join(ROOT, 'test-results')): Problem[] {
  if (!existsSync(dir)) return [];
  const runs: { at: number; report: ReportFile }[] = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({
      at: statSync(path.join(dir, f)).mtimeMs,
      report: JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as ReportFile,
    }))
    .filter((r) => Array.isArray(r.report.testResults));
  const problems: Problem[] = [];
  for (const entry of trace) {
    for (const ref of entry.tests) {
      const found = resolveTest(ref, index);
      if (typeof found === 'string') continue; // reported by checkTrace
      for (const t of found) {
        const full = path.join(ROOT, t.file);
        const edited = statSync(full).mtimeMs;
        for (const { at, report } of runs) {
          const file = report.testResults.find((r) => path.resolve(r.name) === full);
          if (!file || at < edited) continue;
          const patterns = t.path.map(titlePattern);
          const runsOf = file.assertionResults.filter((a) => {
            const names = [...a.ancestorTitles, a.title];
            return names.length === patterns.length && names.every((n, i) => patterns[i]!.test(n));
          });
          if (runsOf.length === 0) problems.push({ spec: entry.spec, problem: `${ref} is not in the last run's report` });
          for (const r of runsOf.filter((x) => x.status !== 'passed'))
            problems.push({ spec: entry.spec, problem: `${ref} was ${r.status} in the last run` });
        }
      }
    }
  }
  return problems;
}
