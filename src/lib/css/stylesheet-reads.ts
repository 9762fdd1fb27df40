// What a stylesheet's declarations read, as lightningcss parses them: which
// custom properties (var()) each reads, and the identifiers of animations
// (their keyframes' names). prune-stylesheet.ts keeps what is read.
import { transform, type CustomProperty, type Rule, type TokenOrValue, type Visitor } from 'lightningcss';
import { addClasses } from './selector-needs.ts';

export type HasToken = (token: string) => boolean;

/** lightningcss's minified print of `code`, through `visitor`, without the rules `unusedSymbols` name. */
export const run = (code: string, visitor?: Visitor<never>, unusedSymbols?: string[]) =>
  Buffer.from(transform({ filename: 'page.css', code: Buffer.from(code), minify: true, visitor, unusedSymbols }).code).toString(
    'utf8',
  );

/** The custom properties (`var(--x)`) and identifiers a value holds. */
function walkValue(value: unknown, vars: string[], idents: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) walkValue(item, vars, idents);
  else if (value && typeof value === 'object') {
    const node = value as { type?: unknown; value?: unknown };
    if (node.type === 'var') vars.push((node.value as { name: { ident: string } }).name.ident);
    if (node.type === 'ident' && typeof node.value === 'string') idents.add(node.value);
    for (const child of Object.values(value)) if (child && typeof child === 'object') walkValue(child, vars, idents);
  }
}

export const isCustomProperty = (name: string) => name.startsWith('--');

/** What a pruned stylesheet's declarations read. */
export interface Reads {
  /** How many times each custom property is read, by any declaration. */
  reads: Map<string, number>;
  /** Per custom property, what its declarations read and the identifiers they hold. */
  custom: Map<string, { vars: string[]; idents: Set<string> }>;
  /** Identifiers of animation declarations (their keyframes' names). */
  animations: Set<string>;
  /** Tailwind's `@supports` fallback block for the `@property` rules is there. */
  fallbackBlock: boolean;
  /** The class names the selectors hold. */
  classes: Set<string>;
}

/** The `@supports` block in `@layer properties` holding only `*,:before,:after,::backdrop{--tw-…}`. */
export function isFallbackBlock(rule: Rule): boolean {
  if (rule.type !== 'supports' || rule.value.rules.length !== 1) return false;
  const [inner] = rule.value.rules;
  return (
    inner!.type === 'style' &&
    inner!.value.selectors[0]?.[0]?.type === 'universal' &&
    (inner!.value.declarations?.declarations ?? []).every((d) => d.property === 'custom')
  );
}

export function readsOf(code: string): Reads {
  const found: Reads = {
    reads: new Map(),
    custom: new Map(),
    animations: new Set(),
    fallbackBlock: false,
    classes: new Set(),
  };
  const animation = (declaration: { value: unknown }) => {
    walkValue(declaration.value, [], found.animations);
  };
  run(code, {
    Selector(selector) {
      addClasses(selector, found.classes);
    },
    Variable(variable) {
      const name = variable.name.ident;
      found.reads.set(name, (found.reads.get(name) ?? 0) + 1);
    },
    Declaration: {
      // Also every other property whose value holds a var() (lightningcss leaves it unparsed).
      custom(property: CustomProperty) {
        if (!isCustomProperty(property.name)) {
          if (property.name.startsWith('animation')) animation(property);
          return;
        }
        const entry = found.custom.get(property.name) ?? { vars: [], idents: new Set<string>() };
        walkValue(property.value satisfies TokenOrValue[], entry.vars, entry.idents);
        found.custom.set(property.name, entry);
      },
      animation,
      'animation-name': animation,
    },
    Rule: {
      supports(rule) {
        if (isFallbackBlock(rule)) found.fallbackBlock = true;
      },
    },
  });
  return found;
}

/** The custom properties kept: those read outside custom properties or named by the page, and what they read. */
export function keptProperties({ reads, custom }: Reads, has: HasToken): Set<string> {
  const insideCustom = new Map<string, number>();
  for (const { vars } of custom.values()) for (const v of vars) insideCustom.set(v, (insideCustom.get(v) ?? 0) + 1);
  const roots = [...reads].filter(([name, count]) => count > (insideCustom.get(name) ?? 0)).map(([name]) => name);
  const kept = new Set<string>();
  const queue = [...roots, ...[...custom.keys()].filter(has)];
  while (queue.length) {
    const name = queue.pop()!;
    if (kept.has(name)) continue;
    kept.add(name);
    queue.push(...(custom.get(name)?.vars ?? []));
  }
  return kept;
}
