// npm run bench — builds the production server and measures, in one run on
// this machine: first-visit bytes and Lighthouse per public route (with a
// photo on the post, /about and a case study: pictures.ts); throughput
// and latency of cached pages on SQLite and PostgreSQL against a bare Node
// server and nginx answering the same bytes; enquiry submissions with the
// stored = acknowledged check; server memory. Writes bench-results/report.md
// and prints it, then checks the performance budget (scripts/bench/budget.json)
// and fails on a breach. Throughput is measured with wrk -t1 on one core and
// each server on the other (pinning.ts; gzip and uncompressed); without wrk it
// falls back to autocannon and says so loudly.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../../support/server.ts';
import { firstVisitBytes, bytesTable } from './bytes.ts';
import { lighthouseTable, publicRoutes, runLighthouse } from './lighthouse.ts';
import { PICTURES_ENV, addBenchPictures, withPictureRoutes } from './pictures.ts';
import { load, rssMb, type LoadResult } from './load.ts';
import { BENCH_ENV, benchEnquiries, enquiryTable, withPgSchema, type EnquiryBench } from './enquiry.ts';
import { startStaticNginx, type StaticServer } from './nginx.ts';
import { captureHits, startBareNode } from './bare-node.ts';
import { SERVER_CPU, canPin, pinProcess } from './pinning.ts';
import { coreBusyTicks, shieldCore } from './core-shield.ts';
import { haveWrk, wrk } from './wrk.ts';
import { pairedRounds } from './paired-rounds.ts';
import { coreShare, foreignShare, othersSummary, threadTicks, type CoreShare } from './thread-cpu.ts';
import { median } from './median-row.ts';
import { GC_TRACE_ARGS, TRACE_GC, gcTraceFile, readGcByRound, type RoundGc, type RoundWindow } from './gc-trace.ts';
import { budgetBreaches, loadBudget, type ThroughputRow } from './budget.ts';
import { PRODUCTION_ENV, PRODUCTION_NODE_ARGS, SERVER_ENTRY } from '../build-server-entry.ts';

/** What production runs: the bundled entry with its flags (npm run serve). */
const PRODUCTION = { entry: SERVER_ENTRY, nodeArgs: PRODUCTION_NODE_ARGS };
/** A measured server: production, plus V8's GC trace to a file under BENCH_TRACE_GC=1 (gc-trace.ts). */
const measured = (database: string) => ({
  ...PRODUCTION,
  nodeArgs: TRACE_GC ? [...PRODUCTION_NODE_ARGS, ...GC_TRACE_ARGS] : PRODUCTION_NODE_ARGS,
  stdoutFile: gcTraceFile(database),
});

const LOAD_ROUTES = ['/', '/services', '/blog', '/blog/true-cost-of-your-saas-stack-over-five-years', '/contact'];
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** App and bare Node rounds per cached row (paired-rounds.ts), and each round's length. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 3);
const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const WRK = haveWrk();
if (!WRK)
  console.error(
    '\n*** wrk is NOT installed: throughput falls back to autocannon, which saturates before the server on two cores. apt-get install -y wrk ***\n',
  );

/** How many processes each database's load phase moved off the server's core (core-shield.ts). */
const shielded: string[] = [];

/** A load result with its encoding; a cached row paired with bare Node also carries its ratio and every round's. */
type LoadRow = LoadResult & {
  gzip: boolean;
  ratio?: number;
  ratios?: number[];
  /**
   * The app's rounds: each one's p99, how its process used the core meanwhile (thread-cpu.ts),
   * the share of that core other processes used (core-shield.ts) and, traced, its collections (gc-trace.ts).
   */
  rounds?: ({ p99Ms: number; core: CoreShare; foreignPct: number; gc?: RoundGc } & RoundWindow)[];
};

interface MemoryRow {
  database: string;
  idleMb: number;
  idlePrivateMb: number;
  afterLoadMb: number;
}

/** Private (anonymous) resident memory: RSS without the shared, file-backed pages of the node binary. */
function privateMb(pid: number): number {
  try {
    const kb = Number(/RssAnon:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return Math.round(kb / 102.4) / 10;
  } catch {
    return 0;
  }
}

/** One load run: wrk (gzip or uncompressed) when installed, autocannon (uncompressed) otherwise. */
async function measure(label: string, url: string, gzip: boolean, seconds = SECONDS): Promise<LoadResult> {
  if (WRK) return wrk(label, url, { connections: CONNECTIONS, seconds, gzip })!;
  return load(label, url, { connections: CONNECTIONS, seconds });
}
const MODES = WRK ? [true, false] : [false];

/**
 * Two seconds of the same load on every route before measuring, discarded:
 * the first seconds of a fresh process run code V8 has not optimised yet,
 * which put the first measured row's p99 at 7-17 ms against 4.8-5.7 ms once
 * warm. nginx gets the same, so both sides are measured in their steady state.
 */
async function warmUp(baseUrl: string): Promise<void> {
  // Cached routes only: 50 connections on /contact (rendered every time) leave
  // a queue of renders that the next measured row would wait behind.
  for (const route of LOAD_ROUTES.filter((r) => r !== '/contact'))
    for (const gzip of MODES)
      if (WRK) wrk('warm-up', `${baseUrl}${route}`, { connections: CONNECTIONS, seconds: 2, gzip });
      else await load('warm-up', `${baseUrl}${route}`, { connections: CONNECTIONS, seconds: 2 });
  await new Promise((r) => setTimeout(r, 2000)); // let the last responses and any GC finish
}

/**
 * One database's load rows. Each cached row is measured in rounds interleaved
 * with the same rounds against bare Node (`bare`, already running on the same
 * core, idle while the app is measured), and each figure is the median of its
 * rounds (paired-rounds.ts): the machine's throughput drifts by 20-40% within
 * a minute, so both sides of a ratio must share the same seconds.
 */
async function loadRoutes(
  server: RunningServer,
  database: string,
  bare: StaticServer,
): Promise<{ results: LoadRow[]; bare: LoadRow[]; memory: MemoryRow }> {
  for (const r of LOAD_ROUTES) await fetch(`${server.baseUrl}${r}`); // warm caches
  await new Promise((r) => setTimeout(r, 1000));
  pinProcess(server.process.pid!, SERVER_CPU); // its own core; wrk has the other
  const idleMb = rssMb(server.process.pid!);
  const idlePrivateMb = privateMb(server.process.pid!);
  // Everything else off the server's core for the load phase (bare Node is pinned there alone, so it stays).
  const shield = shieldCore(SERVER_CPU);
  shielded.push(`${shield.moved} processes moved for ${database}`);
  try {
    return await loadRoutesShielded(server, database, bare, { idleMb, idlePrivateMb });
  } finally {
    shield.restore();
  }
}

/** loadRoutes' warm-up and rows, while no other process may run on the server's core. */
async function loadRoutesShielded(
  server: RunningServer,
  database: string,
  bare: StaticServer,
  idle: { idleMb: number; idlePrivateMb: number },
): Promise<{ results: LoadRow[]; bare: LoadRow[]; memory: MemoryRow }> {
  await warmUp(server.baseUrl);
  await warmUp(bare.baseUrl);
  const results: LoadRow[] = [];
  const bareRows: LoadRow[] = [];
  for (const route of LOAD_ROUTES)
    for (const gzip of MODES) {
      const label = `${database} ${route}`;
      if (route === '/contact') {
        results.push({ ...(await measure(label, `${server.baseUrl}${route}`, gzip)), gzip });
        continue;
      }
      const urls = { app: `${server.baseUrl}${route}`, bare: `${bare.baseUrl}${route}` };
      const rounds: LoadRow['rounds'] = [];
      const paired = await pairedRounds(label, urls, ROUNDS, async (url) => {
        if (url !== urls.app) return measure(label, url, gzip, ROUND_SECONDS);
        const pid = server.process.pid!;
        const [busy, before, started, startedAt] = [coreBusyTicks(SERVER_CPU), threadTicks(pid), performance.now(), Date.now()];
        const round = await measure(label, url, gzip, ROUND_SECONDS);
        const [after, seconds] = [threadTicks(pid), (performance.now() - started) / 1000];
        const core = coreShare(pid, before, after, seconds);
        const foreignPct = foreignShare(coreBusyTicks(SERVER_CPU) - busy, before, after, seconds);
        rounds.push({ p99Ms: round.p99Ms, core, foreignPct, startedAt, endedAt: Date.now() });
        return round;
      });
      results.push({ ...paired.app, gzip, ratio: paired.ratio, ratios: paired.ratios, rounds });
      bareRows.push({ ...paired.bare, gzip });
    }
  pinProcess(server.process.pid!); // the enquiry run after this one has both cores, as before
  return { results, bare: bareRows, memory: { database, ...idle, afterLoadMb: rssMb(server.process.pid!) } };
}

/** Each round's collections from the server's GC trace (BENCH_TRACE_GC=1), read once the server has stopped. */
function attachGc(rows: LoadRow[] | undefined, database: string, spawnedAt: number): void {
  for (const r of rows ?? []) {
    const gc = r.rounds && readGcByRound(gcTraceFile(database), spawnedAt, r.rounds);
    gc?.forEach((g, i) => (r.rounds![i]!.gc = g));
  }
}

if (!process.argv.includes('--no-build')) {
  console.error('Building the production server...');
  const b = spawnSync('astro', ['build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const started = new Date();
const sqliteEnv = { ...BENCH_ENV, ...PRODUCTION_ENV, ...PICTURES_ENV, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nm-bench-')) };
// A picture on the post, /about and a published case study, so some measured
// pages can have a photo as their largest paint. Encoding loads sharp (tens of
// MB) into the process that does it, so the measured server is a second start
// on the same database, as production runs after a restart.
console.error('Uploading the bench picture and placing it...');
const setup = await startServer(sqliteEnv, PRODUCTION);
try {
  await addBenchPictures(setup.baseUrl);
} finally {
  await setup.stop();
}
const sqlite = await startServer(sqliteEnv, measured('sqlite'));
let bytes, lighthouse, sqliteLoad;
let hitSnapshot: Awaited<ReturnType<typeof captureHits>> = {};
let bare: StaticServer | undefined;
const pages: Record<string, string> = {};
const enquiries: EnquiryBench[] = [];
try {
  console.error('Measuring first-visit bytes...');
  bytes = await firstVisitBytes(sqlite.baseUrl, withPictureRoutes(publicRoutes()));
  console.error('Running Lighthouse on every public route...');
  lighthouse = await runLighthouse(sqlite.baseUrl, withPictureRoutes(publicRoutes()));
  for (const r of LOAD_ROUTES) pages[r] = await (await fetch(`${sqlite.baseUrl}${r}`)).text();
  hitSnapshot = await captureHits(sqlite.baseUrl, LOAD_ROUTES);
  // The same V8 flags as the app, so the ratio is the request path's cost and not a heap setting.
  bare = await startBareNode(hitSnapshot, SERVER_CPU, PRODUCTION_NODE_ARGS);
  console.error('Load on SQLite, each row paired with bare Node...');
  sqliteLoad = await loadRoutes(sqlite, 'sqlite', bare);
  console.error('Enquiries on SQLite...');
  enquiries.push(await benchEnquiries(sqlite, 'sqlite', undefined, undefined));
} finally {
  await sqlite.stop();
}
attachGc(sqliteLoad?.results, 'sqlite', sqlite.startedAt);

const pgLoad = await withPgSchema(pgUrl, async (schema, appUrl) => {
  const server = await startServer({ ...BENCH_ENV, ...PRODUCTION_ENV, DATABASE_URL: appUrl }, measured('postgres'));
  let result: Awaited<ReturnType<typeof loadRoutes>>;
  try {
    console.error('Load on PostgreSQL, each row paired with bare Node...');
    result = await loadRoutes(server, 'postgres', bare!);
    console.error('Enquiries on PostgreSQL...');
    enquiries.push(await benchEnquiries(server, 'postgres', pgUrl, schema));
  } finally {
    await server.stop();
  }
  attachGc(result.results, 'postgres', server.startedAt);
  return result;
}).finally(() => bare?.stop());

/** The cached routes measured on a baseline server (warm-up first, like the app). */
async function loadBaseline(name: string, server: StaticServer): Promise<LoadRow[]> {
  const out: LoadRow[] = [];
  const shield = shieldCore(SERVER_CPU); // as for the app's rows
  try {
    await warmUp(server.baseUrl);
    for (const route of LOAD_ROUTES.filter((r) => r !== '/contact'))
      for (const gzip of MODES) out.push({ ...(await measure(`${name} ${route}`, `${server.baseUrl}${route}`, gzip)), gzip });
  } finally {
    shield.restore();
    await server.stop();
  }
  return out;
}

console.error('Static nginx baseline...');
const nginx = await startStaticNginx(pages);
const nginxResults = nginx ? await loadBaseline('nginx', nginx) : [];
const budget = loadBudget();
const byRoute = (rows: LoadRow[]) => new Map(rows.map((r) => [`${r.label.replace(/^\w+ /, '')} ${r.gzip}`, r]));
// Keyed by database too: each app row has its own bare Node row, measured right after it.
const bareBy = new Map([...sqliteLoad!.bare, ...pgLoad.bare].map((r) => [`${r.label} ${r.gzip}`, r]));
const nginxBy = byRoute(nginxResults);
const throughput: ThroughputRow[] = [];
const loadRows = [...sqliteLoad!.results, ...pgLoad.results].map((r) => {
  const [database, route] = [r.label.split(' ')[0]!, r.label.replace(/^\w+ /, '')];
  const bare = bareBy.get(`${r.label} ${r.gzip}`);
  const base = nginxBy.get(`${route} ${r.gzip}`);
  const ratio = r.ratio ?? (bare ? r.requestsPerSec / bare.requestsPerSec : NaN);
  const nginxRatio = base ? r.requestsPerSec / base.requestsPerSec : NaN;
  // The budget is for the gzip hit (what browsers get); uncompressed is reported.
  const target = r.gzip ? `≥ ${budget.throughput.minRequestsPerSec}/s, p99 < ${budget.throughput.p99Ms} ms` : 'reported';
  let meets = 'n/a';
  if (route === '/contact') meets = 'uncached by design';
  else if (bare && r.gzip) {
    meets = r.requestsPerSec >= budget.throughput.minRequestsPerSec && r.p99Ms < budget.throughput.p99Ms ? 'yes' : 'no';
    if (WRK) throughput.push({ label: database, route, gzip: r.gzip, requestsPerSec: r.requestsPerSec, ratio, p99Ms: r.p99Ms });
  }
  const fmt = (x: number) => (Number.isNaN(x) ? 'n/a' : x.toFixed(2));
  const spread = r.ratios ? ` (${fmt(Math.min(...r.ratios))}-${fmt(Math.max(...r.ratios))})` : '';
  return `| ${database} | ${route} | ${r.gzip ? 'gzip' : 'none'} | ${r.requestsPerSec} | ${r.p50Ms} | ${r.p99Ms} | ${bare?.requestsPerSec ?? 'n/a'} | ${bare?.p99Ms ?? 'n/a'} | ${fmt(ratio)}${spread} | ${base?.requestsPerSec ?? 'n/a'} | ${fmt(nginxRatio)} | ${r.non2xx + r.errors} | ${target}: ${meets} |`;
});
// How the app's process used its core in each round: a high p99 with busy other threads is the
// process competing with itself (GC helpers, the thread pool) on the one core it is pinned to.
const coreRows = [...sqliteLoad!.results, ...pgLoad.results]
  .filter((r) => r.rounds?.length)
  .map((r) => {
    const others = othersSummary(r.rounds!.map((x) => x.core));
    const mainPct = median(r.rounds!.map((x) => x.core.mainPct));
    const gc = TRACE_GC ? ` ${r.rounds!.map((x) => (x.gc ? `${x.gc.majors} · ${x.gc.longestGapMs}` : 'n/a')).join(' / ')} |` : '';
    const foreign = r.rounds!.map((x) => x.foreignPct).join(' / ');
    return `| ${r.label} | ${r.gzip ? 'gzip' : 'none'} | ${r.rounds!.map((x) => x.p99Ms).join(' / ')} | ${mainPct} | ${others.perRound.join(' / ')} | ${others.busiest} | ${foreign} |${gc}`;
  });
const memory = [sqliteLoad!.memory, pgLoad.memory];
const breaches = budgetBreaches(budget, {
  bytes: bytes!,
  lighthouse: lighthouse!,
  throughput,
  idleRssMb: memory.map((m) => ({ label: m.database, mb: m.idleMb })),
});

const report = `# Benchmark report

Run ${started.toISOString()} on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}. Load: ${WRK ? `wrk (1 thread)` : '**autocannon (wrk is not installed: apt-get install -y wrk)**'}, ${CONNECTIONS} connections; each cached row is ${ROUNDS} rounds of ${ROUND_SECONDS} s on the app interleaved with ${ROUNDS} on bare Node (ABBA order), every figure the median of its rounds; /contact and nginx ${SECONDS} s per row; 2 s of discarded warm-up on each server, loopback, with \`Accept-Encoding: gzip\` (the app's route cache holds the gzip form; nginx serves a .gz twin with gzip_static) and without (the same uncompressed bytes on both sides). ${canPin() ? `The load generator runs on core 0 and each server on core 1 (taskset), nginx with one worker.` : '**Not pinned** (taskset missing or one core): the load generator shares cores with the server under test.'} Machine load average at the end: ${loadavg()
  .map((l) => l.toFixed(1))
  .join(', ')}.

## First visit (390 px, no scrolling)

${bytesTable(bytes!)}

## Lighthouse (mobile preset)

${lighthouseTable(lighthouse!)}

Routes marked (photo LCP) have a library photo as their largest paint, as Lighthouse found it: a 2400 × 1600 photo-like JPEG that scripts/bench/pictures.ts uploads and places on /about, a case study and a post (and so on /blog's card of that post). They are held to the photo line of the budget.

## Throughput and latency of cached pages against bare Node and nginx

The yardstick is bare Node (scripts/bench/bare-node-server.ts): node:http answering from memory with the bytes and headers the app's route cache sends, and nothing else, on the same core. Its rounds are interleaved with the app's (scripts/bench/paired-rounds.ts), so both sides share the machine's state of the same seconds; the ratio is the median of the per-pair ratios, with their range in brackets, and requests/s, p50 and p99 are medians of the rounds. nginx, several times faster than any Node process, is shown for scale.

| Database | Route | Encoding | Requests/s | p50 ms | p99 ms | Bare Node requests/s | Bare Node p99 ms | Ratio to bare Node | nginx requests/s | Ratio to nginx | Failed | Target: met |
|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|
${loadRows.join('\n')}
${nginx ? '' : '\nnginx is not installed here: no static baseline (apt-get install nginx).\n'}
How the app's process used its core during its own rounds (from /proc, scripts/bench/thread-cpu.ts): the event loop's share of the wall time, and the share of its other threads, which the pinning puts on the same core, so their work delays the event loop. For the load rows every other process allowed on that core was moved off it (scripts/bench/core-shield.ts; ${shielded.join(', ')} this run); the last column is what still ran there that was not the app.

| Database and route | Encoding | p99 per round ms | Event loop % (median) | Other threads % per round | Busiest other thread | Other processes on its core % per round |${TRACE_GC ? ' Major GCs · longest gap between collections ms, per round |' : ''}
|---|---|---|---:|---|---|---|${TRACE_GC ? '---|' : ''}
${coreRows.join('\n')}
${TRACE_GC ? '\nWith BENCH_TRACE_GC=1 (scripts/bench/gc-trace.ts) each server ran with --trace-gc into bench-results/gc-<database>.log. Under this load a scavenge comes every 5-10 ms, so a longer gap is time the event loop did not run.\n' : ''}

## Enquiry submissions (${50} connections × 20 s, rate limits off)

${enquiryTable(enquiries)}

## Server memory (RSS)

| Database | Idle RSS MB | of which private MB | After the load MB |
|---|---:|---:|---:|
${memory.map((m) => `| ${m.database} | ${m.idleMb} | ${m.idlePrivateMb} | ${m.afterLoadMb} |`).join('\n')}

Private memory is RSS without the shared, file-backed pages of the node binary.

## Performance budget (scripts/bench/budget.json)

${breaches.length ? `**BROKEN** (${breaches.length}):\n\n${breaches.map((b) => `- ${b}`).join('\n')}` : 'Every figure is within the budget.'}${WRK ? '' : '\n\nThroughput was not checked against the budget: wrk is not installed.'}
`;
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/report.md', report);
console.log(report);
if (breaches.length) {
  console.error(`\nPERFORMANCE BUDGET BROKEN: ${breaches.length} breach(es), listed above (scripts/bench/budget.json).`);
  process.exitCode = 1;
}
