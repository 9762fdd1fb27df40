import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { parseStylesheet, selectorNeeds, stylesheetNames } from '../../src/lib/css/stylesheet-tree.ts';
import { pruneStylesheet } from '../../src/lib/css/prune-stylesheet.ts';
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

const prune = (css: string, words: string[]) => pruneStylesheet(parseStylesheet(css), (w) => words.includes(w));

describe('selectorNeeds', () => {
  it('reads the classes a selector needs, undoing escapes', () => {
    expect(selectorNeeds('.card .title:hover')).toEqual([['card', 'title']]);
    expect(selectorNeeds('.md\\:grid-cols-2')).toEqual([['md:grid-cols-2']]);
    expect(selectorNeeds('.\\32 xl\\:p-4')).toEqual([['2xl:p-4']]);
    expect(selectorNeeds('.\\[\\&\\>svg\\]\\:size-4>svg')).toEqual([['[&>svg]:size-4']]);
    expect(selectorNeeds(".content-\\[\\'\\'\\]:after")).toEqual([["content-['']"]]);
    expect(selectorNeeds('.a,.b>p')).toEqual([['a'], ['b']]);
    expect(selectorNeeds('h1,:root')).toEqual([[], []]);
  });

  it('counts single selectors inside :is, :where and :has, and nothing inside :not, lists or attributes', () => {
    expect(selectorNeeds(':where(.space-y-4>:not(:last-child))')).toEqual([['space-y-4']]);
    expect(selectorNeeds(':is(:where(.group):hover .group-hover\\:underline)')).toEqual([['group', 'group-hover:underline']]);
    expect(selectorNeeds('.row:has(.badge)')).toEqual([['row', 'badge']]);
    expect(selectorNeeds(':not(.hidden)>.x')).toEqual([['x']]);
    expect(selectorNeeds(':is(.a,.b) .c')).toEqual([['c']]);
    expect(selectorNeeds('[data-x=".q"] .r')).toEqual([['r']]);
  });
  it('makes preflight rules for elements and inputs most pages lack need those', () => {
    expect(selectorNeeds('abbr:where([title])')).toEqual([['abbr']]);
    expect(selectorNeeds(':where(select:is([multiple],[size])) optgroup')).toEqual([['optgroup']]);
    expect(selectorNeeds('code,kbd,samp,pre')).toEqual([['code'], ['kbd'], ['samp'], ['pre']]);
    expect(selectorNeeds('::-webkit-inner-spin-button')).toEqual([['input-type:number']]);
    expect(selectorNeeds('::-webkit-datetime-edit-year-field')).toEqual(
      ['date', 'time', 'datetime-local', 'month', 'week'].map((type) => [`input-type:${type}`]),
    );
    expect(selectorNeeds('button,input,select,optgroup,textarea')).toEqual([[], [], [], ['optgroup'], ['textarea']]);
    expect(selectorNeeds('main>section:has(astro-island)')).toEqual([[]]);
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
  it('keeps element rules and the rules of classes the page uses, in order, and drops empty groups', () => {
    const css =
      '/*! banner */body{margin:0}.a{color:red}.b{color:blue}@media (width>=48rem){.md\\:a{display:flex}.b{gap:1px}}@layer utilities{.c{top:0}}';
    expect(prune(css, ['a', 'md:a'])).toBe(
      '/*! banner */body{margin:0}.a{color:red}@media (width>=48rem){.md\\:a{display:flex}}',
    );
    expect(prune(css, ['c'])).toBe('/*! banner */body{margin:0}@layer utilities{.c{top:0}}');
  });

  it('drops the preflight of elements and input types the page does not have', () => {
    const css =
      'abbr:where([title]){text-decoration:underline dotted}::-webkit-datetime-edit{padding:0}summary{display:list-item}h1{margin:0}';
    expect(prune(css, [])).toBe('h1{margin:0}');
    expect(prune(css, ['summary', 'input-type:time'])).toBe(
      '::-webkit-datetime-edit{padding:0}summary{display:list-item}h1{margin:0}',
    );
  });

  it('keeps only the keyframes a kept rule, a theme variable or the page names', () => {
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

  it('keeps custom properties and @property rules only when something kept uses them, following var() chains', () => {
    const css =
      '@layer theme{:root{--brand:var(--blue);--blue:#00f;--unused:1px}}' +
      '@layer properties{*,:before{--tw-shadow:0 0 #0000;--tw-ring:0}}' +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-ring{syntax:"*";inherits:false}' +
      '.shadow{--tw-shadow:0 1px red;box-shadow:var(--tw-shadow)}.link{color:var(--brand)}';
    expect(prune(css, ['link'])).toBe('@layer theme{:root{--brand:var(--blue);--blue:#00f;}}.link{color:var(--brand)}');
    expect(prune(css, ['shadow'])).toBe(
      '@layer properties{*,:before{--tw-shadow:0 0 #0000;}}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        '.shadow{--tw-shadow:0 1px red;box-shadow:var(--tw-shadow)}',
    );
    // A custom property the page itself names (an inline style, a script) stays.
    expect(prune(css, ['--unused'])).toBe('@layer theme{:root{--unused:1px}}');
  });

  it('keeps @font-face as it is, @keyframes while animated, and the whole sheet when every word is known', () => {
    const css = '@font-face{font-family:X;src:local(Arial)}@keyframes spin{to{transform:rotate(1turn)}}.a{animation:spin 1s}';
    expect(prune(css, [])).toBe('@font-face{font-family:X;src:local(Arial)}');
    expect(prune(css, ['a'])).toBe(css);
    expect(pruneStylesheet(parseStylesheet(css), () => true)).toBe(css);
  });

  it('lists the names a stylesheet can ask about', () => {
    expect([...stylesheetNames(':root{--x:1}.a:not(.b) .c{color:var(--x)}')].sort()).toEqual(['--x', 'a', 'c']);
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
    const kept = '/*! tailwindcss v4 */body{margin:0}.a{color:red}';
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
    const broken = '/*! tailwindcss v4 */.used{color:red';
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
