import type { ClientDirective } from 'astro';
import { loadAstroIslandRuntime } from '../island-runtime/load.ts';
import { ISLAND_READY_EVENT } from './island-ready-event.ts';

// client:early, a client directive added with Astro's public addClientDirective
// (astro.config.mjs); Astro inlines it into every page with such an island and
// its own <astro-island> runtime calls it. It never loses an early touch:
// - typing, ticking and choosing happen natively in the server HTML, and the
//   island reads those values from the DOM when it hydrates;
// - a click on a button or link in an island is held, then replayed once the
//   island says it is ready, so it has its effect exactly once, through the
//   same code as any later click;
// - Enter in a text field is held too, and replayed as a keydown: if the island
//   handles it (e.g. 'add this tool'), that is all; otherwise the form is
//   submitted, as the browser would have done;
// - the first sign of using an island (focus, a touch, a key) hydrates it at once.
// If the island's script never arrives, held clicks are released to the browser
// after RELEASE_AFTER_MS (at once if it failed to hydrate), so the
// no-JavaScript behaviour still works.
//
// Astro's own directives cannot do this: client:idle and client:visible drop a
// click made before hydration (the server HTML has no listener), and
// client:load fetches every island's scripts before the LCP paint.
//
// Unprompted, an island hydrates when it comes near the viewport and the main
// thread is idle ("now": when idle; "interaction": not before first use), never
// before the load event: nothing is fetched before then, and a page whose
// islands are out of view fetches nothing at all (the JavaScript budget of 0 on
// /, /calculator and /contact; issue 16: Lighthouse counts every request that
// starts before the LCP paint). Holding is done for the whole document, in the
// capture phase at the window: before React's listeners on the island.

const HELD = 'button,a[href],input[type=submit],input[type=image]';
const RELEASE_AFTER_MS = 10_000;

/** Held clicks and Enters by their target, in order: the island they are in and how to replay them. */
const held = new Map<Element, [island: Element, replay: () => void]>();
/** Islands whose early input has gone through: nothing more is held in them. */
const released = new WeakSet<Element>();
/** Islands a visitor (or the schedule below) has asked for, perhaps before Astro called the directive. */
const wanted = new WeakSet<Element>();
/** Each island's start, from Astro's call of the directive, until it is wanted. */
const starts = new WeakMap<Element, () => Promise<unknown>>();

const release = (island: Element) => {
  if (released.has(island)) return;
  released.add(island);
  for (const [target, [from, replay]] of held)
    if (from === island) {
      held.delete(target);
      if (target.isConnected) replay();
    }
};

/** Hydrates an island now, or as soon as Astro has called the directive for it. */
const want = (island: Element) => {
  if (wanted.has(island)) return;
  wanted.add(island);
  setTimeout(() => release(island), RELEASE_AFTER_MS);
  // Astro's element calls the directive (below) once its script is there; if it never comes,
  // held clicks go to the browser at once.
  loadAstroIslandRuntime(island).catch(() => release(island));
  void starts.get(island)?.();
};

// The first sign of using an island (focus, a touch, a key, a click) hydrates it at once,
// and a click on a button or link, or Enter in a form's text field, waits for it.
const onInput = (e: Event) => {
  const island = (e.target as Element).closest?.('astro-island');
  if (!island || released.has(island)) return;
  const clicked = e.type === 'click' && (e.target as Element).closest<HTMLElement>(HELD);
  const m = e as MouseEvent;
  const k = e as KeyboardEvent;
  const input = e.target;
  let replay: (() => void) | undefined;
  if (clicked && !(m.button || m.metaKey || m.ctrlKey || m.shiftKey || m.altKey || (clicked as HTMLButtonElement).disabled))
    replay = () => clicked.click();
  else if (k.key === 'Enter' && !k.isComposing && input instanceof HTMLInputElement && input.form)
    replay = () => {
      const handled = !input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      if (!handled) input.form?.requestSubmit();
    };
  if (replay) {
    e.preventDefault();
    e.stopImmediatePropagation();
    const target = (clicked || input) as Element;
    if (!held.has(target)) held.set(target, [island, replay]);
  }
  want(island);
};
// Pointer events stand for touches too (a touchstart listener here would only add a scroll-blocking one).
for (const type of ['click', 'keydown', 'focusin', 'pointerdown']) addEventListener(type, onInput, true);

// Unprompted: at an idle moment after the load event, once the island is near the viewport.
const whenIdle = (island: Element) =>
  'requestIdleCallback' in window
    ? requestIdleCallback(() => want(island), { timeout: 1500 })
    : setTimeout(() => want(island), 200);
addEventListener('load', () => {
  for (const island of document.querySelectorAll('astro-island[client=early]')) {
    const when = (JSON.parse(island.getAttribute('opts')!) as { value?: unknown }).value;
    // 'interaction': only on first use. Nothing is lost meanwhile, and a page whose island
    // is costly to hydrate stays light until then.
    if (when === 'interaction') continue;
    // Its server HTML is what comes into view ('now': wherever it is). <astro-island> itself has no box.
    if (when === 'now') {
      whenIdle(island);
      continue;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        whenIdle(island);
      },
      { rootMargin: '200px' },
    );
    for (const child of island.children) io.observe(child);
  }
});

// The island's first effects have run (useIslandReady); a task later its adopted state has
// rendered, and what the visitor did before may go through.
addEventListener(
  ISLAND_READY_EVENT,
  ({ target }) =>
    setTimeout(() => {
      (target as Element).setAttribute('data-ready', ''); // for tests and tools: hydrated, earlier input taken in
      release(target as Element);
    }),
  true,
);

/**
 * Called by Astro's <astro-island> for each client:early island as it connects:
 * `load` fetches the component and renderer and resolves to the hydrating call.
 * Nothing is fetched until the island is wanted (above): then, or now if it already is.
 */
const early: ClientDirective = (load, _options, island) => {
  const start = () =>
    load()
      .then((hydrate) => hydrate())
      // Astro reports a failed load or render itself (astro:hydration-error) and leaves the
      // island as its server HTML, still marked ssr: held clicks go to the browser at once.
      .finally(() => island.hasAttribute('ssr') && release(island));
  if (wanted.has(island)) void start();
  else starts.set(island, start);
};

export default early;
