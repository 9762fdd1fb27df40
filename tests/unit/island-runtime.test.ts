// The site's one piece around Astro's island runtime (src/lib/island-runtime/): Astro's own
// <astro-island> script, taken by the build from a page its server rendered, is served as a
// file; the server leaves a page's inline copy out only where it is that file's text, byte
// for byte, and names the file on the page's client:early islands. (The built script and pages
// are checked in tests/integration/built/island-runtime-file.test.ts.)
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import {
  astroIslandScriptIn,
  readIslandRuntime,
  withAstroIslandScriptOutOfLine,
  withIslandPreludeInHead,
  type IslandRuntime,
} from '../../src/lib/island-runtime/out-of-line.ts';

const SCRIPT =
  '(()=>{class y extends HTMLElement{};customElements.get("astro-island")||customElements.define("astro-island",y)})();';
const served: IslandRuntime = { url: '/_astro/astro-island.Ab12Cd34Ef.js', script: SCRIPT };
const inline = `<script>${SCRIPT}</script>`;
const early = (uid: string) => `<astro-island uid="${uid}" component-url="/_astro/A.js" client="early" opts="{}"></astro-island>`;
const named = (uid: string) =>
  `<astro-island data-island-runtime="${served.url}" uid="${uid}" component-url="/_astro/A.js" client="early" opts="{}"></astro-island>`;

describe('withAstroIslandScriptOutOfLine', () => {
  it('drops Astro’s inline copy where it is the served file, and names the file on every client:early island', () => {
    const page = `<main><script>early()</script>${inline}${early('a')}<p>Text</p>${early('b')}</main>`;
    expect(withAstroIslandScriptOutOfLine(page, served)).toBe(
      `<main><script>early()</script>${named('a')}<p>Text</p>${named('b')}</main>`,
    );
  });

  it('keeps it where the copy differs from the file by a byte (another Astro, after an upgrade)', () => {
    const page = `<main><script>${SCRIPT.replace('y)', 'y )')}</script>${early('a')}</main>`;
    expect(withAstroIslandScriptOutOfLine(page, served)).toBe(page);
  });

  it('keeps it where there is no file (npm run dev, or the build found no page with it)', () => {
    const page = `<main>${inline}${early('a')}</main>`;
    expect(withAstroIslandScriptOutOfLine(page, undefined)).toBe(page);
  });

  it('keeps it where only Astro’s directives are used (client:load, the staff pages)', () => {
    const page = `<main>${inline}<astro-island uid="a" client="load" opts="{}"></astro-island></main>`;
    expect(withAstroIslandScriptOutOfLine(page, served)).toBe(page);
  });

  it('tells Astro’s script from the page’s other inline scripts by what it defines', () => {
    const page = `<head><script>early()</script><script type="module">x()</script></head>${inline}`;
    expect(astroIslandScriptIn(page)).toEqual({ index: page.indexOf(inline), length: inline.length, script: SCRIPT });
    expect(astroIslandScriptIn('<script>customElements.define("my-el",X)</script>')).toBeUndefined();
  });
});

describe('readIslandRuntime', () => {
  const logger = pino({ level: 'silent' });
  const dir = mkdtempSync(path.join(tmpdir(), 'island-runtime-'));
  const file = (name: string, value: unknown) => {
    const full = path.join(dir, name);
    writeFileSync(full, JSON.stringify(value));
    return full;
  };

  it('reads the build’s file, and refuses one that does not hold Astro’s element', async () => {
    expect(await readIslandRuntime(file('good.json', served), logger)).toEqual(served);
    expect(await readIslandRuntime(file('other.json', { url: served.url, script: 'alert(1)' }), logger)).toBeUndefined();
    expect(await readIslandRuntime(file('partial.json', { url: served.url }), logger)).toBeUndefined();
  });

  it('is undefined for a missing file: pages keep their inline copy', async () => {
    expect(await readIslandRuntime(path.join(dir, 'missing.json'), logger)).toBeUndefined();
  });
});

describe('withIslandPreludeInHead', () => {
  const prelude = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style><script>early()</script>';
  const island = early('a');
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
