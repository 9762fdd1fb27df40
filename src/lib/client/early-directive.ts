import type { ClientDirective } from 'astro';
import { ISLAND_RELEASE_EVENT } from './island-ready-event.ts';

// client:early, the part inlined into every page with such an island: what must
// work before any script has arrived. It never loses an early touch:
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
// after RELEASE_AFTER_MS (at once if loading fails), so the no-JavaScript
// behaviour still works.
//
// Everything else (the <astro-island> element, when to hydrate unprompted, the
// hydrating itself) is the island module (island-module.ts), a cached file
// imported at the load event or at a first touch (issue 26: the element and the
// scheduling were ~0.9 KB gzip of every island page's first round trip).
// Holding is done here, for the whole document, in the capture phase at the
// window: before React's listeners on the island, whether or not the element
// is defined yet.

type IslandModule = typeof import('./island-module.ts');

const HELD = 'button, a[href], input[type=submit], input[type=image]';
const RELEASE_AFTER_MS = 10_000;

let islandModule: Promise<IslandModule> | undefined;
/** Held clicks and Enters by their target, in order: the island they are in and how to replay them. */
const held = new Map<Element, [island: Element, replay: () => void]>();
/** Islands whose early input has gone through: nothing more is held in them. */
const released = new WeakSet<Element>();
/** Islands a visitor has started to use. */
const wanted = new WeakSet<Element>();

// The island module is each island's before-hydration script (astro.config.mjs).
const load = (island: Element) => (islandModule ??= import(/* @vite-ignore */ island.getAttribute('before-hydration-url')!));

const release = (island: Element) => {
  if (released.has(island)) return;
  released.add(island);
  for (const [target, [from, replay]] of held)
    if (from === island) {
      held.delete(target);
      if (target.isConnected) replay();
    }
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
  if (wanted.has(island)) return;
  wanted.add(island);
  setTimeout(() => release(island), RELEASE_AFTER_MS);
  load(island).then(
    (m) => m.hydrateNow(island),
    () => release(island),
  );
};
for (const type of ['click', 'keydown', 'focusin', 'pointerdown']) addEventListener(type, onInput, true);
// Never holds (only clicks and Enter are held), so it may not block scrolling.
addEventListener('touchstart', onInput, { capture: true, passive: true });

// The island module's word that the island is ready (its adopted state has rendered) or will never be.
addEventListener(ISLAND_RELEASE_EVENT, (e) => release(e.target as Element), true);

// Unprompted, the module comes after the load event, so it never shares a slow link with the first paint.
// This script comes just before the page's first island.
addEventListener('load', () => load(document.querySelector('astro-island')!));

/** The directive Astro's protocol calls (island-element.ts): when to hydrate, in the island module. */
const early: ClientDirective = (hydrate, options, island) => load(island).then((m) => m.schedule(hydrate, options, island));

export default early;
