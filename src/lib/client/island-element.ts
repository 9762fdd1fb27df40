// The <astro-island> element, defined by the island module (island-module.ts),
// so that Astro's own definition (4.4 KB, ~1.7 KB gzip) can leave the page: the
// server drops it from every page with a client:early island
// (src/lib/server/http/island-runtime.ts), which brings the island pages nearer
// one round trip (issue 26). Same attributes, same order of events, and the
// same call into the renderer as Astro's (astro/runtime/server/astro-island.ts),
// the call being in island-hydrate.ts; left out is what this site never uses:
// view transitions (astro:unmount, props changed in place) and the
// hydration-error event. The element is defined when the module arrives (the
// load event or a first touch, early-directive.ts); until then an island is its
// server HTML, and early input in it is held by the inline part.
// tests/unit/island-element.test.ts checks Astro's script still asks for no
// attribute this one does not read.
import { loadIsland } from './island-hydrate.ts';

type Directive = (load: () => Promise<() => Promise<void>>, options: unknown, island: HTMLElement) => unknown;

class AstroIsland extends HTMLElement {
  connectedCallback() {
    // Its server HTML may still be streaming in: wait for Astro's end mark (or the whole document).
    if (!this.hasAttribute('await-children') || document.readyState !== 'loading') return void this.start();
    const done = () => {
      document.removeEventListener('DOMContentLoaded', done);
      observer.disconnect();
      void this.start();
    };
    const observer = new MutationObserver(() => {
      const last = this.lastChild;
      if (last?.nodeType === Node.COMMENT_NODE && last.nodeValue === 'astro:end') {
        last.remove();
        done();
      }
    });
    observer.observe(this, { childList: true });
    document.addEventListener('DOMContentLoaded', done);
  }

  async start(): Promise<void> {
    const client = this.getAttribute('client')!;
    const directive = (self as unknown as { Astro?: Record<string, Directive> }).Astro?.[client];
    // The directive's own inline script may come later in the page.
    if (!directive) return void addEventListener(`astro:${client}`, () => void this.start(), { once: true });
    // Astro imports the before-hydration script before calling the directive; here that
    // script is this element's own module, already loaded.
    await directive(() => loadIsland(this), JSON.parse(this.getAttribute('opts')!), this);
  }
}

if (!customElements.get('astro-island')) customElements.define('astro-island', AstroIsland);
