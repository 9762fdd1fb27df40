// npm test: every check, several at a time. Lint, format check and type-check
// run beside the production build and the unit and integration suites (each
// integration file on SQLite and PostgreSQL; tests/integration/built/ needs the
// build); then the browser suite in two halves, each with its own server, beside
// the fault suite. Each step's output is kept in test-results/logs/ and printed
// whole when the step ends, so steps running together do not interleave.
import { spawn } from 'node:child_process';
import { existsSync, globSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync, createWriteStream } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' };
env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

async function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect({ host: hostname, port: Number(port || 5432) }, () => (s.end(), resolve(true)));
    s.on('error', () => resolve(false));
    s.setTimeout(2000, () => (s.destroy(), resolve(false)));
  });
}

if (!(await reachable(env.TEST_DATABASE_URL))) {
  if (env.CI === 'true' || env.REQUIRE_POSTGRES === '1') {
    console.error(`PostgreSQL is required but not reachable at ${env.TEST_DATABASE_URL}`);
    process.exit(1);
  }
  console.warn(`\n!! PostgreSQL not reachable at ${env.TEST_DATABASE_URL}: running the SQLite half only.\n`);
  delete env.TEST_DATABASE_URL;
}

const RESULTS = 'test-results';
const LOGS = `${RESULTS}/logs`;
/** How long each browser test file took last time, to split the next run evenly (kept across runs). */
const TIMES = 'node_modules/.cache/northmill/e2e-file-seconds.json';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(LOGS, { recursive: true });

const vitest = (name: string, ...args: string[]) => [
  'vitest',
  'run',
  ...args,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${RESULTS}/${name}.json`,
];

/**
 * The browser test files in two halves of about equal time: longest first,
 * each to the half with less so far (by last run's times; a file never timed
 * counts by its size). Every file under tests/e2e/ is in one half.
 */
function browserHalves(): [string[], string[]] {
  const files = globSync('tests/e2e/**/*.test.ts').sort();
  const known: Record<string, number> = existsSync(TIMES) ? JSON.parse(readFileSync(TIMES, 'utf8')) : {};
  const cost = (f: string) => known[f] ?? statSync(f).size / 1000;
  const halves: [string[], string[]] = [[], []];
  const load = [0, 0];
  for (const f of [...files].sort((a, b) => cost(b) - cost(a))) {
    const i = load[0]! <= load[1]! ? 0 : 1;
    halves[i]!.push(f);
    load[i]! += cost(f);
  }
  return halves;
}

function rememberBrowserTimes() {
  const known: Record<string, number> = existsSync(TIMES) ? JSON.parse(readFileSync(TIMES, 'utf8')) : {};
  for (const name of ['e2e-1', 'e2e-2']) {
    const file = `${RESULTS}/${name}.json`;
    if (!existsSync(file)) continue;
    const r = JSON.parse(readFileSync(file, 'utf8')) as { testResults: { name: string; startTime: number; endTime: number }[] };
    for (const t of r.testResults) known[path.relative(process.cwd(), t.name)] = (t.endTime - t.startTime) / 1000;
  }
  mkdirSync(path.dirname(TIMES), { recursive: true });
  writeFileSync(TIMES, JSON.stringify(known, null, 1));
}

interface Step {
  name: string;
  title: string;
  command: string[];
  after?: string[];
  env?: NodeJS.ProcessEnv;
}

const [firstHalf, secondHalf] = browserHalves();
const steps: Step[] = [
  { name: 'lint', title: 'Lint (eslint)', command: ['eslint', '.'] },
  { name: 'format', title: 'Format check (prettier)', command: ['prettier', '--check', '.'] },
  { name: 'types', title: 'Type-check (astro check)', command: ['astro', 'check'] },
  { name: 'build', title: 'Production build', command: ['astro', 'build'] },
  {
    name: 'unit-integration',
    title: 'Unit and integration tests',
    command: vitest('unit-integration', '--project', 'unit', '--project', 'integration'),
    after: ['build'],
  },
  {
    name: 'e2e-1',
    title: `Browser end-to-end tests, first half (${firstHalf.length} files)`,
    command: vitest('e2e-1', '--project', 'e2e', ...firstHalf),
    after: ['unit-integration'],
  },
  {
    name: 'e2e-2',
    title: `Browser end-to-end tests, second half (${secondHalf.length} files)`,
    command: vitest('e2e-2', '--project', 'e2e', ...secondHalf),
    after: ['unit-integration'],
  },
  { name: 'faults', title: 'Fault tests', command: vitest('faults', '--project', 'faults'), after: ['types', 'build'] },
];

const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const outcome = new Map<string, 'ok' | 'failed' | 'skipped'>();
const running = new Map<string, Promise<void>>();
let stopping = false;

function run(step: Step): Promise<void> {
  const log = `${LOGS}/${step.name}.log`;
  const out = createWriteStream(log);
  const at = Date.now();
  console.log(`--- ${step.title}: started at ${seconds(started)}`);
  const [cmd, ...args] = step.command;
  const child = spawn(cmd!, args, { env: { ...env, ...step.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      out.end(() => {
        const ok = code === 0;
        outcome.set(step.name, ok ? 'ok' : 'failed');
        console.log(`\n=== ${step.title}\n${readFileSync(log, 'utf8').trimEnd()}`);
        console.log(`=== ${step.title}: ${ok ? 'ok' : 'FAILED'} in ${seconds(at)} (at ${seconds(started)})`);
        if (!ok) stopping = true;
        resolve();
      });
    });
  });
}

// Start each step once the steps it waits for are done; after a failure start nothing new.
for (;;) {
  for (const step of steps) {
    if (outcome.has(step.name) || running.has(step.name)) continue;
    const waits = step.after ?? [];
    if (stopping || waits.some((w) => outcome.get(w) === 'failed' || outcome.get(w) === 'skipped')) {
      outcome.set(step.name, 'skipped');
      continue;
    }
    if (waits.every((w) => outcome.get(w) === 'ok'))
      running.set(
        step.name,
        run(step).then(() => void running.delete(step.name)),
      );
  }
  if (!running.size) break;
  await Promise.race(running.values());
}
if (outcome.get('e2e-1') || outcome.get('e2e-2')) rememberBrowserTimes();

const skipped = steps.filter((s) => outcome.get(s.name) === 'skipped').map((s) => s.title);
if (skipped.length) console.log(`\nNot run after a failure: ${skipped.join('; ')}`);
summary();
console.log(`npm test took ${seconds(started)}`);
process.exit([...outcome.values()].every((o) => o === 'ok') ? 0 : 1);

function summary() {
  let passed = 0;
  let failed = 0;
  let skippedTests = 0;
  for (const name of ['unit-integration', 'e2e-1', 'e2e-2', 'faults']) {
    const file = `${RESULTS}/${name}.json`;
    if (!existsSync(file)) continue;
    const r = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
    };
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skippedTests += r.numPendingTests;
  }
  console.log(`\nTests: ${passed} passed, ${failed} failed${skippedTests ? `, ${skippedTests} skipped` : ''}`);
}
