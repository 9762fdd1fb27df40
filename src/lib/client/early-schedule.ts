import type { ClientDirective } from 'astro';
import { ISLAND_READY_EVENT, ISLAND_RELEASE_EVENT } from './island-ready-event.ts';

// When a client:early island hydrates: as soon as the page can spare the time
// (when it comes near the viewport and the main thread is idle; "now": when
// idle; "interaction": not before), or at once on the visitor's first sign of
// using it (hydrateNow, called by the inline part, early-directive.ts, which
// also holds early clicks until the island is ready).

/** Each scheduled island's start. */
const starts = new WeakMap<Element, () => void>();
/** Islands a visitor started to use, perhaps before their schedule was set. */
const wanted = new WeakSet<Element>();

export function hydrateNow(island: Element): void {
  wanted.add(island);
  starts.get(island)?.();
}

const release = (island: Element) => island.dispatchEvent(new Event(ISLAND_RELEASE_EVENT));

export const schedule: ClientDirective = (load, options, island) => {
  // The island's first effects have run (useIslandReady); a task later its adopted state has
  // rendered, and what the visitor did before may go through.
  island.addEventListener(
    ISLAND_READY_EVENT,
    () =>
      setTimeout(() => {
        island.setAttribute('data-ready', ''); // for tests and tools: hydrated, earlier input taken in
        release(island);
      }, 0),
    { once: true },
  );
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    try {
      const hydrate = await load();
      await hydrate();
    } catch (err) {
      // Held clicks go to the browser at once.
      release(island);
      throw err;
    }
  };
  starts.set(island, () => void start());
  if (wanted.has(island)) return void start();

  // Unprompted hydration waits for the load event, then for an idle moment,
  // so the island's script (React, ~66 KB gzip) never shares a slow link with
  // the first paint (issue 16: Lighthouse counts every request that starts
  // before the LCP paint). Chromium rarely grants idle time before load
  // anyway; this makes it a rule. A visitor's first touch still starts it at once.
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => void start(), { timeout: 1500 })
      : setTimeout(() => void start(), 200);
  const whenIdle = () => (document.readyState === 'complete' ? idle() : window.addEventListener('load', idle, { once: true }));
  // 'interaction': only on first use. Nothing is lost meanwhile (early-directive.ts),
  // and a page whose island is costly to hydrate stays light until then.
  if (options.value === 'interaction') return;
  if (options.value === 'now') return whenIdle();
  const io = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      io.disconnect();
      whenIdle();
    },
    { rootMargin: '200px' },
  );
  for (const child of Array.from(island.children)) io.observe(child);
  if (island.children.length === 0) whenIdle();
};
