// Server half of the site's one piece of its own around Astro's island runtime
// (this folder; docs/libraries.md, issue 39). Astro inlines its <astro-island>
// script (4.4 KB, ~1.4 KB brotli) before a page's first island; with it, /
// no longer fits TCP's first window (14,600 bytes). The build takes that same
// script from a page its server renders and writes it as a file of its own
// (scripts/island-runtime-file.ts); here a page whose inline copy is exactly
// that file's text loses the copy, and its client:early islands name the file,
// which the directive imports when an island is first wanted (load.ts).
//
// Nothing here reads Astro's files: the script is found by what the page holds
// (the inline script that defines the element) and compared whole with what the
// build took from a page. A page that does not match (another Astro after an
// upgrade, `npm run dev`, no file) is left as Astro made it: heavier, never broken.
import { readFile } from 'node:fs/promises';
import type { Logger } from 'pino';
import { RUNTIME_URL_ATTRIBUTE } from './runtime-url.ts';

/** Written by the build beside the server entry (scripts/island-runtime-file.ts). */
export const ISLAND_RUNTIME_FILE = 'island-runtime.json';

/** Astro's island script as the build took it from a page, and the URL it is served at. */
export interface IslandRuntime {
  url: string;
  script: string;
}

/** How Astro's island script is told apart from a page's other inline scripts. */
const DEFINES_ASTRO_ISLAND = /customElements\.define\(\s*["']astro-island["']/;
/** An inline script without attributes, and its text. */
const INLINE_SCRIPT = /<script>((?:(?!<\/script>)[\s\S])*)<\/script>/g;
/** A client:early island: the directive's inline script is in the island prelude. */
const EARLY_ISLAND = /<astro-island\b[^>]*\sclient="early"/;
/** A client:early island's opening tag, up to its name. */
const EARLY_ISLAND_TAG = /<astro-island\b(?=[^>]*\sclient="early")/g;

let runtime: IslandRuntime | undefined;

/** The script this build serves as a file (read once at start, server-process.ts); undefined keeps every inline copy. */
export function setIslandRuntime(value: IslandRuntime | undefined): void {
  runtime = value;
}

export async function readIslandRuntime(file: string, logger: Logger): Promise<IslandRuntime | undefined> {
  try {
    const value = JSON.parse(await readFile(file, 'utf8')) as IslandRuntime;
    if (typeof value.url === 'string' && typeof value.script === 'string' && DEFINES_ASTRO_ISLAND.test(value.script))
      return value;
    logger.warn({ file }, 'The island script file is not Astro’s: pages keep their inline copy');
  } catch (err) {
    logger.warn({ err, file }, 'No island script file: pages with islands keep Astro’s inline copy');
  }
  return undefined;
}

/** Astro's inline island script in a page: where it starts, its whole tag's length and its text. */
export function astroIslandScriptIn(html: string): { index: number; length: number; script: string } | undefined {
  for (const m of html.matchAll(INLINE_SCRIPT))
    if (DEFINES_ASTRO_ISLAND.test(m[1]!)) return { index: m.index, length: m[0].length, script: m[1]! };
  return undefined;
}

/**
 * The page without Astro's inline island script, its client:early islands naming the file instead,
 * where the inline copy is the build's file; otherwise unchanged.
 */
export function withAstroIslandScriptOutOfLine(html: string, served: IslandRuntime | undefined = runtime): string {
  if (!served || !EARLY_ISLAND.test(html)) return html;
  const found = astroIslandScriptIn(html);
  if (!found || found.script !== served.script) return html;
  const page = html.slice(0, found.index) + html.slice(found.index + found.length);
  // Staff pages (client:load) never come here; a page mixing directives keeps every island's way of loading.
  return page.replace(EARLY_ISLAND_TAG, (tag) => `${tag} ${RUNTIME_URL_ATTRIBUTE}="${served.url}"`);
}

/** Astro's island style rule (`astro-island,astro-slot,… {display:contents}`) and the script after it. */
const ISLAND_PRELUDE_START = /<style>astro-island,[^<]*<\/style><script>/;

/**
 * The page with the island prelude Astro writes before its first island (the
 * island style and the client:early directive's inline script) moved to the
 * end of <head>. Written where Astro puts it, at the top of <main> before the
 * hero, the parser-blocking script split the first screen in two (Lighthouse,
 * /blog: LCP 732-754 -> 672 ms, issue 26). Issue 39's runs, on a busier
 * machine, could not tell the two apart in LCP, but with the prelude in <main>
 * / is 12 bytes larger in gzip and over its 14.6 KB line (14,959 bytes); here it
 * is 14,947 (docs/libraries.md). The script only adds listeners at the window
 * (early-directive.ts), so from the head it holds clicks from the first paint.
 */
export function withIslandPreludeInHead(html: string): string {
  if (!EARLY_ISLAND.test(html)) return html;
  const head = html.indexOf('</head>');
  const start = html.search(ISLAND_PRELUDE_START);
  if (head < 0 || start < head) return html;
  const end = html.indexOf('</script>', start);
  if (end < 0) return html;
  const prelude = html.slice(start, end + '</script>'.length);
  return html.slice(0, head) + prelude + html.slice(head, start) + html.slice(end + '</script>'.length);
}
