import { decodeProps } from './island-props.ts';

// The <astro-island> element, defined by the client:early directive's inline
// script (early-directive.ts) so that Astro's own definition (4.4 KB, ~1.7 KB
// gzip) can leave the page: the server drops it from every page this one is
// in (src/lib/server/http/island-runtime.ts), which brings the island pages
// nearer one round trip (issue 26). Same attributes, same order of events, and
// the same call into the renderer as Astro's (astro/runtime/server/
// astro-island.ts); left out is what this site never uses: view transitions
// (astro:unmount, props changed in place) and the hydration-error event.
// tests/unit/island-element.test.ts checks Astro's script still asks for no
// attribute this one does not read.

type Hydrator = (
  island: HTMLElement,
) => (
  component: unknown,
  props: Record<string, unknown>,
  slots: Record<string, string>,
  meta: { client: string },
) => Promise<void>;
type Directive = (load: () => Promise<() => Promise<void>>, options: unknown, island: HTMLElement) => unknown;

/** One retry a second later, past any cached failure, as Astro does on a flaky connection. */
const importWithRetry = (url: string): Promise<Record<string, unknown>> =>
  import(/* @vite-ignore */ url).catch(async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const retry = new URL(url, document.baseURI);
    retry.searchParams.set('astro-retry', String(Date.now()));
    return import(/* @vite-ignore */ retry.href);
  });

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
    const before = this.getAttribute('before-hydration-url');
    if (before) await import(/* @vite-ignore */ before);
    const client = this.getAttribute('client')!;
    const directive = (self as unknown as { Astro?: Record<string, Directive> }).Astro?.[client];
    // The directive's own inline script may come later in the page.
    if (!directive) return void addEventListener(`astro:${client}`, () => void this.start(), { once: true });
    await directive(
      async () => {
        const renderer = this.getAttribute('renderer-url');
        const [component, { default: hydrator }] = await Promise.all([
          importWithRetry(this.getAttribute('component-url')!),
          renderer ? importWithRetry(renderer) : { default: () => async () => {} },
        ]);
        const exported = (this.getAttribute('component-export') || 'default')
          .split('.')
          // Own properties only, as Astro checks: never a walk up to `__proto__` or `constructor`.
          .reduce<unknown>(
            (scope, name) => (Object.hasOwn(Object(scope), name) ? (scope as Record<string, unknown>)[name] : undefined),
            component,
          );
        return () => this.hydrate(exported, hydrator as Hydrator);
      },
      JSON.parse(this.getAttribute('opts')!),
      this,
    );
  }

  async hydrate(component: unknown, hydrator: Hydrator): Promise<void> {
    if (!this.isConnected) return;
    // An island inside another waits for the outer one to hydrate first.
    const outer = this.parentElement?.closest('astro-island[ssr]');
    if (outer) return void outer.addEventListener('astro:hydrate', () => void this.hydrate(component, hydrator), { once: true });
    const slots: Record<string, string> = {};
    const own = (el: Element) => el.closest(this.tagName) === this;
    for (const template of this.querySelectorAll('template[data-astro-template]'))
      if (own(template)) {
        slots[template.getAttribute('data-astro-template') || 'default'] = template.innerHTML;
        template.remove();
      }
    for (const slot of this.querySelectorAll('astro-slot'))
      if (own(slot)) slots[slot.getAttribute('name') || 'default'] = slot.innerHTML;
    const props = decodeProps(this.getAttribute('props'));
    await hydrator(this)(component, props, slots, { client: this.getAttribute('client')! });
    this.removeAttribute('ssr');
    this.dispatchEvent(new CustomEvent('astro:hydrate'));
  }
}

if (!customElements.get('astro-island')) customElements.define('astro-island', AstroIsland);
