import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { printStylesheet, pruneStylesheet, readStylesheet } from '../../src/lib/css/prune-stylesheet.ts';
import { elementNeeds } from '../../src/lib/css/selector-needs.ts';
import {
  addTokens,
  pageElements,
  pageScripts,
  pageTokens,
  scriptElements,
  scriptImports,
  withoutProse,
} from '../../src/lib/css/page-tokens.ts';
import { setClientScripts, tailorPublicPage, trimPageStylesheet } from '../../src/lib/server/http/page-stylesheet.ts';
import { policyForPage } from '../../src/lib/server/http/page-csp.ts';
import { transform, type Selector } from 'lightningcss';

const prune = (css: string, words: string[], short = new Map<string, string>()) =>
  printStylesheet(
    pruneStylesheet(readStylesheet(css), (w) => words.includes(w)),
    short,
  );

/** The selectors of a one-rule stylesheet, as lightningcss parses them. */
function selectorsOf(css: string): Selector[] {
  let selectors: Selector[] = [];
  transform({
    filename: 'a.css',
    code: Buffer.from(css),
    visitor: {
      Rule: {
        style(rule) {
          selectors = rule.value.selectors;
        },
      },
    },
  });
  return selectors;
}

describe('elementNeeds', () => {
  const needs = (css: string) => selectorsOf(`${css}{top:0}`).map(elementNeeds);
  it('makes preflight rules for elements and inputs most pages lack need those', () => {
    expect(needs('abbr:where([title])')).toEqual([['abbr']]);
    expect(needs(':where(select:is([multiple],[size])) optgroup')).toEqual([['optgroup']]);
    expect(needs('code,kbd,samp,pre')).toEqual([['code'], ['kbd'], ['samp'], ['pre']]);
    expect(needs('::-webkit-inner-spin-button')).toEqual([['input-type:number']]);
    expect(needs('::-webkit-datetime-edit-year-field')).toEqual([
      ['date', 'time', 'datetime-local', 'month', 'week'].map((type) => `input-type:${type}`),
    ]);
    expect(needs('button,input,select,optgroup,textarea')).toEqual([undefined, undefined, undefined, ['optgroup'], ['textarea']]);
    expect(needs('main>section:has(astro-island)')).toEqual([undefined]);
  });
  it('leaves a selector with a class to its classes', () => {
    expect(needs('.prose-article code,:where(.x) pre')).toEqual([undefined, undefined]);
  });
});

describe('pageElements and scriptElements', () => {
  it('read the elements and input types a page has, and those a script renders (not merely names)', () => {
    const html = '<main><details><summary>Q</summary></details><input type="search" name="q"><time>x</time></main>';
    expect([...pageElements(html)].sort()).toEqual(['details', 'input', 'input-type:search', 'main', 'summary', 'time']);
    const js =
      'const t=["abbr","progress"];(0,o.jsx)(`textarea`,{}),o.jsxs("summary",{}),e.createElement(\'code\'),{type:`number`}';
    expect([...scriptElements(js)].sort()).toEqual(['code', 'input-type:number', 'summary', 'textarea']);
  });
});

describe('withoutProse', () => {
  it("blanks a script's copy for people, and keeps class lists and short strings", () => {
    const names = new Set(['filter', 'flex', 'items-center', 'gap-2', 'text-sm', 'hidden']);
    const js =
      "a(`Try adjusting your search or category filter to find what you're looking for.`)," +
      'b("flex items-center gap-2 text-sm"),c(`hidden`),d("Show hidden items"),e(`x ${y?"flex":""} filter a b c`)';
    expect(withoutProse(js, names)).toBe(
      'a(""),b("flex items-center gap-2 text-sm"),c(`hidden`),d("Show hidden items"),e(`x ${y?"flex":""} filter a b c`)',
    );
  });
});

describe('pruneStylesheet', () => {
  it('keeps element rules and the rules of classes the page uses, in order, and empties unused groups', () => {
    const css =
      '/*! banner */body{margin:0}.a{color:red}.b{color:#00f}@media (width>=48rem){.md\\:a{display:flex}.b{gap:1px}}@layer utilities{.c{top:0}}';
    expect(prune(css, ['a', 'md:a'])).toBe(
      // An emptied layer stays as a statement (lightningcss): it holds its place in the layer order.
      '/*! banner */\nbody{margin:0}.a{color:red}@media (width>=48rem){.md\\:a{display:flex}}@layer utilities;',
    );
    expect(prune(css, ['c'])).toBe('/*! banner */\nbody{margin:0}@layer utilities{.c{top:0}}');
  });

  it('reads classes inside :where() and :is(), not inside :not()', () => {
    const css = ':where(.space-y-4>:not(:last-child)){margin:0}:not(.hidden)>.x{top:0}:is(.a,.b) .c{left:0}';
    expect(prune(css, [])).toBe('');
    expect(prune(css, ['space-y-4', 'x', 'b', 'c'])).toBe(
      ':where(.space-y-4>:not(:last-child)){margin:0}:not(.hidden)>.x{top:0}:is(.a,.b) .c{left:0}',
    );
  });

  it('drops the preflight of elements and input types the page does not have', () => {
    const css =
      'abbr:where([title]){text-decoration:underline dotted}::-webkit-datetime-edit{padding:0}summary{display:list-item}h1{margin:0}';
    expect(prune(css, [])).toBe('h1{margin:0}');
    expect(prune(css, ['summary', 'input-type:time'])).toBe(
      '::-webkit-datetime-edit{padding:0}summary{display:list-item}h1{margin:0}',
    );
  });

  it('keeps only the keyframes a kept rule, a kept theme variable or the page names', () => {
    const css =
      ':root{--animate-spin:spin 1s linear infinite}.hero{animation:2s infinite hero-bar}.pulse{animation-name:pulse}' +
      '.spinner{animation:var(--animate-spin)}' +
      '@keyframes hero-bar{0%{opacity:0}to{opacity:1}}@keyframes pulse{to{opacity:.5}}@keyframes spin{to{rotate:1turn}}' +
      '@keyframes hero-bar-2{to{opacity:1}}@keyframes fade{to{opacity:0}}';
    expect(prune(css, ['hero', 'spinner', 'fade'])).toBe(
      ':root{--animate-spin:spin 1s linear infinite}.hero{animation:2s infinite hero-bar}.spinner{animation:var(--animate-spin)}' +
        '@keyframes hero-bar{0%{opacity:0}to{opacity:1}}@keyframes spin{to{rotate:1turn}}@keyframes fade{to{opacity:0}}',
    );
  });

  it('keeps a rule when any one of its selectors matches', () => {
    expect(prune('.a,.b{color:red}', ['b'])).toBe('.a,.b{color:red}');
  });

  it('keeps custom properties only when something kept reads them, following var() chains, or the page names them', () => {
    const css =
      '@layer theme{:root{--brand:var(--blue);--blue:#00f;--unused:1px}}' +
      '.font-bold{--tw-font-weight:700;font-weight:700}.leading-none{--tw-leading:1;line-height:1}' +
      '.text-sm{line-height:var(--tw-leading,1.4)}.link{color:var(--brand)}';
    expect(prune(css, ['link', 'font-bold'])).toBe(
      '@layer theme{:root{--brand:var(--blue);--blue:#00f}}.font-bold{font-weight:700}.link{color:var(--brand)}',
    );
    expect(prune(css, ['leading-none', 'text-sm'])).toBe(
      '@layer theme;.leading-none{--tw-leading:1;line-height:1}.text-sm{line-height:var(--tw-leading,1.4)}',
    );
    // A custom property the page itself names (an inline style, a script) stays.
    expect(prune(css, ['--unused'])).toBe('@layer theme{:root{--unused:1px}}');
  });

  it("keeps Tailwind's fallback block for every browser in place of its @property rules", () => {
    const guard = '@supports ((-webkit-hyphens:none) and (not (margin-trim:block)))';
    const css =
      `@layer properties{${guard}{*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-ring:0}}}` +
      '.shadow{box-shadow:var(--tw-shadow)}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --tw-ring{syntax:"*";inherits:false}';
    expect(prune(css, ['shadow'])).toBe(
      '@layer properties{*,:before,:after,::backdrop{--tw-shadow:0 0 #0000}}.shadow{box-shadow:var(--tw-shadow)}',
    );
    // Without the block, the @property rules of what is read are the only initial values.
    const alone =
      '.shadow{box-shadow:var(--tw-shadow)}@property --tw-shadow{syntax:"*";inherits:false}@property --tw-ring{syntax:"*";inherits:false}';
    expect(prune(alone, ['shadow'])).toBe('.shadow{box-shadow:var(--tw-shadow)}@property --tw-shadow{syntax:"*";inherits:false}');
  });

  it('keeps @font-face as it is, and renames classes when asked', () => {
    const css = '@font-face{font-family:X;src:local(Arial)}.a{color:red}:where(.b>p){top:0}';
    expect(prune(css, [])).toBe('@font-face{font-family:X;src:local(Arial)}');
    expect(prune(css, ['a', 'b'], new Map([['b', 'z']]))).toBe(
      '@font-face{font-family:X;src:local(Arial)}.a{color:red}:where(.z>p){top:0}',
    );
  });

  it('lists the names a stylesheet can ask about', () => {
    const names = readStylesheet(':root{--x:1}.a:not(.b) .c{color:var(--y)}@keyframes k{to{top:0}}').names;
    for (const name of ['--x', '--y', 'a', 'b', 'c', 'k', 'abbr', 'input-type:number']) expect(names.has(name)).toBe(true);
  });
});

describe('page tokens', () => {
  it("reads a page's attributes (decoded), inline scripts and custom properties, not its text", () => {
    const tokens = pageTokens(
      '<div class="[&amp;&gt;svg]:size-4 md:flex" style="--progress:3;color:var(--brand)">flex grid</div>' +
        '<astro-island props="{&quot;tone&quot;:[0,&quot;bg-navy-900 text-white&quot;]}"></astro-island>' +
        '<script>x.setAttribute("class","is-open");a({hidden:!0})</script>',
    );
    for (const word of ['[&>svg]:size-4', 'md:flex', 'bg-navy-900', 'is-open', 'hidden', '--progress', '--brand'])
      expect(tokens.has(word)).toBe(true);
    expect(tokens.has('grid')).toBe(false);
  });

  it("reads a script's strings and object keys, not every identifier", () => {
    const tokens = addTokens('const c=`px-3 ${o?"ring-2":""}`;f({block:x});items.filter(Boolean)', new Set());
    for (const word of ['px-3', 'ring-2', 'block']) expect(tokens.has(word)).toBe(true);
    // Any script with .filter( would otherwise keep Tailwind's `filter` rules.
    expect(tokens.has('filter')).toBe(false);
  });

  it('finds the client scripts a page loads, but not the renderer, and the chunks a script imports', () => {
    expect(
      pageScripts(
        '<script type="module" src="/_astro/page.P1.js"></script><astro-island component-url="/_astro/Form.Ab1.js" renderer-url="/_astro/client.X.js"></astro-island>',
      ),
    ).toEqual(['page.P1.js', 'Form.Ab1.js']);
    expect(scriptImports('import{a as b}from"./react.D1.js";import("./lazy.Q.js");const x="./no.js"')).toEqual([
      'react.D1.js',
      'lazy.Q.js',
    ]);
  });
});

describe('trimPageStylesheet', () => {
  const css = '/*! tailwindcss v4 */body{margin:0}.used{color:red}.unused{color:blue}.open{display:block}';
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const policy = `default-src 'self'; style-src 'self' ${hash(css)} 'sha256-other='`;
  afterEach(() => setClientScripts(undefined));

  it('trims the stylesheet, shortens its class names and puts the new hash in the policy in place of the old', () => {
    const page = trimPageStylesheet(`<html><head><style>${css}</style></head><body class="used"></body></html>`, policy);
    const kept = '/*! tailwindcss v4 */\nbody{margin:0}.a{color:red}';
    expect(page.html).toBe(`<html><head><style>${kept}</style></head><body class="a"></body></html>`);
    expect(page.csp).toBe(`default-src 'self'; style-src 'self' ${hash(kept)} 'sha256-other='`);
  });

  it('keeps what a loaded script (or a chunk it imports) may add, and everything when a script is unknown', () => {
    setClientScripts({
      'Menu.A.js': { imports: ['util.B.js'], tokens: [] },
      'util.B.js': { imports: [], tokens: ['open'] },
    });
    const html = `<style>${css}</style><p class="used"></p><astro-island component-url="/_astro/Menu.A.js"></astro-island>`;
    expect(trimPageStylesheet(html, null).html).toContain('.open{display:block}');
    expect(trimPageStylesheet(html, null).html).not.toContain('.unused');
    const unknown = html.replace('Menu.A.js', 'Other.C.js');
    expect(trimPageStylesheet(unknown, null).html).toBe(unknown);
  });

  it('sends a stylesheet it cannot read whole, and says so in the log', async () => {
    // A selector lightningcss refuses (it throws rather than guess).
    const broken = '/*! tailwindcss v4 */..x{top:0}.used{color:red}';
    const html = `<style>${broken}</style><p class="used"></p>`;
    const errors: unknown[] = [];
    const logger = { error: (...args: unknown[]) => errors.push(args) } as unknown as Parameters<typeof tailorPublicPage>[2];
    const response = new Response(html, {
      headers: { 'content-type': 'text/html', 'content-security-policy': `style-src ${hash(broken)}` },
    });
    const tailored = await tailorPublicPage(response, true, logger);
    expect(await tailored.text()).toBe(html);
    expect(tailored.headers.get('content-security-policy')).toBe(`style-src ${hash(broken)}`);
    expect(errors).toHaveLength(1);
    // The next render of it is not read (nor logged) again.
    const again = new Response(html, {
      headers: { 'content-type': 'text/html', 'content-security-policy': `style-src ${hash(broken)}` },
    });
    expect(await (await tailorPublicPage(again, true, logger)).text()).toBe(html);
    expect(errors).toHaveLength(1);
  });

  it('reuses the tailoring of a page every visitor gets only for the same markup and policy', async () => {
    const logger = { error: () => {} } as unknown as Parameters<typeof tailorPublicPage>[2];
    const tailor = async (body: string, shareable: boolean) => {
      const response = new Response(`<style>${css}</style>${body}`, {
        headers: { 'content-type': 'text/html', 'content-security-policy': policy },
      });
      const out = await tailorPublicPage(response, true, logger, shareable);
      return { html: await out.text(), csp: out.headers.get('content-security-policy') };
    };
    const used = await tailor('<p class="used"></p>', false);
    const open = await tailor('<p class="open"></p>', false);
    expect(open.html).not.toBe(used.html);
    for (let i = 0; i < 2; i++) {
      expect(await tailor('<p class="used"></p>', true)).toEqual(used);
      expect(await tailor('<p class="open"></p>', true)).toEqual(open);
    }
  });

  it('leaves the page alone when its policy does not list the stylesheet', () => {
    const html = `<style>${css}</style><p class="used"></p>`;
    expect(trimPageStylesheet(html, "style-src 'self' 'sha256-other='")).toEqual({
      html,
      csp: "style-src 'self' 'sha256-other='",
    });
  });
});

describe('policyForPage', () => {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  it("keeps only the hashes of the page's own inline scripts and styles", () => {
    const html =
      '<style>a{color:red}</style><script>run()</script><script type="module" src="/_astro/x.js"></script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script>';
    const policy =
      `default-src 'self'; script-src 'self' ${hash('run()')} ${hash('other()')} ${hash('{"@type":"Thing"}')}; ` +
      `style-src 'self' ${hash('b{}')} ${hash('a{color:red}')};`;
    expect(policyForPage(html, policy)).toBe(
      `default-src 'self'; script-src 'self' ${hash('run()')}; style-src 'self' ${hash('a{color:red}')};`,
    );
  });
});
