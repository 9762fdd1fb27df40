// A minified stylesheet (Tailwind's build output) read once into a tree of
// rules, each with the class names its selector needs, so every page can keep
// only the rules its own markup can match (prune-stylesheet.ts). Not a general
// CSS parser: it knows blocks, strings, comments and selectors, which is all
// pruning needs, and it keeps every byte it does not understand.

/** Kept as it is: declarations, comments, statements, @font-face, @keyframes. */
export interface TextNode {
  kind: 'text';
  text: string;
}

/** `@property --tw-x {…}`: needed only when a kept rule mentions the property. */
export interface PropertyNode {
  kind: 'property';
  name: string;
  text: string;
}

/** A style rule; kept when one of its selectors' class lists is all on the page. */
export interface RuleNode {
  kind: 'rule';
  prelude: string;
  /** One list (or, for an optional element, several) per comma-separated selector; an empty list matches any page. */
  needs: string[][];
  /** Declarations and nested rules, in order. */
  body: StyleNode[];
}

/** @media, @supports, @layer, @container…: kept when something inside is. */
export interface GroupNode {
  kind: 'group';
  prelude: string;
  body: StyleNode[];
}

export type StyleNode = TextNode | PropertyNode | RuleNode | GroupNode;

const GROUP_AT_RULES = new Set(['media', 'supports', 'layer', 'container', 'scope', 'starting-style', 'document']);

/** Index just past a string, comment or escape (`\\'`) starting at `i`, or `i` itself. */
function skipQuoted(css: string, i: number): number {
  const c = css[i];
  if (c === '\\') return i + 2;
  if (c === '"' || c === "'") {
    let j = i + 1;
    while (j < css.length && css[j] !== c) j += css[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  if (c === '/' && css[i + 1] === '*') {
    const end = css.indexOf('*/', i + 2);
    return end < 0 ? css.length : end + 2;
  }
  return i;
}

/**
 * Walks `s` from `start` to `end` outside strings, comments and escapes.
 * `visit` returns true to stop there, or an index to go on after; `scan`
 * returns where it stopped (or `end`).
 */
function scan(s: string, start: number, end: number, visit: (c: string, i: number) => boolean | number | void): number {
  for (let i = start; i < end;) {
    const skipped = skipQuoted(s, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    const next = visit(s[i]!, i);
    if (next === true) return i;
    i = (typeof next === 'number' ? next : i) + 1;
  }
  return end;
}

/** The index of the first `{`, `;` or unmatched `}` at bracket depth 0 from `i`. */
function preludeEnd(css: string, i: number, end: number): number {
  let depth = 0;
  return scan(css, i, end, (c) => {
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else return depth === 0 && (c === '{' || c === ';' || c === '}');
  });
}

/** The index of the `}` closing the block whose `{` is at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  const close = scan(css, open, css.length, (c) => {
    if (c === '{') depth++;
    else if (c === '}') return --depth === 0;
  });
  if (close >= css.length) throw new Error(`Unclosed block at ${open}`);
  return close;
}

/** The index of the bracket closing the one at `open` (or the end). */
function matchingBracket(s: string, open: number): number {
  let depth = 0;
  return scan(s, open, s.length, (c) => {
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') return --depth === 0;
  });
}

export function parseStylesheet(css: string): StyleNode[] {
  return parseBlock(css, 0, css.length);
}

function parseBlock(css: string, start: number, end: number): StyleNode[] {
  const nodes: StyleNode[] = [];
  let i = start;
  while (i < end) {
    while (i < end && /\s/.test(css[i]!)) i++;
    if (css.startsWith('/*', i)) {
      const after = Math.min(skipQuoted(css, i), end);
      nodes.push({ kind: 'text', text: css.slice(i, after) });
      i = after;
      continue;
    }
    if (i >= end) break;
    const stop = preludeEnd(css, i, end);
    if (stop >= end || css[stop] !== '{') {
      // Declarations, comments and statements such as `@layer a, b;`.
      const textEnd = stop >= end ? end : stop + 1;
      const text = css.slice(i, textEnd);
      if (text.trim()) nodes.push({ kind: 'text', text });
      i = textEnd;
      continue;
    }
    const close = blockEnd(css, stop);
    const prelude = css.slice(i, stop);
    const head = prelude.trim();
    const atName = head.startsWith('@') ? /^@([\w-]+)/.exec(head)?.[1]?.toLowerCase() : undefined;
    if (atName === undefined) {
      nodes.push({ kind: 'rule', prelude, needs: selectorNeeds(head), body: parseBlock(css, stop + 1, close) });
    } else if (GROUP_AT_RULES.has(atName)) {
      nodes.push({ kind: 'group', prelude, body: parseBlock(css, stop + 1, close) });
    } else if (atName === 'property') {
      nodes.push({ kind: 'property', name: head.slice('@property'.length).trim(), text: css.slice(i, close + 1) });
    } else {
      nodes.push({ kind: 'text', text: css.slice(i, close + 1) });
    }
    i = close + 1;
  }
  return nodes;
}

/** Splits at commas outside brackets, parentheses and strings. */
function splitSelectors(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  scan(selector, 0, selector.length, (c, i) => {
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(selector.slice(from, i));
      from = i + 1;
    }
  });
  parts.push(selector.slice(from));
  return parts;
}

/**
 * The class names a selector needs (one list per comma-separated selector, or
 * several for an optional element: see below). Inside `:is()`, `:where()` and `:has()`
 * with one selector, its classes count too (Tailwind writes
 * `:where(.space-y-4>…)` and `:is(:where(.group):hover .group-hover\:x)`);
 * nothing inside `:not()`, a list such as `:is(.a, .b)` or `[attr]` does, so
 * those never make a rule look unused.
 */
export function selectorNeeds(selector: string): string[][] {
  return splitSelectors(selector).flatMap((one) => {
    const classes = classesOf(one);
    return classes.length > 0 ? [classes] : (optionalElementNeeds(one) ?? [classes]);
  });
}

// Tailwind's preflight resets elements and inputs most pages never have
// (`abbr`, `progress`, `::-webkit-datetime-edit…`: ~1.2 KB, ~0.3 KB gzip on
// every page). A class-free selector whose subject is one of these needs the
// element's name, or `input-type:<type>` for one of the input types, among the
// page's words (page-tokens.ts: its tags and input types, and what its
// scripts render); any one list will do. Not `table`: also a utility's name.
const OPTIONAL_ELEMENTS = new Set(
  'abbr sub sup small hr progress summary optgroup option code kbd samp pre textarea img audio video canvas iframe embed object'.split(
    ' ',
  ),
);
const inputTypes = (...types: string[]) => types.map((type) => [`input-type:${type}`]);
const OPTIONAL_PSEUDO_ELEMENTS: [RegExp, string[][]][] = [
  [
    /^::-webkit-(date-and-time-value|datetime-edit|calendar-picker-indicator)/,
    inputTypes('date', 'time', 'datetime-local', 'month', 'week'),
  ],
  [/^::-webkit-(inner|outer)-spin-button/, inputTypes('number')],
  [/^::-webkit-search-/, inputTypes('search')],
  [/^::file-selector-button/, inputTypes('file')],
];
/** The type selector of a selector's last compound (`optgroup` in `:where(select…) optgroup`). */
const SUBJECT_TYPE = /(?:^|[\s>+~])([a-z][a-z0-9]*)(?=[^\s>+~]*$)/;

/** A word an optional element's rule needs: scripts must render it (page-tokens.ts), not merely name it. */
export const isElementWord = (word: string) => OPTIONAL_ELEMENTS.has(word) || word.startsWith('input-type:');

function optionalElementNeeds(selector: string): string[][] | undefined {
  const one = selector.trim();
  for (const [pattern, needs] of OPTIONAL_PSEUDO_ELEMENTS) if (pattern.test(one)) return needs;
  const subject = SUBJECT_TYPE.exec(one)?.[1];
  return subject && OPTIONAL_ELEMENTS.has(subject) ? [[subject]] : undefined;
}

const COUNTED_PSEUDOS = /:(?:is|where|has)\($/;

function classesOf(one: string): string[] {
  const needs: string[] = [];
  scan(one, 0, one.length, (c, i) => {
    if (c === '(' || c === '[') {
      const close = matchingBracket(one, i);
      if (c === '(' && COUNTED_PSEUDOS.test(one.slice(Math.max(0, i - 6), i + 1))) {
        const inner = splitSelectors(one.slice(i + 1, close));
        if (inner.length === 1) needs.push(...classesOf(inner[0]!));
      }
      return close;
    }
    if (c === '.') {
      const [name, next] = readIdent(one, i + 1);
      if (name) needs.push(name);
      return next - 1;
    }
  });
  return needs;
}

/** Reads a CSS identifier from `i`, undoing its escapes (`md\:flex`, `\32 xl`). */
function readIdent(s: string, i: number): [string, number] {
  let out = '';
  while (i < s.length) {
    const c = s[i]!;
    if (c === '\\') {
      const hex = /^[0-9a-fA-F]{1,6} ?/.exec(s.slice(i + 1, i + 8));
      if (hex) {
        out += String.fromCodePoint(parseInt(hex[0], 16));
        i += 1 + hex[0].length;
      } else {
        out += s[i + 1] ?? '';
        i += 2;
      }
    } else if (/[\w-]/.test(c) || c.charCodeAt(0) > 0x7f) {
      out += c;
      i++;
    } else break;
  }
  return [out, i];
}

/** Every word pruning can ask about: the classes selectors need and the custom properties named. */
export function stylesheetNames(css: string, tree: StyleNode[] = parseStylesheet(css)): Set<string> {
  const names = new Set(css.match(/--[\w-]+/g));
  const walk = (nodes: StyleNode[]) => {
    for (const node of nodes) {
      if (node.kind === 'rule') for (const classes of node.needs) for (const name of classes) names.add(name);
      if (node.kind === 'rule' || node.kind === 'group') walk(node.body);
    }
  };
  walk(tree);
  return names;
}
