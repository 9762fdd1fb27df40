import { decodeProps } from './island-props.ts';

// The hydrating half of the site's <astro-island> (island-element.ts): loading
// the island's component and renderer, and handing them its props and slots.
// Nothing of it is needed before hydration starts, so it is not inlined into
// every island page (issue 26: ~0.5 KB gzip of the first round trip) but is
// Astro's before-hydration script (astro.config.mjs): one cached module that
// every island names in its `before-hydration-url`, imported by the element
// when the directive starts loading, never before.

export type Hydrator = (
  island: HTMLElement,
) => (
  component: unknown,
  props: Record<string, unknown>,
  slots: Record<string, string>,
  meta: { client: string },
) => Promise<void>;

/** One retry a second later, past any cached failure, as Astro does on a flaky connection. */
const importWithRetry = (url: string): Promise<Record<string, unknown>> =>
  import(/* @vite-ignore */ url).catch(async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const retry = new URL(url, document.baseURI);
    retry.searchParams.set('astro-retry', String(Date.now()));
    return import(/* @vite-ignore */ retry.href);
  });

/** Loads the island's component and renderer; resolves to the call that hydrates it. */
export async function loadIsland(island: HTMLElement): Promise<() => Promise<void>> {
  const renderer = island.getAttribute('renderer-url');
  const [component, { default: hydrator }] = await Promise.all([
    importWithRetry(island.getAttribute('component-url')!),
    renderer ? importWithRetry(renderer) : { default: () => async () => {} },
  ]);
  const exported = (island.getAttribute('component-export') || 'default')
    .split('.')
    // Own properties only, as Astro checks: never a walk up to `__proto__` or `constructor`.
    .reduce<unknown>(
      (scope, name) => (Object.hasOwn(Object(scope), name) ? (scope as Record<string, unknown>)[name] : undefined),
      component,
    );
  return () => hydrate(island, exported, hydrator as Hydrator);
}

async function hydrate(island: HTMLElement, component: unknown, hydrator: Hydrator): Promise<void> {
  if (!island.isConnected) return;
  // An island inside another waits for the outer one to hydrate first.
  const outer = island.parentElement?.closest('astro-island[ssr]');
  if (outer) return void outer.addEventListener('astro:hydrate', () => void hydrate(island, component, hydrator), { once: true });
  const slots: Record<string, string> = {};
  const own = (el: Element) => el.closest(island.tagName) === island;
  for (const template of island.querySelectorAll('template[data-astro-template]'))
    if (own(template)) {
      slots[template.getAttribute('data-astro-template') || 'default'] = template.innerHTML;
      template.remove();
    }
  for (const slot of island.querySelectorAll('astro-slot'))
    if (own(slot)) slots[slot.getAttribute('name') || 'default'] = slot.innerHTML;
  const props = decodeProps(island.getAttribute('props'));
  await hydrator(island)(component, props, slots, { client: island.getAttribute('client')! });
  island.removeAttribute('ssr');
  island.dispatchEvent(new CustomEvent('astro:hydrate'));
}
