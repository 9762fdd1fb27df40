// Issue 38: no redesign may drop a line of the specification unseen. Every bullet, numbered item,
// table row and paragraph of SPEC.md is named in the trace (tests/spec-trace/lines/) by tests
// that exist, run (not .skip or .todo), look for the words it names and, in the last run's
// report when there is one (npm test writes test-results/), passed. Where the product
// deliberately differs, the entry says how and its tests prove the chosen behaviour.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { SHARED_SPEC_PATH, SPEC_PATH, parseSpec, specItems } from '../spec-trace/spec-items.ts';
import { checkReports, checkTrace, fileIndex, titlePattern, type TraceEntry } from '../spec-trace/check.ts';
import { declaredTests } from '../spec-trace/test-index.ts';
import { TRACE } from '../spec-trace/lines/index.ts';

const index = fileIndex();
const say = (problems: { spec: string; problem: string }[]) => problems.map((p) => `${p.spec.slice(0, 70)}: ${p.problem}`);

describe('the spec trace', () => {
  it.runIf(existsSync(SHARED_SPEC_PATH))('reads the same SPEC.md the team shares', () => {
    expect(readFileSync(SPEC_PATH, 'utf8')).toBe(readFileSync(SHARED_SPEC_PATH, 'utf8'));
  });

  it('names every line of SPEC.md by tests that exist, run and look for its words', () => {
    expect(say(checkTrace(specItems(), TRACE, index))).toEqual([]);
  });

  it('finds each named test passed in the last run, where a report of it exists', () => {
    expect(say(checkReports(TRACE, index))).toEqual([]);
  });
});

describe('the trace checker', () => {
  const spec = parseSpec(
    [
      '# Spec',
      '## 2. Screens',
      '### Home',
      '- Sticky top bar with a slide-out drawer on mobile.',
      '1. Hero with looping animated progress.',
      '| Route | Screen |',
      '|---|---|',
      '| / | Home |',
      '**Contact enquiry** (the form):',
      '**page_meta:** id, page_name.',
    ].join('\n'),
  );
  const tests = declaredTests(
    'tests/e2e/made-up.test.ts',
    [
      "describe('shell', () => {",
      "  it('has the bar', async () => { await page.getByRole('link', { name: 'Request quote' }); });",
      "  it.skip('animates the hero', () => { expect('Hero').toBe('Hero'); });",
      '});',
      "describe.skip('parked', () => { it('reads the routes', () => { expect('/ | Home').toBeTruthy(); }); });",
      "it.todo('the page meta');",
    ].join('\n'),
  );
  const made = (file: string) => (file === 'tests/e2e/made-up.test.ts' ? tests : null);

  it('reads bullets, numbered items, table rows and content paragraphs, not headers or labels', () => {
    expect(spec.map((i) => [i.section, i.text])).toEqual([
      ['2. Screens › Home', 'Sticky top bar with a slide-out drawer on mobile.'],
      ['2. Screens › Home', 'Hero with looping animated progress.'],
      ['2. Screens › Home', '/ | Home'],
      ['2. Screens › Home › page_meta', '**page_meta:** id, page_name.'],
    ]);
  });

  it('knows a skipped or todo test, in a skipped block too, and reads the source of each', () => {
    expect(tests.map((t) => [t.path.join(' > '), t.inactive])).toEqual([
      ['shell > has the bar', null],
      ['shell > animates the hero', '.skip'],
      ['parked > reads the routes', '.skip'],
      ['the page meta', '.todo'],
    ]);
    expect(tests[0]!.source).toContain("name: 'Request quote'");
  });

  it('fails a line nobody names, a skipped test, a missing test and words a test does not look for', () => {
    const trace: TraceEntry[] = [
      { spec: 'Sticky top bar', tests: ['tests/e2e/made-up.test.ts > has the bar'], words: ['Request quote'] },
      { spec: 'Hero with looping', tests: ['tests/e2e/made-up.test.ts > animates the hero'], words: ['Hero'] },
      { spec: '/ | Home', tests: ['tests/e2e/made-up.test.ts > reads the routes'], words: ['Book a call'] },
      { spec: 'page_meta', tests: ['tests/e2e/gone.test.ts > x', 'tests/e2e/made-up.test.ts > the page meta'], words: ['x'] },
      { spec: 'nowhere in the spec', tests: ['tests/e2e/made-up.test.ts > has the bar'], words: ['Request quote'] },
    ];
    expect(checkTrace(spec, trace, made).map((p) => p.problem)).toEqual([
      'tests/e2e/made-up.test.ts > animates the hero is not run (.skip)',
      'tests/e2e/made-up.test.ts > reads the routes is not run (.skip)',
      'none of its tests looks for "Book a call"',
      'tests/e2e/gone.test.ts does not exist',
      'tests/e2e/made-up.test.ts > the page meta is not run (.todo)',
      'none of its tests looks for "x"',
      'quotes no line of SPEC.md',
    ]);
    expect(checkTrace(spec, trace.slice(0, 1), made).map((p) => p.problem)).toEqual([
      'SPEC.md line 5 (2. Screens › Home) is named by no test',
      'SPEC.md line 8 (2. Screens › Home) is named by no test',
      'SPEC.md line 10 (2. Screens › Home › page_meta) is named by no test',
    ]);
  });

  it('matches the titles a run reports against the titles as written', () => {
    expect(titlePattern('admin on %s').test('admin on postgres')).toBe(true);
    expect(titlePattern('GET %s (%i)').test('GET /about (200)')).toBe(true);
    expect(titlePattern('${s.action}: ${s.what}').test('admin.x: a change')).toBe(true);
    expect(titlePattern('a (b) [c]').test('a (b) [c]')).toBe(true);
    expect(titlePattern('a (b)').test('a b')).toBe(false);
  });
});
