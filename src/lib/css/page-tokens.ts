// Every word a page could use as a class name or custom property: its markup
// (attributes decoded), its inline scripts and the scripts it loads. Text is
// split at spaces and quotes, which keeps whole class names (`md:grid-cols-2`,
// `[&>svg]:size-4`) and every string of a script; object keys are read too,
// as a minifier unquotes `clsx({ hidden: x })` to `{hidden:x}`. Not every
// identifier: `.filter(` in any script would keep Tailwind's `filter` rules.
// Extra words only keep a few more rules; a missing one would unstyle the page.

/** What the build records of each client script (dist/server/client-tokens.json). */
export interface ClientScript {
  /** The chunks it imports. */
  imports: string[];
  /** Its words that some selector of the site's stylesheets needs. */
  tokens: string[];
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  '#x27': "'",
  '#34': '"',
};
const COARSE = /[\s"'`]+/;
const OBJECT_KEY = /[{,]\s*([\w$]+)\s*:/g;
const CUSTOM_PROPERTY = /--[\w-]+/g;

const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#39|#x27|#34);/g, (_, name: string) => ENTITIES[name] ?? '');

export function addTokens(text: string, into: Set<string>): Set<string> {
  const decoded = decodeEntities(text);
  for (const token of decoded.split(COARSE)) if (token) into.add(token);
  for (const [, key] of decoded.matchAll(OBJECT_KEY)) into.add(key!);
  for (const token of decoded.match(CUSTOM_PROPERTY) ?? []) into.add(token);
  return into;
}

const ATTRIBUTE_VALUES = /="([^"]*)"/g;
const SCRIPTS = /<script\b[^>]*>([^]*?)<\/script>/g;

/**
 * The words of a page's attribute values (classes, inline styles, island
 * props, whose JSON keys and strings are quoted) and inline scripts. Its text
 * is left out: prose names no class, and reading it would double the time this
 * takes on every render.
 */
export function pageTokens(html: string): Set<string> {
  const into = new Set<string>();
  let values = '';
  for (const match of html.matchAll(ATTRIBUTE_VALUES)) values += ` ${match[1]}`;
  addTokens(values, into);
  for (const match of html.matchAll(SCRIPTS)) addTokens(match[1]!, into);
  return into;
}

/**
 * The elements (`table`, `summary`) and input types (`input-type:search`) a
 * page's markup has: the preflight rules of others go (selector-needs.ts).
 */
export function pageElements(html: string): Set<string> {
  const into = new Set([...html.matchAll(/<([a-z][a-z0-9]*)\b/g)].map((match) => match[1]!));
  for (const [, type] of html.matchAll(/<input\b[^>]*\stype="([\w-]+)"/g)) into.add(`input-type:${type}`);
  return into;
}

/**
 * The elements and input types a client script renders: JSX calls
 * (`jsx)(\`textarea\``) and `type:"search"` props. Not every word naming one:
 * React DOM lists every tag and input type it knows.
 */
export function scriptElements(js: string): Set<string> {
  const into = new Set<string>();
  for (const [, tag] of js.matchAll(/(?:jsxs?\)?|createElement)\(\s*[`"']([a-z][a-z0-9]*)[`"']/g)) into.add(tag!);
  for (const [, type] of js.matchAll(/\btype:\s*[`"']([\w-]+)[`"']/g)) into.add(`input-type:${type}`);
  return into;
}

const STRING_LITERAL = /`(?:[^`\\]|\\.)*`|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g;
/** Text for people: letters, digits, spaces and a sentence's punctuation, nothing code would have. */
const PROSE = /^[\p{L}\p{N}\s.,;:!?'’‘“”()%£&/+-]*$/u;

/**
 * A script with its copy for people blanked out: 'Try adjusting your search or
 * category filter' names no class, though `filter` is one (it would keep
 * Tailwind's filter rules, ~0.2 KB gzip, on /blog). A string counts as copy
 * when it reads as text, has four words or more and at most a quarter of them
 * are the stylesheet's `names`; a class list is nearly all names.
 */
export function withoutProse(js: string, names: Set<string>): string {
  return js.replace(STRING_LITERAL, (literal) => {
    const text = literal.slice(1, -1);
    if (!PROSE.test(text)) return literal;
    const words = text.split(/\s+/).filter(Boolean);
    if (words.length < 4) return literal;
    return words.filter((word) => names.has(word)).length * 4 <= words.length ? '""' : literal;
  });
}

/**
 * The client scripts (`/_astro/x.js`) a page loads or hydrates islands from,
 * but not an island's renderer (React DOM and Astro's glue): it sets no class
 * of its own, and its words ('link', 'visible', 'table' in React's internals)
 * only kept rules no page uses (issue 26). The chunks islands import are still read.
 */
export function pageScripts(html: string): string[] {
  const renderers = new Set([...html.matchAll(/\srenderer-url="\/_astro\/([\w.-]+\.m?js)"/g)].map((m) => m[1]!));
  return [...new Set(html.match(/\/_astro\/[\w.-]+\.m?js/g) ?? [])]
    .map((url) => url.slice('/_astro/'.length))
    .filter((file) => !renderers.has(file));
}

/** The chunks a client script imports, statically or on demand. */
export function scriptImports(js: string): string[] {
  const found = js.matchAll(/(?:from|import)\s*\(?\s*["']\.\/([\w.-]+\.m?js)["']/g);
  return [...new Set([...found].map((match) => match[1]!))];
}
