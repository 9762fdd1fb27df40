// The element a selector of Tailwind's preflight needs, read from the selector
// as lightningcss parsed it (prune-stylesheet.ts; the classes a selector needs
// are lightningcss's own `unusedSymbols`).
import type { Selector, SelectorComponent } from 'lightningcss';

// Tailwind's preflight resets elements and inputs most pages never have
// (`abbr`, `progress`, `::-webkit-datetime-edit…`: ~1.2 KB, ~0.3 KB gzip on
// every page). A selector whose subject is one of these needs the element's
// name, or `input-type:<type>` for one of the input types, among the page's
// words (page-tokens.ts: its tags and input types, and what its scripts
// render); any one of them will do. Not `table`: also a utility's name.
const OPTIONAL_ELEMENTS = new Set(
  'abbr sub sup small hr progress summary optgroup option code kbd samp pre textarea img audio video canvas iframe embed object'.split(
    ' ',
  ),
);
const inputTypes = (...types: string[]) => types.map((type) => `input-type:${type}`);
const OPTIONAL_PSEUDO_ELEMENTS: [RegExp, string[]][] = [
  [
    /^-webkit-(date-and-time-value|datetime-edit|calendar-picker-indicator)/,
    inputTypes('date', 'time', 'datetime-local', 'month', 'week'),
  ],
  [/^-webkit-(inner|outer)-spin-button/, inputTypes('number')],
  [/^-webkit-search-/, inputTypes('search')],
  [/^file-selector-button$/, inputTypes('file')],
];

/** Every word an optional element's rule may need. */
export const ELEMENT_WORDS: readonly string[] = [...OPTIONAL_ELEMENTS, ...OPTIONAL_PSEUDO_ELEMENTS.flatMap(([, needs]) => needs)];

/** A word an optional element's rule needs: scripts must render it (page-tokens.ts), not merely name it. */
export const isElementWord = (word: string) => OPTIONAL_ELEMENTS.has(word) || word.startsWith('input-type:');

const pseudoElementName = (component: SelectorComponent) =>
  component.type !== 'pseudo-element' ? undefined : component.kind === 'custom' ? component.name : component.kind;

/** The words one of which a page needs for the selector to match, or undefined: it needs no element. */
export function elementNeeds(selector: Selector): string[] | undefined {
  // A selector with a class is decided by its classes (as before lightningcss: issue 26).
  if (hasClass(selector)) return undefined;
  for (const component of selector) {
    const name = pseudoElementName(component);
    if (name !== undefined) for (const [pattern, needs] of OPTIONAL_PSEUDO_ELEMENTS) if (pattern.test(name)) return needs;
  }
  // The type selector of the last compound (`optgroup` in `:where(select…) optgroup`).
  let subject: string | undefined;
  for (const component of selector) {
    if (component.type === 'combinator') subject = undefined;
    else if (component.type === 'type') subject = component.name;
  }
  return subject && OPTIONAL_ELEMENTS.has(subject) ? [subject] : undefined;
}

/** The selectors inside a component: a list for `:is()`, `:where()`, `:not()`, `:has()`; one for `:host()`. */
export function innerSelectors(component: SelectorComponent): Selector[] {
  const inner = (component as { selectors?: Selector[] | Selector | null }).selectors;
  if (!inner?.length) return [];
  return Array.isArray(inner[0]) ? (inner as Selector[]) : [inner as Selector];
}

const hasClass = (selector: Selector): boolean =>
  selector.some((component) => component.type === 'class' || innerSelectors(component).some(hasClass));

/** Every class a selector names, inside `:is()`, `:not()` and the like too. */
export function addClasses(selector: Selector, into: Set<string>): void {
  for (const component of selector) {
    if (component.type === 'class') into.add(component.name);
    for (const one of innerSelectors(component)) addClasses(one, into);
  }
}
