import type { ClientDirective } from 'astro';

// client:interaction — hydrate an island on the visitor's first sign of using
// it (focus, pointer or key), not on page load. The island's server-rendered
// HTML works on its own meanwhile (forms submit, links navigate), so the page
// ships no JavaScript work until someone reaches for it.
const EVENTS = ['focusin', 'pointerdown', 'pointerover', 'touchstart', 'keydown'] as const;

const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const e of EVENTS) el.removeEventListener(e, start);
    const hydrate = await load();
    await hydrate();
  };
  for (const e of EVENTS) el.addEventListener(e, start, { passive: true });
};

export default interaction;
