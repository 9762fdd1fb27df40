// Build half of the site's one piece of its own around Astro's island runtime
// (this folder; docs/libraries.md, issue 39): Astro's <astro-island> script,
// exactly as Astro ships it, becomes Astro's 'before-hydration' module
// (astro.config.mjs) so the server can leave out the 4.4 KB inline copy
// (out-of-line.ts) and the page still fits the first round trip.
//
// The text is read from Astro's own prebuilt file, so an upgrade brings its new
// runtime with it. If the file moves, nothing is injected: islands then carry no
// before-hydration-url, the server keeps Astro's inline copy, and the page is
// as Astro makes it (heavier, never broken; html-budget.test.ts then fails).

/** Astro's <astro-island> script as module source, or undefined if this Astro no longer has the file. */
export async function astroIslandModule(): Promise<string | undefined> {
  try {
    // The one read of an Astro internal, kept on a measured reason (issue 39, docs/libraries.md:
    // without it / is past the first 14,600 bytes). tests/unit/island-runtime.test.ts fails if an
    // upgrade moves or reshapes the file; the build then injects nothing and pages carry Astro's
    // inline copy (heavier, never broken), and tests/integration/built/html-budget.test.ts fails.
    // eslint-disable-next-line no-restricted-syntax -- the measured exception above
    const { default: script } = await import('astro/runtime/server/astro-island.prebuilt.js');
    return typeof script === 'string' && DEFINES_ASTRO_ISLAND.test(script) ? script : undefined;
  } catch {
    return undefined;
  }
}

/** How the server knows Astro's island script in a page (out-of-line.ts) and this file knows it here. */
export const DEFINES_ASTRO_ISLAND = /customElements\.define\(\s*["']astro-island["']/;
