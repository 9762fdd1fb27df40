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
import { pageScripts, pageTokens, type ClientScript } from '../../css/page-tokens.ts';
import { pruneStylesheet } from '../../css/prune-stylesheet.ts';
import { parseStylesheet, type StyleNode } from '../../css/stylesheet-tree.ts';
import { processRegistry } from '../process-registry.ts';
import { policyForPage } from './page-csp.ts';

/** Written by the build beside the server entry (scripts/build-client-tokens.ts). */
export const CLIENT_TOKENS_FILE = 'client-tokens.json';

export async function readClientScripts(file: string, logger: Logger): Promise<Record<string, ClientScript> | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Record<string, ClientScript>;
  } catch (err) {
    logger.warn({ err, file }, 'No list of client scripts: pages with islands keep the whole stylesheet');
    return undefined;
  }
}

const SITE_STYLESHEET = /<style>(\/\*! tailwindcss [^]*?)<\/style>/;

/** Parsed once per distinct stylesheet (the build has a few, all fixed). */
const trees = new Map<string, StyleNode[]>();
/** The words of a set of client scripts and everything they import. */
const scriptWords = new Map<string, Set<string> | null>();

function treeOf(css: string): StyleNode[] {
  let tree = trees.get(css);
  if (!tree) trees.set(css, (tree = parseStylesheet(css)));
  return tree;
}

function wordsOfScripts(files: string[]): Set<string> | null {
  const key = files.join(' ');
  let words = scriptWords.get(key);
  if (words !== undefined) return words;
  const known = processRegistry().clientScripts;
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

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The page with its site stylesheet trimmed and the CSP hash to match; unchanged when it cannot be. */
export function trimPageStylesheet(html: string, csp: string | null): { html: string; csp: string | null } {
  const match = SITE_STYLESHEET.exec(html);
  if (!match) return { html, csp };
  const css = match[1]!;
  const oldHash = sha256(css);
  // A policy that does not list this stylesheet's hash is not one this can keep in step.
  if (csp !== null && !csp.includes(oldHash)) return { html, csp };
  const scripts = wordsOfScripts(pageScripts(html));
  if (!scripts) return { html, csp };

  const words = pageTokens(html);
  const trimmed = pruneStylesheet(treeOf(css), (word) => words.has(word) || scripts.has(word));
  return {
    html: html.slice(0, match.index + '<style>'.length) + trimmed + html.slice(match.index + '<style>'.length + css.length),
    csp: csp === null ? null : csp.replace(oldHash, sha256(trimmed)),
  };
}

/**
 * A public HTML response with its stylesheet trimmed (unless `trimStylesheet`
 * is off: PAGE_CSS=whole) and its policy narrowed to its own inline hashes.
 */
export async function tailorPublicPage(response: Response, trimStylesheet: boolean): Promise<Response> {
  if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  let page = { html: await response.text(), csp: response.headers.get('Content-Security-Policy') };
  if (trimStylesheet) page = trimPageStylesheet(page.html, page.csp);
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  if (page.csp !== null) headers.set('Content-Security-Policy', policyForPage(page.html, page.csp));
  return new Response(page.html, { status: response.status, statusText: response.statusText, headers });
}
