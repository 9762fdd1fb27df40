// The site's one piece around Astro's island runtime (src/lib/island-runtime/):
// Astro's own <astro-island> script, out of the page and loaded as the islands'
// before-hydration module. These check the script as this Astro ships it still
// has what that relies on, and that the server leaves the inline copy out only
// where the module stands in for it.
import { describe, expect, it } from 'vitest';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import { astroIslandModule } from '../../src/lib/island-runtime/astro-island-module.ts';
import { withAstroIslandScriptOutOfLine, withIslandPreludeInHead } from '../../src/lib/island-runtime/out-of-line.ts';

const runtime = (await astroIslandModule())!;
const MODULE = '/_astro/astro_scripts/before-hydration.js.Ab1.js';
const early = `<astro-island uid="a" client="early" before-hydration-url="${MODULE}" opts="{}">`;

describe('Astro’s island script as the before-hydration module', () => {
  it('is found in this Astro', () => {
    expect(runtime).toEqual(expect.any(String));
    expect(runtime.length).toBeGreaterThan(2000);
  });

  it('defines the element only where it is not defined yet (staff pages also have it inline)', () => {
    expect(runtime).toMatch(/customElements\.get\(\s*["']astro-island["']\s*\)\s*\|\|\s*customElements\.define\(/);
  });

  it('imports the before-hydration module before calling the directive, which is then loaded already', () => {
    expect(runtime).toContain('getAttribute("before-hydration-url")');
    expect(runtime).toMatch(/Astro\[\w+\]\(/);
  });
});

describe('withAstroIslandScriptOutOfLine', () => {
  const script = `<script>${runtime}</script>`;

  it('drops Astro’s inline copy where client:early islands load it as their module', () => {
    expect(withAstroIslandScriptOutOfLine(`<main><script>early()</script>${script}${early}</astro-island></main>`)).toBe(
      `<main><script>early()</script>${early}</astro-island></main>`,
    );
  });

  it('keeps it where only Astro’s directives are used (client:load, the staff pages)', () => {
    const page = `<main>${script}<astro-island uid="a" client="load" before-hydration-url="${MODULE}" opts="{}"></astro-island></main>`;
    expect(withAstroIslandScriptOutOfLine(page)).toBe(page);
  });

  it('keeps it where the islands have no module (the build found no script to inject)', () => {
    const page = `<main>${script}<astro-island uid="a" client="early" opts="{}"></astro-island></main>`;
    expect(withAstroIslandScriptOutOfLine(page)).toBe(page);
  });
});

describe('withIslandPreludeInHead', () => {
  const prelude = `<style>${ISLAND_STYLES}</style><script>early()</script>`;
  const island = `${early}</astro-island>`;
  const hero = '<section id="hero"><h1>Own it</h1><p>Paid for once.</p></section>';

  it('moves the island style and the directive script from the top of <main> to the end of <head>', () => {
    const page = `<html><head><style>body{}</style></head><body><main>${prelude}${hero}${island}</main></body></html>`;
    expect(withIslandPreludeInHead(page)).toBe(
      `<html><head><style>body{}</style>${prelude}</head><body><main>${hero}${island}</main></body></html>`,
    );
  });

  it('leaves a page alone when its islands are not client:early, or the prelude is not in the body', () => {
    const loadOnly = `<html><head></head><body><main>${prelude}<astro-island client="load"></astro-island></main></body></html>`;
    expect(withIslandPreludeInHead(loadOnly)).toBe(loadOnly);
    const inHead = `<html><head>${prelude}</head><body>${island}</body></html>`;
    expect(withIslandPreludeInHead(inHead)).toBe(inHead);
    const noHead = `<main>${prelude}${island}</main>`;
    expect(withIslandPreludeInHead(noHead)).toBe(noHead);
  });
});
