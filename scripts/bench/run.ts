// npm run bench — builds the production server and measures, in one run on
// this machine: first-visit bytes and Lighthouse per public route; throughput
// and latency of cached pages on SQLite and PostgreSQL against nginx serving
// the same bytes; enquiry submissions with the stored = acknowledged check;
// server memory. Writes bench-results/report.md and prints it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../../tests/helpers/server.ts';
import { firstVisitBytes, bytesTable } from './bytes.ts';
import { lighthouseTable, publicRoutes, runLighthouse } from './lighthouse.ts';
import { load, rssMb, type LoadResult } from './load.ts';
import { BENCH_ENV, benchEnquiries, enquiryTable, withPgSchema, type EnquiryBench } from './enquiry.ts';
import { startStaticNginx } from './nginx.ts';

const LOAD_ROUTES = ['/', '/services', '/blog', '/blog/true-cost-of-your-saas-stack-over-five-years', '/contact'];
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface MemoryRow {
  database: string;
  idleMb: number;
  afterLoadMb: number;
}

async function loadRoutes(server: RunningServer, database: string): Promise<{ results: LoadResult[]; memory: MemoryRow }> {
  for (const r of LOAD_ROUTES) await fetch(`${server.baseUrl}${r}`); // warm caches
  await new Promise((r) => setTimeout(r, 1000));
  const idleMb = rssMb(server.process.pid!);
  const results: LoadResult[] = [];
  for (const route of LOAD_ROUTES) results.push(await load(`${database} ${route}`, `${server.baseUrl}${route}`, { connections: CONNECTIONS, seconds: SECONDS }));
  return { results, memory: { database, idleMb, afterLoadMb: rssMb(server.process.pid!) } };
}

if (!process.argv.includes('--no-build')) {
  console.error('Building the production server...');
  const b = spawnSync('astro', ['build'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const started = new Date();
const sqlite = await startServer({ ...BENCH_ENV, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nm-bench-')) });
let bytes, lighthouse, sqliteLoad;
const pages: Record<string, string> = {};
const enquiries: EnquiryBench[] = [];
try {
  console.error('Measuring first-visit bytes...');
  bytes = await firstVisitBytes(sqlite.baseUrl, publicRoutes());
  console.error('Running Lighthouse on every public route...');
  lighthouse = await runLighthouse(sqlite.baseUrl, publicRoutes());
  for (const r of LOAD_ROUTES) pages[r] = await (await fetch(`${sqlite.baseUrl}${r}`)).text();
  console.error('Load on SQLite...');
  sqliteLoad = await loadRoutes(sqlite, 'sqlite');
  console.error('Enquiries on SQLite...');
  enquiries.push(await benchEnquiries(sqlite, 'sqlite', undefined, undefined));
} finally {
  await sqlite.stop();
}

const pgLoad = await withPgSchema(pgUrl, async (schema, appUrl) => {
  const server = await startServer({ ...BENCH_ENV, DATABASE_URL: appUrl });
  try {
    console.error('Load on PostgreSQL...');
    const result = await loadRoutes(server, 'postgres');
    console.error('Enquiries on PostgreSQL...');
    enquiries.push(await benchEnquiries(server, 'postgres', pgUrl, schema));
    return result;
  } finally {
    await server.stop();
  }
});

console.error('Static nginx baseline...');
const nginxResults: LoadResult[] = [];
const nginx = await startStaticNginx(pages);
if (nginx) {
  try {
    for (const route of LOAD_ROUTES) nginxResults.push(await load(`nginx ${route}`, `${nginx.baseUrl}${route}`, { connections: CONNECTIONS, seconds: SECONDS }));
  } finally {
    await nginx.stop();
  }
}

const nginxBy = new Map(nginxResults.map((r) => [r.label.replace(/^nginx /, ''), r]));
const loadRows = [...sqliteLoad!.results, ...pgLoad.results].map((r) => {
  const route = r.label.replace(/^\w+ /, '');
  const base = nginxBy.get(route);
  const ratio = base ? (r.requestsPerSec / base.requestsPerSec).toFixed(2) : 'n/a';
  const meets = route === '/contact' ? 'uncached by design' : base && r.requestsPerSec / base.requestsPerSec >= 0.25 && r.p99Ms < 20 ? 'yes' : 'no';
  return `| ${r.label.split(' ')[0]} | ${route} | ${r.requestsPerSec} | ${r.p50Ms} | ${r.p99Ms} | ${base?.requestsPerSec ?? 'n/a'} | ${ratio} | ${r.non2xx + r.errors} | ${meets} |`;
});

const report = `# Benchmark report

Run ${started.toISOString()} on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}. Load: autocannon, ${CONNECTIONS} connections × ${SECONDS} s per row, loopback, no Accept-Encoding (nginx serves the same uncompressed bytes). autocannon shares the machine's cores with the server under test.

## First visit (390 px, no scrolling)

${bytesTable(bytes!)}

## Lighthouse (mobile preset)

${lighthouseTable(lighthouse!)}

## Throughput and latency (target for cached pages: ≥ 0.25 × nginx, p99 < 20 ms)

| Database | Route | Requests/s | p50 ms | p99 ms | nginx requests/s | Ratio | Failed | Meets target |
|---|---|---:|---:|---:|---:|---:|---:|---|
${loadRows.join('\n')}
${nginx ? '' : '\nnginx is not installed here: no static baseline (apt-get install nginx).\n'}
## Enquiry submissions (${50} connections × 20 s, rate limits off)

${enquiryTable(enquiries)}

## Server memory (RSS)

| Database | Idle MB | After the load MB |
|---|---:|---:|
${[sqliteLoad!.memory, pgLoad.memory].map((m) => `| ${m.database} | ${m.idleMb} | ${m.afterLoadMb} |`).join('\n')}
`;
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/report.md', report);
console.log(report);
