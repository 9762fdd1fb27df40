// Astro's island script as a file of its own (src/lib/island-runtime/, scripts/island-runtime-file.ts;
// issue 39): the build took it from a page its server rendered, public pages leave their inline copy
// out and name the file on each client:early island, and staff pages keep Astro's inline copy,
// which is the file's text byte for byte (so the file is Astro's own script, not a copy of ours).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ISLAND_RUNTIME_FILE, astroIslandScriptIn, type IslandRuntime } from '../../../src/lib/island-runtime/out-of-line.ts';
import { RUNTIME_URL_ATTRIBUTE } from '../../../src/lib/island-runtime/runtime-url.ts';
import { assertBuilt, ownerCookie, useBuiltServer } from '../../helpers/built-server.ts';

assertBuilt();
const site = useBuiltServer();
const runtime = JSON.parse(readFileSync(`dist/server/${ISLAND_RUNTIME_FILE}`, 'utf8')) as IslandRuntime;
const EARLY_ISLAND = /<astro-island\b[^>]*\sclient="early"[^>]*>/g;

describe('Astro’s island script, served as a file', () => {
  it('is written under a name made from its bytes and served for a year as JavaScript', async () => {
    expect(runtime.url).toMatch(/^\/_astro\/astro-island\.[\w-]{10}\.js$/);
    const r = await fetch(`${site.baseUrl}${runtime.url}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(r.headers.get('cache-control')).toMatch(/immutable/);
    expect(await r.text()).toBe(runtime.script);
    // Defined only where it is not yet: a page that has it inline and imports the file defines it once.
    expect(runtime.script).toMatch(/customElements\.get\(\s*["']astro-island["']\s*\)\s*\|\|\s*customElements\.define\(/);
  });

  it.each(['/', '/calculator', '/contact', '/blog'])('%s leaves the inline copy out and names the file', async (path) => {
    const html = await (await fetch(`${site.baseUrl}${path}`)).text();
    expect(astroIslandScriptIn(html)).toBeUndefined();
    const islands = html.match(EARLY_ISLAND) ?? [];
    expect(islands.length).toBeGreaterThan(0);
    for (const island of islands) expect(island).toContain(` ${RUNTIME_URL_ATTRIBUTE}="${runtime.url}"`);
  });

  it('staff pages keep Astro’s inline copy, and it is the file’s text', async () => {
    const cookie = await ownerCookie(site.baseUrl);
    const html = await (await fetch(`${site.baseUrl}/admin/proof`, { headers: { Cookie: cookie } })).text();
    expect(html).toContain('client="load"');
    expect(html).not.toContain(RUNTIME_URL_ATTRIBUTE);
    expect(astroIslandScriptIn(html)?.script).toBe(runtime.script);
  });
});
