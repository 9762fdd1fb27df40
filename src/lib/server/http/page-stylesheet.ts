// Each page carries only the CSS its markup and scripts can use. The build
// inlines one stylesheet for the whole site (~62 KB, 11.7 KB gzip); /about
// uses about 40% of it. Trimmed, most pages' HTML fits the first 14.6 KB a
// server may send before the first acknowledgement, so a picture on the first
// screen is requested one round trip sooner (issue 16).
//
// Classes an island adds after hydration are not in the server HTML: the build
// lists the words of every client script (scripts/build-client-tokens.ts) and
// a page keeps the rules those of its scripts need. A page loading a script
// that list does not know keeps the whole stylesheet.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Logger } from 'pino';
import { pageScripts, pageElements, pageTokens, type ClientScript } from '../../css/page-tokens.ts';
import {
  printStylesheet,
  pruneStylesheet,
  readStylesheet,
  type PrunedStylesheet,
  type Stylesheet,
} from '../../css/prune-stylesheet.ts';
import { shortenClassNames } from '../../css/short-class-names.ts';
import { hashSource, policyForPage } from './page-csp.ts';
import { withAstroIslandScriptOutOfLine, withIslandPreludeInHead } from '../../island-runtime/out-of-line.ts';

/** Written by the build beside the server entry (scripts/build-client-tokens.ts). */
export const CLIENT_TOKENS_FILE = 'client-tokens.json';

let clientScripts: Record<string, ClientScript> | undefined;

/** What each client script may use of the stylesheet (read once at start, server-process.ts). */
export function setClientScripts(scripts: Record<string, ClientScript> | undefined): void {
  clientScripts = scripts;
  scriptWords.clear();
}

export async function readClientScripts(file: string, logger: Logger): Promise<Record<string, ClientScript> | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Record<string, ClientScript>;
  } catch (err) {
    logger.warn({ err, file }, 'No list of client scripts: pages with islands keep the whole stylesheet');
    return undefined;
  }
}

const sha256 = (text: string) => hashSource('sha256', text);

/** Stands in for the stylesheet while the markup's classes are renamed. */
const SHEET_MARK = '\u0000page-stylesheet\u0000';

const SITE_STYLESHEET = /<style>(\/\*! tailwindcss [^]*?)<\/style>/;

interface Sheet extends Stylesheet {
  hash: string;
  /** Trimmed copies by the page words they were cut for (/contact renders on every visit). */
  trimmed: Map<string, PrunedStylesheet>;
}

/** Read once per distinct stylesheet (the build has a few, all fixed); null: one it could not read. */
const sheets = new Map<string, Sheet | null>();
/** The words of a set of client scripts and everything they import. */
const scriptWords = new Map<string, Set<string> | null>();

/** A flat copy of a string: not a slice of a page, nor a chain of the pieces it was joined from. */
const flat = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/** The stylesheet read, or null for one that failed before (it threw then, once, to be logged). */
function sheetOf(css: string): Sheet | null {
  let sheet = sheets.get(css);
  if (sheet === undefined) {
    // Its own copy: the match is a slice of the page, which a map key would keep alive.
    css = flat(css);
    sheets.set(css, null);
    sheet = { ...readStylesheet(css), hash: sha256(css), trimmed: new Map() };
    sheets.set(css, sheet);
  }
  return sheet;
}

function trimmedFor(sheet: Sheet, words: Iterable<string>): PrunedStylesheet {
  const used = new Set<string>();
  for (const word of words) if (sheet.names.has(word)) used.add(word);
  const key = [...used].sort().join(' ');
  let trimmed = sheet.trimmed.get(key);
  if (!trimmed) {
    trimmed = pruneStylesheet(sheet, (word) => used.has(word));
    if (sheet.trimmed.size >= 100) sheet.trimmed.clear(); // bounded: the site has a few dozen page shapes
    sheet.trimmed.set(key, trimmed);
  }
  return trimmed;
}

function wordsOfScripts(files: string[]): Set<string> | null {
  const key = files.join(' ');
  let words = scriptWords.get(key);
  if (words !== undefined) return words;
  const known = clientScripts;
  words = new Set<string>();
  const queue = [...files];
  const seen = new Set<string>();
  while (words && queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const script = known?.[file];
    if (!script) words = null;
    else {
      for (const token of script.tokens) words.add(token);
      queue.push(...script.imports);
    }
  }
  scriptWords.set(key, words);
  return words;
}

/** The page with its site stylesheet trimmed and the CSP hash to match; unchanged when it cannot be. */
export function trimPageStylesheet(html: string, csp: string | null): { html: string; csp: string | null } {
  const match = SITE_STYLESHEET.exec(html);
  if (!match) return { html, csp };
  const css = match[1]!;
  const sheet = sheetOf(css);
  // A policy that does not list this stylesheet's hash is not one this can keep in step.
  if (!sheet || (csp !== null && !csp.includes(sheet.hash))) return { html, csp };
  const scripts = wordsOfScripts(pageScripts(html));
  if (!scripts) return { html, csp };

  const trimmed = trimmedFor(sheet, [...pageTokens(html), ...pageElements(html), ...scripts]);
  const start = match.index + '<style>'.length;
  const page = html.slice(0, start) + SHEET_MARK + html.slice(start + css.length);
  // Words anything but the server's class attributes may use keep their names (short-class-names.ts).
  const reserved = pageTokens(page.replace(/\sclass="[^"]*"/g, ''));
  for (const word of scripts) reserved.add(word);
  const short = shortenClassNames(page, trimmed.classes, reserved);
  const pageCss = printStylesheet(trimmed, short.short);
  return {
    html: short.html.replace(SHEET_MARK, () => pageCss),
    csp: csp === null ? null : csp.replace(sheet.hash, sha256(pageCss)),
  };
}

/**
 * Tailored pages by a hash of the rendered page and its policy. A page cache
 * entry is rendered again after every staff edit and every expiry (each
 * CACHE_MAX_AGE), nearly always to the same markup: trimming, renaming and
 * hashing it again was a fifth of the render. Only pages every visitor may be
 * sent (`shareable`: the ones the route cache may keep) are kept, never a page
 * holding one visitor's values; bounded in count and bytes.
 */
const tailored = new Map<string, { html: string; csp: string | null }>();
let tailoredBytes = 0;
const MAX_TAILORED = 64;
const MAX_TAILORED_BYTES = 8 * 1024 * 1024;

const tailoredKey = (html: string, csp: string | null) =>
  createHash('sha1')
    .update(html)
    .update(`\u0000${csp ?? ''}`)
    .digest('base64');

function keepTailored(key: string, page: { html: string; csp: string | null }): void {
  const bytes = page.html.length + (page.csp?.length ?? 0);
  if (bytes > MAX_TAILORED_BYTES / 8) return;
  while (tailored.size && (tailored.size >= MAX_TAILORED || tailoredBytes + bytes > MAX_TAILORED_BYTES)) {
    const [oldest, value] = tailored.entries().next().value!;
    tailored.delete(oldest);
    tailoredBytes -= value.html.length + (value.csp?.length ?? 0);
  }
  tailored.set(key, page);
  tailoredBytes += bytes;
}

/**
 * A public HTML response with its stylesheet trimmed (unless `trimStylesheet`
 * is off: PAGE_CSS=whole), without Astro’s inline island script where its
 * islands load it as a module and with the island prelude in <head>
 * (island-runtime/out-of-line.ts), and its policy narrowed to its own inline hashes.
 */
export async function tailorPublicPage(
  response: Response,
  trimStylesheet: boolean,
  logger: Logger,
  shareable = false,
): Promise<Response> {
  if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  // Before trimming: Astro's island script is no part of what the page's classes depend on.
  const html = withIslandPreludeInHead(withAstroIslandScriptOutOfLine(await response.text()));
  const rendered = { html, csp: response.headers.get('Content-Security-Policy') };
  const key = shareable ? tailoredKey(rendered.html, rendered.csp) : undefined;
  let page = key === undefined ? undefined : tailored.get(key);
  if (!page) {
    page = rendered;
    try {
      if (trimStylesheet) page = trimPageStylesheet(page.html, page.csp);
    } catch (err) {
      // A stylesheet this reader cannot follow is sent whole: a heavier page, never a broken one.
      logger.error({ err }, 'Could not trim the page stylesheet; sending it whole');
    }
    if (page.csp !== null) page = { html: page.html, csp: policyForPage(page.html, page.csp) };
    if (key !== undefined) keepTailored(key, page);
  }
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  if (page.csp !== null) headers.set('Content-Security-Policy', page.csp);
  return new Response(page.html, { status: response.status, statusText: response.statusText, headers });
}
