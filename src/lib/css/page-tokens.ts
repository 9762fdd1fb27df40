// Every word a page could use as a class name or custom property: its markup
// (attributes decoded), its inline scripts and the scripts it loads. Read
// coarsely (split at spaces and quotes: `md:grid-cols-2`, `[&>svg]:size-4`) and
// finely (identifiers: a minifier turns `clsx({ hidden: x })` into an unquoted
// key), so a class an island adds at run time is never missing. Extra words
// only keep a few more rules; a missing one would unstyle the page.

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
const FINE = /[\w-][\w\-/.%#]*/g;
const CUSTOM_PROPERTY = /--[\w-]+/g;

const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#39|#x27|#34);/g, (_, name: string) => ENTITIES[name] ?? '');

export function addTokens(text: string, into: Set<string>): Set<string> {
  const decoded = decodeEntities(text);
  for (const token of decoded.split(COARSE)) if (token) into.add(token);
  for (const token of decoded.match(FINE) ?? []) into.add(token);
  for (const token of decoded.match(CUSTOM_PROPERTY) ?? []) into.add(token);
  return into;
}

const ATTRIBUTE_VALUES = /="([^"]*)"/g;
const ISLAND_PROPS = / props="([^"]*)"/g;
const SCRIPTS = /<script\b[^>]*>([^]*?)<\/script>/g;

/**
 * The words of a page's attribute values (classes, inline styles) and inline
 * scripts, and the bare words of its islands' props (JSON, read like a
 * script). Its text is left out: prose names no class, and reading it would
 * double the time this takes on every render.
 */
export function pageTokens(html: string): Set<string> {
  const into = new Set<string>();
  let values = '';
  for (const match of html.matchAll(ATTRIBUTE_VALUES)) values += ` ${match[1]}`;
  const decoded = decodeEntities(values);
  for (const token of decoded.split(COARSE)) if (token) into.add(token);
  for (const token of decoded.match(CUSTOM_PROPERTY) ?? []) into.add(token);
  for (const match of html.matchAll(ISLAND_PROPS))
    for (const token of decodeEntities(match[1]!).match(FINE) ?? []) into.add(token);
  for (const match of html.matchAll(SCRIPTS)) addTokens(match[1]!, into);
  return into;
}

/** The client scripts (`/_astro/x.js`) a page loads or hydrates islands from. */
export function pageScripts(html: string): string[] {
  return [...new Set(html.match(/\/_astro\/[\w.-]+\.m?js/g) ?? [])].map((url) => url.slice('/_astro/'.length));
}

/** The chunks a client script imports, statically or on demand. */
export function scriptImports(js: string): string[] {
  const found = js.matchAll(/(?:from|import)\s*\(?\s*["']\.\/([\w.-]+\.m?js)["']/g);
  return [...new Set([...found].map((match) => match[1]!))];
}
