// The site's own <astro-island> (src/lib/client/island-element.ts) stands in
// for Astro's on pages with client:early islands: these check it still reads
// what Astro writes, so an Astro upgrade that changes the protocol fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import astroIslandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import { serializeProps } from 'astro/runtime/server/serialize.js';
import { decodeProps } from '../../src/lib/client/island-props.ts';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import { withIslandPreludeInHead, withoutAstroIslandScript } from '../../src/lib/server/http/island-runtime.ts';

const attributesRead = (source: string) =>
  new Set([...source.matchAll(/(?:get|has|remove)Attribute\(\s*["'`]([\w-]+)["'`]/g)].map((m) => m[1]!));

describe('the site’s <astro-island>', () => {
  it('reads every attribute Astro’s own island script reads', () => {
    // The element, its hydrating half (island-hydrate.ts) and the inline part of client:early,
    // which imports the before-hydration module (early-directive.ts).
    const ours = attributesRead(
      ['island-element.ts', 'island-hydrate.ts', 'early-directive.ts']
        .map((f) => readFileSync(`src/lib/client/${f}`, 'utf8'))
        .join('\n'),
    );
    const astros = attributesRead(astroIslandScript);
    expect(astros.size).toBeGreaterThan(8);
    expect([...astros].filter((name) => !ours.has(name))).toEqual([]);
  });

  it('waits for the same end mark and calls the renderer the same way', () => {
    const ours = readFileSync('src/lib/client/island-element.ts', 'utf8');
    const hydrating = readFileSync('src/lib/client/island-hydrate.ts', 'utf8');
    expect(astroIslandScript).toContain('"astro:end"');
    expect(ours).toContain("'astro:end'");
    expect(hydrating).toContain("hydrator(island)(component, props, slots, { client: island.getAttribute('client')! })");
    // hydrator(island)(Component, props, slots, { client })
    expect(astroIslandScript).toMatch(
      /this\.hydrator\(this\)\(this\.Component,\w+,\w+,\{client:this\.getAttribute\("client"\)\}\)/,
    );
  });

  it('decodes props as Astro serialises them', () => {
    const props = {
      name: 'Xero',
      count: 3,
      on: false,
      none: undefined,
      nothing: null,
      list: ['Asana', { monthly: 295, from: true }],
      nested: { rows: [{ tool: 'Slack', amount: '12.50' }] },
      when: new Date('2024-01-16T09:00:00.000Z'),
      map: new Map([['a', 1]]),
      set: new Set(['x']),
      url: new URL('https://example.co.uk/a'),
      pattern: /a+b/,
      big: 12n,
      bytes: new Uint8Array([1, 2]),
      far: -Infinity,
    };
    const decoded = decodeProps(serializeProps(props));
    expect(decoded).toEqual({ ...props, none: undefined });
    expect(decodeProps(null)).toEqual({});
  });
});

describe('withoutAstroIslandScript', () => {
  const script = `<script>${astroIslandScript}</script>`;
  const early = '<astro-island uid="a" client="early" opts="{}">';

  it('drops Astro’s island script from a page whose islands are client:early', () => {
    expect(withoutAstroIslandScript(`<main><script>early()</script>${script}${early}</astro-island></main>`)).toBe(
      `<main><script>early()</script>${early}</astro-island></main>`,
    );
  });

  it('keeps it where only Astro defines the element (client:load, the staff pages)', () => {
    const page = `<main>${script}<astro-island uid="a" client="load" opts="{}"></astro-island></main>`;
    expect(withoutAstroIslandScript(page)).toBe(page);
  });
});

describe('withIslandPreludeInHead', () => {
  const prelude = `<style>${ISLAND_STYLES}</style><script>early()</script>`;
  const early = '<astro-island uid="a" client="early" opts="{}"></astro-island>';
  const hero = '<section id="hero"><h1>Own it</h1><p>Paid for once.</p></section>';

  it('moves the island style and the directive script from the top of <main> to the end of <head>', () => {
    const page = `<html><head><style>body{}</style></head><body><main>${prelude}${hero}${early}</main></body></html>`;
    expect(withIslandPreludeInHead(page)).toBe(
      `<html><head><style>body{}</style>${prelude}</head><body><main>${hero}${early}</main></body></html>`,
    );
  });

  it('leaves a page alone when its islands are not client:early, or the prelude is not in the body', () => {
    const loadOnly = `<html><head></head><body><main>${prelude}<astro-island client="load"></astro-island></main></body></html>`;
    expect(withIslandPreludeInHead(loadOnly)).toBe(loadOnly);
    const inHead = `<html><head>${prelude}</head><body>${early}</body></html>`;
    expect(withIslandPreludeInHead(inHead)).toBe(inHead);
    const noHead = `<main>${prelude}${early}</main>`;
    expect(withIslandPreludeInHead(noHead)).toBe(noHead);
  });
});
