// One render for every request of the same cached URL that arrives while it renders (an
// expiry or an edit under load was one render per waiting connection). Only URLs whose last
// answer was kept by the cache (the same bytes for every visitor) are shared, so /contact
// (a form token per visitor) or a staff page is never handed to another request; a render
// that turns out not to be kept (the page now errs or is gone) sends the others to render
// their own. A request that arrives after a public change never joins a render that started
// before it: that render may hold what the change replaced (an unpublished case study's page).
import { publicChangeCount } from './registry.ts';

interface Shared {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
}

/** URLs last answered with a page the cache kept; bounded, oldest first out. */
const shareable = new Set<string>();
const MAX_SHAREABLE = 2000;
const inFlight = new Map<string, { answer: Promise<Shared | null>; changes: number }>();

/** Would the cache keep it: the page called cache.set with a max-age (CDN-Cache-Control) and set no cookie. */
export function keptByCache(response: Response): boolean {
  const cc = response.headers.get('cdn-cache-control') ?? '';
  return response.status === 200 && /max-age=[1-9]/.test(cc) && !response.headers.has('set-cookie');
}

const toResponse = (s: Shared) => new Response(s.body, { status: s.status, headers: s.headers });

/** The render for this request, and whether this request made it (the leader stores it). */
export async function coalescedRender(
  key: string,
  render: () => Promise<Response>,
): Promise<{ response: Response; leader: boolean }> {
  const running = inFlight.get(key);
  if (running && running.changes === publicChangeCount()) {
    const shared = await running.answer;
    return shared ? { response: toResponse(shared), leader: false } : { response: await render(), leader: true };
  }
  if (!shareable.has(key)) return { response: remember(key, await render()), leader: true };
  let settle!: (s: Shared | null) => void;
  const mine = { answer: new Promise<Shared | null>((resolve) => (settle = resolve)), changes: publicChangeCount() };
  inFlight.set(key, mine);
  try {
    const response = await render();
    if (!keptByCache(response)) {
      shareable.delete(key);
      settle(null);
      return { response, leader: true };
    }
    const shared = { status: response.status, headers: [...response.headers], body: await response.bytes() };
    settle(shared);
    return { response: toResponse(shared), leader: true };
  } catch (err) {
    settle(null);
    throw err;
  } finally {
    // A render that started after a change may have taken this URL's place.
    if (inFlight.get(key) === mine) inFlight.delete(key);
  }
}

function remember(key: string, response: Response): Response {
  if (keptByCache(response)) {
    if (shareable.size >= MAX_SHAREABLE) shareable.delete(shareable.values().next().value!);
    shareable.add(key);
  }
  return response;
}
