// Utility class lists are about a sixth of a page's compressed HTML, and the
// same names again in its trimmed stylesheet (issue 26: every public page in
// the first 14.6 KB round trip). A page's own copy of the stylesheet can
// rename its classes, so the server shortens them there and in the markup
// (`bg-mustard-400 text-navy-950` -> `a b`), consistently within the page.
//
// A name is never shortened when something other than the server's class
// attributes may ask for it: words of the page's client scripts (an island
// renders its own classes after hydration), of inline scripts and of any other
// attribute (island props), and KEEP (names tests and scripts address).

import type { Selector, SelectorComponent } from 'lightningcss';
import { innerSelectors } from './selector-needs.ts';

/** lucide-react marks every icon `lucide lucide-check`; no rule or script of the site uses them. */
const UNUSED = /^lucide(-|$)/;

/** Classes other code selects by name: left as they are. */
const KEEP = /^(prose-|hero-step|focal|js-|is-)/;

const CLASS_ATTRIBUTE = /(\sclass=")([^"]*)"/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
/** A class name as written in the markup (`[&amp;&gt;svg]:size-4`) as the stylesheet names it. */
const decode = (name: string) =>
  name.includes('&') ? name.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e]!) : name;

/** a, b, … z, aa, ab, …: identifiers that never start with a digit or a hyphen. */
function nthName(n: number): string {
  let name = '';
  do {
    name = String.fromCharCode(97 + (n % 26)) + name;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return name;
}

/** A selector with its classes renamed, inside `:is()`, `:not()` and the like too (printStylesheet). */
export function renamed(selector: Selector, short: Map<string, string>): Selector {
  return selector.map((component): SelectorComponent => {
    if (component.type === 'class') {
      const name = short.get(component.name);
      return name ? { ...component, name } : component;
    }
    const inner = innerSelectors(component);
    if (inner.length === 0) return component;
    const selectors = inner.map((one) => renamed(one, short));
    // Back in the shape it came in: a list, or `:host()`'s one selector.
    const list = Array.isArray((component as { selectors: unknown[] }).selectors[0]);
    return { ...component, selectors: list ? selectors : selectors[0] } as SelectorComponent;
  });
}

/**
 * The page's markup with its server-only classes renamed, and the renaming for
 * its stylesheet's selectors (`renamed`, in printStylesheet). `classes`: the class names the
 * stylesheet's selectors hold. `reserved`: every word something other than a
 * class attribute may use (never shortened, never produced as a short name).
 */
export function shortenClassNames(
  html: string,
  classes: Set<string>,
  reserved: Set<string>,
): { html: string; short: Map<string, string> } {
  const counts = new Map<string, number>();
  for (const [, , list] of html.matchAll(CLASS_ATTRIBUTE))
    for (const name of list!.split(/\s+/)) if (name) counts.set(decode(name), (counts.get(decode(name)) ?? 0) + 1);

  // The stylesheet's class names that only class attributes use.
  const inSheet = [...classes].filter((name) => counts.has(name) && !reserved.has(name) && !KEEP.test(name));
  // The most used get the shortest names; ties keep the stylesheet's order (stable sort).
  const order = inSheet.sort((a, b) => counts.get(b)! - counts.get(a)!);
  const short = new Map<string, string>();
  let n = 0;
  for (const name of order) {
    let candidate: string;
    do candidate = nthName(n++);
    while (reserved.has(candidate) || counts.has(candidate));
    short.set(name, candidate);
  }

  const renamedHtml = html.replace(CLASS_ATTRIBUTE, (_, before: string, list: string) => {
    const names = list.split(/\s+/).filter((name) => name && !(UNUSED.test(name) && !reserved.has(name)));
    return `${before}${names.map((name) => short.get(decode(name)) ?? name).join(' ')}"`;
  });
  return { html: renamedHtml, short };
}
