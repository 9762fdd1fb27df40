// Keeps the rules of a stylesheet that a page can use: a rule stays when, for
// one of its selectors, every class it names is a token of the page (its
// markup, its inline scripts and the scripts it loads). Rules naming no class
// (elements, :root, the base layer) always stay. Custom properties declared
// for every element (`:root{--color-…}`, Tailwind's `*{--tw-…}` defaults) and
// `@property` rules stay only when something kept, or the page, uses the name;
// `@keyframes` only when a kept rule (or the page) names them.
import type { RuleNode, StyleNode } from './stylesheet-tree.ts';

export type HasToken = (token: string) => boolean;

const MARK = /\u0000(\d+)\u0000/g;
const CUSTOM_PROPERTY = /--[\w-]+/g;
/** `@keyframes name{0%{…}to{…}}`: one level of blocks inside. */
const KEYFRAMES = /@keyframes ([\w-]+)\{(?:[^{}]*\{[^{}]*\})*\}/g;

interface Deferred {
  /** The custom property this text declares or registers. */
  name: string;
  text: string;
}

/** A rule on every page whose body only declares custom properties. */
function isDefaults(rule: RuleNode): boolean {
  return (
    rule.needs.some((classes) => classes.length === 0) &&
    rule.body.every((node) => node.kind === 'text' && /^\s*--[\w-]+\s*:/.test(node.text))
  );
}

function emit(nodes: StyleNode[], has: HasToken, deferred: Deferred[]): string {
  let out = '';
  const defer = (name: string, text: string) => {
    deferred.push({ name, text });
    return `\u0000${deferred.length - 1}\u0000`;
  };
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'property') out += defer(node.name, node.text);
    else if (node.kind === 'rule') {
      if (!node.needs.some((classes) => classes.every(has))) continue;
      const body = isDefaults(node)
        ? node.body.map((d) => (d.kind === 'text' ? defer(/--[\w-]+/.exec(d.text)![0], d.text) : '')).join('')
        : emit(node.body, has, deferred);
      out += `${node.prelude}{${body}}`;
    } else {
      const inner = emit(node.body, has, deferred);
      if (inner.trim()) out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

export function pruneStylesheet(tree: StyleNode[], has: HasToken): string {
  const deferred: Deferred[] = [];
  const kept = emit(tree, has, deferred);

  // Names used by what is kept, then by the deferred declarations those need.
  const used = new Set(kept.replace(MARK, '').match(CUSTOM_PROPERTY));
  const keep = new Set<number>();
  let grew = true;
  while (grew) {
    grew = false;
    deferred.forEach((item, index) => {
      if (keep.has(index) || !(used.has(item.name) || has(item.name))) return;
      keep.add(index);
      grew = true;
      const value = item.text.startsWith('@') ? '' : item.text.slice(item.text.indexOf(':'));
      for (const name of value.match(CUSTOM_PROPERTY) ?? []) used.add(name);
    });
  }

  let out = kept.replace(MARK, (_, index: string) => (keep.has(Number(index)) ? deferred[Number(index)]!.text : ''));
  // Keyframes nothing kept animates with (an `animation` or a theme's `--animate-*`) go too:
  // the home hero's, ~0.5 KB, on every other page.
  out = out.replace(KEYFRAMES, (block, name: string) =>
    has(name) || new RegExp(`(?:animation|--animate)[\\w-]*:[^;{}]*(?<![\\w-])${name}(?![\\w-])`).test(out) ? block : '',
  );
  // Rules and groups left empty by the step above go too (`:root{}`, `@layer theme{}`).
  for (let before = ''; before !== out;) {
    before = out;
    out = out.replace(/(^|[;{}])[^;{}]*\{\s*\}/g, '$1');
  }
  return out;
}
