// Keeps the rules of a stylesheet that a page can use. lightningcss parses,
// prunes and prints the CSS; what is ours is what a page needs:
// - a style rule goes when each of its selectors needs a class the page's
//   words lack (lightningcss's `unusedSymbols`, which looks inside `:is()` and
//   `:where()`, not `:not()` or `:has()`), or names an element or input type
//   the page lacks (selector-needs.ts: Tailwind's preflight of rare elements);
// - a custom property's declarations stay when a kept declaration reads it
//   (following var() chains) or the page names it: the theme's variables,
//   Tailwind's `*{--tw-…}` defaults and the `--tw-*` its utilities set for one
//   another (`font-bold` is `--tw-font-weight:700;font-weight:700`), ~0.6 KB
//   gzip on every page (issues 16 and 26);
// - `@keyframes` stay when a kept animation or a kept variable (`--animate-*`)
//   names them, or the page does: the home hero's, ~0.5 KB, on every other page;
// - Tailwind declares each `--tw-*` default twice: as `@property` (typed, not
//   inherited) and, for browsers without it, as a `*,:before,:after,::backdrop`
//   block behind `@supports` in `@layer properties`. The site animates none of
//   them (the one thing only `@property` can do), so the block alone is kept,
//   for every browser (~0.2 KB gzip, issue 26); `@property` rules stay only
//   where there is no such block.
// Three passes, each with visitors only for the few nodes they ask about: a
// visitor for every rule or declaration made a page's trim ten times slower.
// The first two are kept per set of page words (page-stylesheet.ts), the
// third, which also renames classes, per renaming (a page's markup).
import type { Selector } from 'lightningcss';
import { addClasses, elementNeeds, ELEMENT_WORDS } from './selector-needs.ts';
import { renamed } from './short-class-names.ts';
import { isCustomProperty, isFallbackBlock, keptProperties, readsOf, run, type HasToken } from './stylesheet-reads.ts';

export type { HasToken };

/** A stylesheet as read once, before any page prunes it. */
export interface Stylesheet {
  code: string;
  /** Class names its selectors hold. */
  classes: Set<string>;
  /** Its keyframes' names. */
  keyframes: Set<string>;
  /** Every word pruning can ask about: classes, element words, custom properties, keyframes. */
  names: Set<string>;
}

/** A stylesheet pruned for one set of page words, to be printed for each page (printStylesheet). */
export interface PrunedStylesheet {
  /** Its rules the page can match, with every declaration. */
  matching: string;
  /** The class names its selectors hold (short-class-names.ts renames them). */
  classes: Set<string>;
  /** Custom properties something reads. */
  kept: Set<string>;
  /** Keyframes nothing animates. */
  unanimated: string[];
  /** Tailwind's `@supports` fallback block for the `@property` rules is there. */
  fallbackBlock: boolean;
  /** Printed copies by the renaming they were printed with (/contact renders on every visit). */
  printed: Map<string, string>;
}

export function readStylesheet(code: string): Stylesheet {
  const classes = new Set<string>();
  const keyframes = new Set<string>();
  const names = new Set<string>(ELEMENT_WORDS);
  run(code, {
    Selector(selector) {
      addClasses(selector, classes);
    },
    Variable(variable) {
      names.add(variable.name.ident);
    },
    Declaration: {
      custom(property) {
        if (isCustomProperty(property.name)) names.add(property.name);
      },
    },
    Rule: {
      keyframes(rule) {
        keyframes.add(rule.value.name.value);
      },
    },
  });
  for (const name of [...classes, ...keyframes]) names.add(name);
  return { code, classes, keyframes, names };
}

/** What of the stylesheet a page whose words `has` answers for can use (passes one and two). */
export function pruneStylesheet(sheet: Stylesheet, has: HasToken): PrunedStylesheet {
  // Pass one: rules whose selectors the page cannot match.
  const absent = [...sheet.classes].filter((name) => !has(name));
  const matching = run(
    sheet.code,
    {
      Selector(selector) {
        const needs = elementNeeds(selector);
        if (needs && !needs.some(has)) return [];
      },
    },
    absent,
  );
  // Pass two: what the kept declarations read.
  const found = readsOf(matching);
  const kept = keptProperties(found, has);
  const animated = new Set(found.animations);
  for (const name of kept) for (const ident of found.custom.get(name)?.idents ?? []) animated.add(ident);
  const unanimated = [...sheet.keyframes].filter((name) => !animated.has(name) && !has(name));
  const { classes, fallbackBlock } = found;
  return { matching, classes, kept, unanimated, fallbackBlock, printed: new Map() };
}

/**
 * Pass three, for each page's renaming: the pruned stylesheet without what nothing reads,
 * its selectors' classes renamed (short-class-names.ts).
 */
export function printStylesheet(pruned: PrunedStylesheet, short: Map<string, string>): string {
  const key = [...short].join(' ');
  let css = pruned.printed.get(key);
  if (css !== undefined) return css;
  const { kept, fallbackBlock } = pruned;
  css = run(
    pruned.matching,
    {
      ...(short.size > 0 && { Selector: (selector: Selector) => renamed(selector, short) }),
      Declaration: {
        custom: (property) => (!isCustomProperty(property.name) || kept.has(property.name) ? undefined : []),
      },
      Rule: {
        property: (rule) => (fallbackBlock || !kept.has(rule.value.name) ? [] : undefined),
        supports: (rule) => (fallbackBlock && isFallbackBlock(rule) ? rule.value.rules : undefined),
      },
    },
    pruned.unanimated,
  );
  if (pruned.printed.size >= 8) pruned.printed.clear(); // bounded: a few pages share a set of words
  pruned.printed.set(key, css);
  return css;
}
