// npm test: every check, several at a time. Lint, format check, type-check, the
// unit suite and the production build start together; the integration suite
// (each file on SQLite and PostgreSQL; tests/integration/built/ needs the build)
// and the browser suite (two servers, a file at a time on each, at a lower CPU
// priority) follow the build; the fault suite follows the integration suite. The
// machine is busy throughout (two cores, ~880 CPU-seconds of work), so the order
// decides little beyond keeping the browser suite's CPU work there to fill the
// fault suite's waits at the end. Each step's output is kept in test-results/logs/
// and printed whole when the step ends, so steps running together do not interleave.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { cpus } from 'node:os';
import { parseCpuList } from './bench/core-shield.ts';

// Every core the machine has, for this run and what it starts: a bench killed before it put the
// machine back (its core shield moves every process off the server's core) leaves the shell that
// starts CI on one core, and the whole suite then ran at half speed and timed out.
const mine = parseCpuList(/Cpus_allowed_list:\s*(\S+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '');
if (mine.length && mine.length < cpus().length) {
  const all = `0-${cpus().length - 1}`;
  const widened = spawnSync('taskset', ['-a', '-p', '-c', all, String(process.pid)], { stdio: 'ignore' }).status === 0;
  console.warn(
    `!! This run could use only cores ${mine.join(',')} of ${cpus().length}: ${widened ? `given ${all}` : 'taskset could not widen it'}.`,
  );
}

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

interface Step {
  name: string;
  title: string;
  command: string[];
  /** Steps that must have passed first (the build, for anything that runs it). */
  needs?: string[];
  /** Steps to wait for, pass or fail: the suites that time things run after the busiest part. */
  after?: string[];
  env?: NodeJS.ProcessEnv;
}

const steps: Step[] = [
  { name: 'lint', title: 'Lint (eslint)', command: ['eslint', '.'] },
  { name: 'format', title: 'Format check (prettier)', command: ['prettier', '--check', '.'] },
  { name: 'types', title: 'Type-check (astro check)', command: ['astro', 'check'] },
  { name: 'build', title: 'Production build', command: ['astro', 'build'] },
  // Unit files need no build: they start at once, beside the static checks and the build.
  { name: 'unit', title: 'Unit tests', command: vitest('unit', '--project', 'unit') },
  {
    name: 'integration',
    title: 'Integration tests',
    command: vitest('integration', '--project', 'integration'),
    needs: ['build'],
  },
  // The browser suite is CPU work (Chromium, mostly) with no latency limit of its own, so it
  // runs at a lower priority: beside it, the fault suite's timings (2 s per refused body, 1 s
  // for an edit to reach every instance) get the cores when they need them, and the browser
  // suite takes the rest. Measured on two cores: with both at one priority, a 12 MB body's 413
  // took 2,122 ms under the browser suite's load; niced, the fault suite took 503 s, not 779.
  // (Run as root, Chromium sets its browser and GPU processes back to -8 itself: the niceness
  // holds for our Node processes and Chromium's renderers.)
  {
    name: 'e2e',
    title: 'Browser end-to-end tests (two servers)',
    command: ['nice', '-n', '10', ...vitest('e2e', '--project', 'e2e')],
    env: { E2E_SERVERS: '2' },
    needs: ['build'],
  },
  // The durability proof: its timings need the cores the integration files take.
  // FAULTS_ALONE=1 runs it after the browser suite too, for a machine too busy for its
  // latency limits (2 s per refused body, 1 s for an edit to reach every instance).
  {
    name: 'faults',
    title: 'Fault tests',
    command: vitest('faults', '--project', 'faults'),
    needs: ['build'],
    after: ['integration', ...(process.env.FAULTS_ALONE === '1' ? ['e2e'] : [])],
  },
  // Every SPEC.md line's tests passed in the reports above (the unit step ran before some existed).
  {
    name: 'spec-trace',
    title: 'Spec trace against this run',
    command: ['vitest', 'run', '--project', 'unit', 'tests/unit/spec-trace.test.ts'],
    needs: ['unit', 'integration', 'e2e', 'faults'],
  },
];

const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const outcome = new Map<string, 'ok' | 'failed' | 'skipped'>();
const running = new Map<string, Promise<void>>();

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
        resolve();
      });
    });
  });
}

// Every step runs once what it waits for is done; a failure skips only the steps that need it,
// so one run reports every failure.
for (;;) {
  for (const step of steps) {
    if (outcome.has(step.name) || running.has(step.name)) continue;
    const needs = step.needs ?? [];
    if (needs.some((n) => outcome.has(n) && outcome.get(n) !== 'ok')) {
      outcome.set(step.name, 'skipped');
      continue;
    }
    if ([...needs, ...(step.after ?? [])].every((w) => outcome.has(w)))
      running.set(
        step.name,
        run(step).then(() => void running.delete(step.name)),
      );
  }
  if (!running.size) break;
  await Promise.race(running.values());
}

const skipped = steps.filter((s) => outcome.get(s.name) === 'skipped').map((s) => s.title);
if (skipped.length) console.log(`\nNot run, as a step they need failed: ${skipped.join('; ')}`);
summary();
console.log(`npm test took ${seconds(started)}`);
process.exit([...outcome.values()].every((o) => o === 'ok') ? 0 : 1);

function summary() {
  let passed = 0;
  let failed = 0;
  let skippedTests = 0;
  for (const name of ['unit', 'integration', 'e2e', 'faults']) {
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
