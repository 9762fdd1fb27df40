import type { ClientDirective } from 'astro';
import { ISLAND_READY_EVENT, ISLAND_RELEASE_EVENT } from './island-ready-event.ts';

// A client:early island hydrates when the inline part of the directive
// (early-directive.ts) wants it: near the viewport and idle, or at once on the
// visitor's first sign of using it. It calls hydrateNow; the island's element
// (island-element.ts) calls schedule, in either order.

/** Each scheduled island's start. */
const starts = new WeakMap<Element, () => void>();
/** Islands wanted, perhaps before their element was defined. */
const wanted = new WeakSet<Element>();

export function hydrateNow(island: Element): void {
  wanted.add(island);
  starts.get(island)?.();
}

const release = (island: Element) => island.dispatchEvent(new Event(ISLAND_RELEASE_EVENT));

export const schedule: ClientDirective = (load, _options, island) => {
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
  if (wanted.has(island)) void start();
};
