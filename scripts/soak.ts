// npm run soak -- [--minutes=10] [--db=both|sqlite|postgres] [--no-build] [--no-pin]
//
// Runs the production server (the bundled entry, production flags) under
// steady mixed traffic for --minutes on SQLite and then PostgreSQL: cached
// pages, uncached /contact renders, blog searches, enquiry submissions,
// staff sign-ins, page edits and publishes, media uploads, all through the
// real routes and actions (scripts/soak/traffic.ts has the rates). Every 10 s
// it samples the server's RSS (/proc/<pid>/status) and its event-loop delay
// (the server measures it itself, per 10 s window: GET /admin/runtime.json
// as staff). At the end: p50/p99 per kind, errors, acknowledged against
// stored enquiries, RSS growth after the warm-up, and the targets. Exits 1
// when a target is missed. Rate limits are off for the run (SOAK_ENV in
// scripts/soak/server.ts, as in the tests and the bench): every request comes
// from one address, which the per-address limits exist to throttle.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { buildIsCurrent } from './build-stamp.ts';
import { KINDS, runTraffic, type Sample, type TrafficState } from './soak/traffic.ts';
import { SOAK_ENV, rssMb, startSoakServer, type SoakDatabase, type SoakServer } from './soak/server.ts';
import { errorBreakdown, figuresByKind, kindTable, pageSplit, resourceTable, type ResourceSample } from './soak/report.ts';
import { signIn } from './soak/staff.ts';
import { LOAD_CPU, SERVER_CPU, canPin, pinMainThread, pinProcess } from './bench/pinning.ts';

const SAMPLE_EVERY_MS = 10_000;
const TARGETS = { pageP99Ms: 20, rssGrowth: 0.1 };

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    db: { type: 'string', default: 'both' },
    'no-build': { type: 'boolean', default: false },
    'no-pin': { type: 'boolean', default: false },
  },
});
const minutes = Number(values.minutes);
if (!(minutes > 0 && minutes <= 120)) throw new Error('--minutes must be a number between 0 and 120');
const databases: SoakDatabase[] = values.db === 'both' ? ['sqlite', 'postgres'] : [values.db as SoakDatabase];
if (!databases.every((d) => d === 'sqlite' || d === 'postgres')) throw new Error('--db must be both, sqlite or postgres');
const pgUrl = process.env.SOAK_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Builds only when the sources changed since the last build (the same stamp `npm start` uses). */
function buildIfNeeded(): void {
  if (buildIsCurrent()) return;
  console.error('Sources changed since the last build (or no build yet): building...');
  const b = spawnSync('npx', ['astro', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

async function sampleResources(server: SoakServer, state: TrafficState, atS: number): Promise<ResourceSample> {
  const rss = rssMb(server.pid);
  const load1 = Math.round(loadavg()[0]! * 100) / 100;
  try {
    const r = await fetch(`${server.baseUrl}/admin/runtime.json`, {
      headers: { Cookie: state.cookie },
      signal: AbortSignal.timeout(10_000),
    });
    const stats = (await r.json()) as { eventLoopDelay: { p50Ms: number; p99Ms: number; maxMs: number } | null };
    const loop = stats.eventLoopDelay;
    return {
      atS,
      rssMb: rss,
      loopP50Ms: loop?.p50Ms ?? null,
      loopP99Ms: loop?.p99Ms ?? null,
      loopMaxMs: loop?.maxMs ?? null,
      load1,
    };
  } catch {
    return { atS, rssMb: rss, loopP50Ms: null, loopP99Ms: null, loopMaxMs: null, load1 };
  }
}

async function storedOf(server: SoakServer, ids: string[]): Promise<number> {
  const database = server.openDb();
  try {
    let found = 0;
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await database.db
        .selectFrom('contact_submissions')
        .select('id')
        .where('id', 'in', ids.slice(i, i + 500))
        .execute();
      found += rows.length;
    }
    return found;
  } finally {
    await database.close();
  }
}

interface Outcome {
  database: SoakDatabase;
  pass: boolean;
  text: string;
}

async function soak(database: SoakDatabase): Promise<Outcome> {
  const durationMs = minutes * 60_000;
  // Warm-up: the first minute, or a fifth of a short run; RSS growth is measured from its end.
  const warmUpMs = Math.min(60_000, durationMs / 5);
  console.error(`\n[${database}] starting the production server...`);
  const server = await startSoakServer(database, pgUrl);
  if (pin) pinMainThread(server.pid, SERVER_CPU);
  const samples: Sample[] = [];
  const resources: ResourceSample[] = [];
  try {
    const login = await signIn(server.baseUrl, server.owner.email, server.owner.password);
    if (!login.ok) throw new Error(`the owner could not sign in: ${login.error}`);
    const first = await (await fetch(`${server.baseUrl}/contact`)).text();
    const state: TrafficState = {
      baseUrl: server.baseUrl,
      owner: server.owner,
      cookie: login.value!,
      formToken: /name="form_token" value="([^"]+)"/.exec(first)?.[1] ?? '',
      acknowledged: new Set(),
      marker: `soak-${Date.now().toString(36)}`,
      edits: 0,
      aboutVersion: 0,
      uploads: 0,
    };
    const began = Date.now();
    const sampler = setInterval(() => {
      const atS = Math.round((Date.now() - began) / 1000);
      void sampleResources(server, state, atS).then((r) => {
        resources.push(r);
        console.error(
          `[${database}] t=${r.atS}s rss=${r.rssMb} MB loop p99=${r.loopP99Ms ?? 'n/a'} ms, ${samples.length} answers`,
        );
      });
    }, SAMPLE_EVERY_MS);
    await runTraffic(state, durationMs, (s) => samples.push(s));
    clearInterval(sampler);
    const seconds = (Date.now() - began) / 1000;
    await server.stop();
    const acknowledged = [...state.acknowledged];
    const stored = await storedOf(server, acknowledged);

    resources.sort((a, b) => a.atS - b.atS);
    // RSS moves with garbage collection and requests in flight, so one sample
    // against another says little: the median of the first fifth of the samples
    // after the warm-up against the median of the last fifth.
    const steadyRss = resources.filter((r) => r.atS * 1000 >= warmUpMs);
    const k = Math.max(1, Math.floor(steadyRss.length / 5));
    const median = (rows: ResourceSample[]) => {
      const v = rows.map((r) => r.rssMb).sort((a, b) => a - b);
      return v.length ? v[Math.floor((v.length - 1) / 2)]! : NaN;
    };
    const startRss = median(steadyRss.slice(0, k));
    const endRss = median(steadyRss.slice(-k));
    const growth = (endRss - startRss) / startRss;
    const peak = Math.max(...steadyRss.map((r) => r.rssMb));
    // Latency targets are for the steady state: answers to requests started after the warm-up.
    const steady = samples.filter((s) => s.startedAt - began >= warmUpMs);
    const kinds = figuresByKind(steady);
    const warmPage = figuresByKind(samples.filter((s) => s.startedAt - began < warmUpMs)).find((k) => k.kind === 'page (cached)');
    const page = kinds.find((k) => k.kind === 'page (cached)');
    // Errors count over the whole run, warm-up included.
    const all = figuresByKind(samples);
    const errors = all.reduce((n, k) => n + k.errors, 0);
    const checks = [
      [`errors: ${errors}`, errors === 0],
      [
        `acknowledged enquiries stored: ${stored} of ${acknowledged.length}`,
        stored === acknowledged.length && acknowledged.length > 0,
      ],
      [
        `RSS growth after warm-up (median of the first ${k} samples -> of the last ${k}): ${startRss} -> ${endRss} MB (${(growth * 100).toFixed(1)} %, peak ${peak} MB; target < ${TARGETS.rssGrowth * 100} %)`,
        growth < TARGETS.rssGrowth,
      ],
      [
        `cached page p99: ${page?.p99.toFixed(1)} ms (target < ${TARGETS.pageP99Ms} ms)`,
        (page?.p99 ?? Infinity) < TARGETS.pageP99Ms,
      ],
    ] as const;
    const planned = KINDS.map((k) => `${k.name} every ${k.everyMs} ms`).join(', ');
    const errorLines = errorBreakdown(samples);
    const text = [
      `## ${database}: ${minutes} min, ${samples.length} answers in ${seconds.toFixed(0)} s`,
      `Planned: ${planned}. Server env: ${Object.entries(SOAK_ENV)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')}.`,
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, shared with anything else running; ${
        pin
          ? `the load generator (this process) pinned to CPU ${LOAD_CPU}, the server's main thread to CPU ${SERVER_CPU} (its helper threads free)`
          : 'nothing pinned (--no-pin, taskset missing or one core): the load generator shares the CPUs with the server'
      }.`,
      '',
      `After the warm-up (${Math.round(warmUpMs / 1000)} s; during it cached pages p50 ${warmPage?.p50.toFixed(1)} ms, p99 ${warmPage?.p99.toFixed(1)} ms):`,
      '',
      kindTable(kinds, (durationMs - warmUpMs) / 1000),
      '',
      ...pageSplit(steady),
      '',
      resourceTable(resources),
      '',
      ...checks.map(([line, ok]) => `${ok ? 'PASS' : 'FAIL'}  ${line}`),
      ...(errorLines.length ? ['Errors by kind and answer:', ...errorLines] : []),
    ].join('\n');
    return { database, pass: checks.every(([, ok]) => ok), text };
  } finally {
    await server.stop();
    await server.cleanup();
  }
}

if (!values['no-build']) buildIfNeeded();
// The load generator (this process) on one core, the server's event loop on
// the other (bench/pinning.ts): the generator's own work does not take the
// server's core, and its timings are not held up by the server's renders. On
// a busy machine a pinned event loop cannot move away from the other work on
// its core: --no-pin leaves both to the scheduler.
const pin = !values['no-pin'] && canPin();
if (pin) pinProcess(process.pid, LOAD_CPU);
if (pin && loadavg()[0]! > 1)
  console.error(
    `The machine is busy (load ${loadavg()[0]!.toFixed(1)}): the pinned server shares its core; figures will be noisy.`,
  );
const outcomes: Outcome[] = [];
for (const database of databases) {
  const outcome = await soak(database);
  console.log(`\n${outcome.text}\n`);
  outcomes.push(outcome);
}
const failed = outcomes.filter((o) => !o.pass).map((o) => o.database);
console.log(failed.length ? `Soak FAILED on ${failed.join(', ')}.` : 'Soak passed on every database.');
process.exit(failed.length ? 1 : 0);
