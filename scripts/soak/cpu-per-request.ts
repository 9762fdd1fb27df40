// npx node scripts/soak/cpu-per-request.ts [--db=sqlite|postgres] [--requests=150] [--only=<kind>] [--profile]
//
// The CPU one request of each uncached kind costs the production server: a
// figure that moves far less with the machine's load than a latency. Each
// kind is sent --requests times one after another (after a warm-up) and
// the server's CPU time is read from /proc before and after: the main thread
// (the event loop, where a render blocks every other request) and the whole
// process (with the zlib and libuv threads). --profile records a V8 CPU
// profile of the measured requests of each kind (through the inspector) and
// prints where their main-thread time went; the profiler's own cost inflates
// the CPU figures of that run.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { freePort, startSoakServer, type SoakDatabase } from './server.ts';
import { KINDS, type TrafficState } from './traffic.ts';
import { signIn } from './staff.ts';
import { summariseProfile } from './profile-summary.ts';
import { startProfiling } from './inspector-profile.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    requests: { type: 'string', default: '150' },
    only: { type: 'string' },
    profile: { type: 'boolean', default: false },
  },
});
const database = values.db as SoakDatabase;
const requests = Number(values.requests);
const pgUrl = process.env.SOAK_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const WORDS = ['saas', 'cost', 'stack', 'cloud', 'ai', 'migration', 'bubble', 'rochdale', 'pricing', 'security'];
const get = (s: TrafficState, path: string) => fetch(`${s.baseUrl}${path}`).then((r) => r.text());

/**
 * What is measured: the soak's uncached kinds as it sends them, and renders
 * the route cache would otherwise hide (a render for a query parameter no page
 * reads is never kept, and nothing here asks for the page itself, so there is
 * no kept copy to answer it: route-cache/page-query.ts), for scale. A render whose markup was tailored
 * before reuses that (page-stylesheet.ts), as the soak's renders after each
 * publish do; a search for a new word each time shows a render with nothing
 * kept to help.
 */
const MEASURED: { name: string; send(state: TrafficState, n: number): Promise<unknown> }[] = [
  { name: '/contact (as the soak sends it)', send: (s, n) => kindNamed('contact (uncached)').run(s, n) },
  { name: '/contact?n= (rendered)', send: (s, n) => get(s, `/contact?n=${n}`) },
  { name: 'blog search (rendered)', send: (s, n) => get(s, `/blog?q=${WORDS[n % WORDS.length]}&n=${n}`) },
  {
    name: 'blog search, new markup each time (rendered)',
    send: (s, n) => get(s, `/blog?q=${WORDS[n % WORDS.length]}${n}`),
  },
  { name: 'enquiry (submit)', send: (s, n) => kindNamed('enquiry').run(s, n) },
  { name: '/about (rendered)', send: (s, n) => get(s, `/about?n=${n}`) },
  { name: '/blog (rendered)', send: (s, n) => get(s, `/blog?n=${n}`) },
];

function kindNamed(name: string) {
  const kind = KINDS.find((k) => k.name === name);
  if (!kind) throw new Error(`no soak kind ${name}`);
  return kind;
}

const TICK_MS = 1000 / 100; // USER_HZ: /proc counts CPU time in hundredths of a second on Linux

/** utime + stime in ms, of one thread (task) or the whole process. */
function cpuMs(pid: number, task?: number): number {
  const file = task === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${task}/stat`;
  const stat = readFileSync(file, 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

async function measure(name: string, send: (state: TrafficState, n: number) => Promise<unknown>) {
  const inspectPort = values.profile ? await freePort() : undefined;
  const server = await startSoakServer(database, pgUrl, {
    nodeArgs: inspectPort ? [`--inspect=127.0.0.1:${inspectPort}`] : [],
  });
  try {
    const login = await signIn(server.baseUrl, server.owner.email, server.owner.password);
    const first = await (await fetch(`${server.baseUrl}/contact`)).text();
    const state: TrafficState = {
      baseUrl: server.baseUrl,
      owner: server.owner,
      cookie: login.value ?? '',
      formToken: /name="form_token" value="([^"]+)"/.exec(first)?.[1] ?? '',
      acknowledged: new Set(),
      marker: `cpu-${Date.now().toString(36)}`,
      edits: 0,
      aboutVersion: 0,
      uploads: 0,
    };
    // Warm-up: the JIT, the stylesheet's parse, the first statements.
    for (let n = 0; n < 30; n++) await send(state, n);
    await new Promise((r) => setTimeout(r, 500));
    const profiling = inspectPort ? await startProfiling(inspectPort) : undefined;
    const main0 = cpuMs(server.pid, server.pid);
    const all0 = cpuMs(server.pid);
    const t0 = performance.now();
    for (let n = 0; n < requests; n++) await send(state, n);
    const wallMs = (performance.now() - t0) / requests;
    const main = (cpuMs(server.pid, server.pid) - main0) / requests;
    const all = (cpuMs(server.pid) - all0) / requests;
    if (profiling)
      console.log(`\n### ${name}, ${database}: where the main thread's time went\n${summariseProfile(await profiling.stop())}`);
    return { name, main, all, wallMs, acknowledged: state.acknowledged.size };
  } finally {
    await server.stop();
    await server.cleanup();
  }
}

const rows = [];
for (const { name, send } of MEASURED) {
  if (values.only && !name.includes(values.only)) continue;
  const r = await measure(name, send);
  console.error(
    `${r.name}: ${r.main.toFixed(2)} ms main thread, ${r.all.toFixed(2)} ms process, ${r.wallMs.toFixed(1)} ms answer`,
  );
  rows.push(r);
}
console.log(`\nCPU per request, ${database}, ${requests} sequential requests per kind after 30 to warm up:\n`);
console.log('| Kind | Main thread ms | Whole process ms | Answer ms (one at a time) |\n|---|---:|---:|---:|');
for (const r of rows) console.log(`| ${r.name} | ${r.main.toFixed(2)} | ${r.all.toFixed(2)} | ${r.wallMs.toFixed(1)} |`);
