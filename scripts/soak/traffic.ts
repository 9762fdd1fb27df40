// The soak's mixed traffic: each kind fires at a fixed rate (open loop: a
// slow answer does not slow the senders down, as real visitors would not),
// and every answer is timed and checked. What each kind expects is written
// next to it; anything else is an error.
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { SEED_CONTENT_PAGES } from '../../src/lib/server/seed/seed-data/page-content/index.ts';
import { callAction, signIn, timed, type Timed } from './staff.ts';
import type { ProbeOptions, ProbeSample } from './page-probe.ts';

export interface Sample {
  kind: string;
  /** When the request (or the action pair) was started, per its lane's schedule. */
  startedAt: number;
  result: Timed;
}

type Answer = Omit<Sample, 'startedAt'>;

export interface TrafficState {
  baseUrl: string;
  owner: { email: string; password: string };
  /** The staff session edits and uploads use; each sign-in replaces it. */
  cookie: string;
  /** The latest form token from a /contact render. */
  formToken: string;
  /** Ids the server acknowledged (200 with the stored id). */
  acknowledged: Set<string>;
  marker: string;
  edits: number;
  /** The /about draft's version: every save sends the one it is based on (no lost edits). */
  aboutVersion: number;
  uploads: number;
}

/** Public pages the route cache serves (the post is the seeded one). */
const CACHED = [
  '/',
  '/services',
  '/packages',
  '/about',
  '/process',
  '/faq',
  '/blog',
  '/work',
  '/blog/true-cost-of-your-saas-stack-over-five-years',
];
const WORDS = ['saas', 'cost', 'stack', 'cloud', 'ai', 'migration', 'bubble', 'rochdale', 'pricing', 'security'];

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
const ok200 = (status: number) => (status === 200 ? true : undefined);
/** A 200, valued by where it came from: 'HIT' from the route cache, 'rendered' from the app. */
const pageSource = (status: number, _body: string, headers: Headers) =>
  status === 200 ? (headers.get('x-cache') ?? 'rendered') : undefined;

export interface Kind {
  name: string;
  /** Planned interval between starts. */
  everyMs: number;
  /** One or more timed results (an edit is a draft save then a publish). */
  run(state: TrafficState, n: number): Promise<Answer[]>;
}

const one = async (kind: string, result: Promise<Timed>): Promise<Answer[]> => [{ kind, result: await result }];

function enquiryForm(state: TrafficState): FormData {
  const fd = new FormData();
  const fields: Record<string, string> = {
    name: 'Soak Visitor',
    email: `${state.marker}@soak.example`,
    company: 'Steady Rate Ltd',
    project_type: 'app',
    project: 'A steady stream of enquiries while the soak runs: each one must be stored.',
    consent: 'on',
    form_token: state.formToken,
    idempotency_key: randomUUID(),
  };
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
}

/** A small picture whose bytes differ each time (the library keeps one copy per content hash). */
async function picture(seed: number): Promise<Buffer> {
  const width = 240;
  const height = 160;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7 + seed * 131 + ((i / 720) | 0) * 3) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const about = SEED_CONTENT_PAGES.find((p) => p.slug === 'about')!;

/** The cached-page lane: sent from a thread of its own by runTraffic (page-probe.ts); `run` is one request alone. */
const PAGES: Kind = {
  name: 'page (cached)',
  everyMs: 50,
  run: (s, n) => one('page (cached)', timed(`${s.baseUrl}${CACHED[n % CACHED.length]}`, {}, pageSource)),
};

export const KINDS: Kind[] = [
  PAGES,
  {
    name: 'contact (uncached)',
    everyMs: 500,
    run: (s) =>
      one(
        'contact (uncached)',
        timed(`${s.baseUrl}/contact`, {}, (status, body) => {
          const token = /name="form_token" value="([^"]+)"/.exec(body)?.[1];
          if (status !== 200 || !token) return undefined;
          s.formToken = token;
          return true;
        }),
      ),
  },
  {
    name: 'blog search',
    everyMs: 500,
    run: (s, n) => one('blog search', timed(`${s.baseUrl}/blog?q=${WORDS[n % WORDS.length]}`, {}, ok200)),
  },
  {
    name: 'enquiry',
    everyMs: 1000,
    run: (s) =>
      one(
        'enquiry',
        timed(
          `${s.baseUrl}/_actions/enquiry.submit`,
          { method: 'POST', body: enquiryForm(s), headers: { Origin: s.baseUrl } },
          (status, body) => {
            const id = status === 200 ? UUID.exec(body)?.[0] : undefined;
            if (id) s.acknowledged.add(id);
            return id;
          },
        ),
      ),
  },
  {
    name: 'staff sign-in',
    everyMs: 15_000,
    run: async (s) => {
      const r = await signIn(s.baseUrl, s.owner.email, s.owner.password);
      if (r.ok) s.cookie = r.value!;
      return [{ kind: 'staff sign-in', result: r }];
    },
  },
  {
    name: 'edit + publish',
    everyMs: 20_000,
    run: async (s) => {
      // The /about hero's eyebrow alternates, so every publish changes the public page.
      s.edits++;
      const sections = about.doc.sections.map((sec) =>
        sec.type === 'hero'
          ? { ...sec, data: { ...(sec.data as object), eyebrow: s.edits % 2 ? 'About Northmill' : 'About us' } }
          : sec,
      );
      const draft = await callAction<{ version: number }>(s.baseUrl, s.cookie, 'admin.content.saveDraft', {
        slug: 'about',
        doc: { sections },
        version: s.aboutVersion,
      });
      const out: Answer[] = [{ kind: 'edit (save draft)', result: draft }];
      if (draft.ok && draft.value) {
        s.aboutVersion = draft.value.version;
        out.push({
          kind: 'publish',
          result: await callAction(s.baseUrl, s.cookie, 'admin.content.publish', { slug: 'about', version: s.aboutVersion }),
        });
      }
      return out;
    },
  },
  {
    name: 'media upload',
    everyMs: 30_000,
    run: async (s) => {
      s.uploads++;
      const fd = new FormData();
      const bytes = await picture(s.uploads + Date.now());
      fd.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `soak-${s.uploads}.png`);
      return one('media upload', callAction(s.baseUrl, s.cookie, 'admin.media.upload', fd));
    },
  },
];

/**
 * Runs every kind at its rate until `durationMs` has passed, then waits for
 * the answers still in flight. Starts are scheduled on a fixed grid (no drift).
 */
export async function runTraffic(
  state: TrafficState,
  durationMs: number,
  onSample: (s: Sample) => void,
): Promise<{ started: Record<string, number> }> {
  const began = Date.now();
  const inFlight = new Set<Promise<void>>();
  const started: Record<string, number> = {};
  const pages = pageProbe({ baseUrl: state.baseUrl, routes: CACHED, everyMs: PAGES.everyMs, durationMs, began }, onSample);
  const lanes = KINDS.filter((kind) => kind !== PAGES).map(async (kind) => {
    // Slow kinds start half an interval in, so the run does not open with every kind at once.
    const offset = kind.everyMs >= 5_000 ? kind.everyMs / 2 : 0;
    for (let n = 0; ; n++) {
      const due = began + offset + n * kind.everyMs;
      if (due - began >= durationMs) break;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      started[kind.name] = (started[kind.name] ?? 0) + 1;
      const startedAt = Date.now();
      const p: Promise<void> = kind
        .run(state, n)
        .then((answers) => answers.forEach((a) => onSample({ ...a, startedAt })))
        .catch((err) => onSample({ kind: kind.name, startedAt, result: { ok: false, status: 0, ms: 0, error: String(err) } }))
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
  });
  await Promise.all(lanes);
  await Promise.all([...inFlight]);
  started[PAGES.name] = await pages;
  return { started };
}

/** Runs the cached-page lane in its own thread; resolves with how many it started. */
function pageProbe(options: ProbeOptions, onSample: (s: Sample) => void): Promise<number> {
  let count = 0;
  const worker = new Worker(new URL('./page-probe.ts', import.meta.url), { workerData: options });
  worker.on('message', ({ startedAt, source, ...result }: ProbeSample) => {
    count++;
    onSample({ kind: PAGES.name, startedAt, result: { ...result, value: source } });
  });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve(count) : reject(new Error(`page probe exited with ${code}`))));
  });
}
