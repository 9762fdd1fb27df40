import type { ClientDirective } from 'astro';
import { ISLAND_READY_EVENT } from './island-ready-event.ts';
// The <astro-island> element itself, in this inline script in place of Astro's larger one.
import './island-element.ts';

// client:early — hydrate an island as soon as the page can spare the time
// (when it comes near the viewport and the main thread is idle; "now": when
// idle; "interaction": not before), or at once on the visitor's first sign of
// using it, whichever is first. It never loses an early touch:
// - typing, ticking and choosing happen natively in the server HTML, and the
//   island reads those values from the DOM when it hydrates;
// - a click on a button or link is held, then replayed once the island says
//   it is ready, so it has its effect exactly once, through the same code as
//   any later click;
// - Enter in a text field is held too, and replayed as a keydown: if the island
//   handles it (e.g. 'add this tool'), that is all; otherwise the form is
//   submitted, as the browser would have done.
// If the island's script never arrives, held clicks are released to the
// browser after RELEASE_AFTER_MS, so the no-JavaScript behaviour still works.
const TRIGGERS = ['focusin', 'pointerdown', 'touchstart', 'keydown'] as const;
const HELD = 'button, a[href], input[type=submit], input[type=image]';
const RELEASE_AFTER_MS = 10_000;

const early: ClientDirective = (load, options, el) => {
  let started = false;
  let released = false;
  const held: { target: HTMLElement; replay: () => void }[] = [];
  const keep = (e: Event, target: HTMLElement, replay: () => void) => {
    e.preventDefault();
    e.stopImmediatePropagation();
    if (!held.some((h) => h.target === target)) held.push({ target, replay });
    void start();
  };

  const hold = (e: Event) => {
    const m = e as MouseEvent;
    if (m.button !== 0 || m.metaKey || m.ctrlKey || m.shiftKey || m.altKey) return;
    const target = (e.target as Element | null)?.closest<HTMLElement>(HELD);
    if (!target || !el.contains(target) || (target as HTMLButtonElement).disabled) return;
    keep(e, target, () => target.click());
  };

  const holdEnter = (e: KeyboardEvent) => {
    const input = e.target;
    if (e.key !== 'Enter' || e.isComposing || !(input instanceof HTMLInputElement) || !input.form) return;
    keep(e, input, () => {
      const handled = !input.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }),
      );
      if (!handled) input.form?.requestSubmit();
    });
  };

  const release = () => {
    if (released) return;
    released = true;
    el.removeEventListener('click', hold, true);
    el.removeEventListener('keydown', holdEnter, true);
    for (const h of held.splice(0)) if (h.target.isConnected) h.replay();
  };

  const start = async () => {
    if (started) return;
    started = true;
    for (const t of TRIGGERS) el.removeEventListener(t, start, true);
    // Whatever happens to the script, held clicks are never stuck: after
    // RELEASE_AFTER_MS (or at once if loading fails) they go to the browser.
    setTimeout(release, RELEASE_AFTER_MS);
    try {
      const hydrate = await load();
      await hydrate();
    } catch (err) {
      release();
      throw err;
    }
  };

  // Capture phase, registered before React's own listeners on this element.
  el.addEventListener('click', hold, true);
  el.addEventListener('keydown', holdEnter, true);
  // The island's first effects have run; a task later its adopted state has rendered.
  el.addEventListener(
    ISLAND_READY_EVENT,
    () =>
      setTimeout(() => {
        el.setAttribute('data-ready', ''); // for tests and tools: hydrated, earlier input taken in
        release();
      }, 0),
    { once: true },
  );
  for (const t of TRIGGERS) el.addEventListener(t, start, { capture: true, passive: true });

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
  // 'interaction': only on first use. Nothing is lost meanwhile (see above),
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
  for (const child of Array.from(el.children)) io.observe(child);
  if (el.children.length === 0) whenIdle();
};

export default early;
