// The soak's cached-page lane, in a thread of its own. In the main thread its
// timings included the load generator's own work: building multipart bodies,
// decoding action answers, encoding upload pictures. A page answered in 2 ms
// was recorded at 40 when it arrived while that thread was busy. Here an event
// loop does nothing but send these requests on their schedule and time them,
// with node:http and a keep-alive agent as a browser keeps its connection, and
// gzip accepted as browsers do (the time to the last byte, not to decompress it).
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export interface ProbeOptions {
  baseUrl: string;
  routes: string[];
  everyMs: number;
  durationMs: number;
  /** The run's start (Date.now() in the main thread), so every lane shares one grid. */
  began: number;
}

export interface ProbeSample {
  startedAt: number;
  ok: boolean;
  status: number;
  ms: number;
  /** 'HIT' from the route cache, 'rendered' from the app. */
  source?: string;
  error?: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

function get(url: string): Promise<Omit<ProbeSample, 'startedAt'>> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers: { 'accept-encoding': 'gzip' }, timeout: 30_000 }, (res) => {
      res.resume();
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const ms = performance.now() - t0;
        const source = typeof res.headers['x-cache'] === 'string' ? res.headers['x-cache'] : 'rendered';
        resolve(status === 200 ? { ok: true, status, ms, source } : { ok: false, status, ms, error: `${status}` });
      });
    });
    req.on('timeout', () => req.destroy(new Error('no answer in 30 s')));
    req.on('error', (err) => resolve({ ok: false, status: 0, ms: performance.now() - t0, error: err.message }));
  });
}

async function run({ baseUrl, routes, everyMs, durationMs, began }: ProbeOptions): Promise<void> {
  const inFlight = new Set<Promise<void>>();
  for (let n = 0; ; n++) {
    const due = began + n * everyMs;
    if (due - began >= durationMs) break;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const startedAt = Date.now();
    const p: Promise<void> = get(`${baseUrl}${routes[n % routes.length]}`)
      .then((answer) => parentPort!.postMessage({ startedAt, ...answer } satisfies ProbeSample))
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  }
  await Promise.all([...inFlight]);
  agent.destroy();
}

if (parentPort && workerData) await run(workerData as ProbeOptions);
