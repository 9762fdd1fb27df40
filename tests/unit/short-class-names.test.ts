import { describe, expect, it } from 'vitest';
import { shortenClassNames } from '../../src/lib/css/short-class-names.ts';
import { pruneThemeVariables } from '../../src/lib/css/prune-theme.ts';

describe('shortenClassNames', () => {
  it('renames classes in the markup and the stylesheet alike, the most used shortest', () => {
    const css = '.px-4{padding:1rem}.md\\:grid-cols-2{color:red}.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}.w-1\\.5{width:.375rem}';
    const html = '<p class="md:grid-cols-2 px-4"></p><p class="px-4 [&amp;&gt;svg]:size-4 w-1.5"></p><p class="other"></p>';
    const out = shortenClassNames(html, css, new Set());
    expect(out.html).toBe('<p class="b a"></p><p class="a c d"></p><p class="other"></p>');
    expect(out.css).toBe('.a{padding:1rem}.b{color:red}.c>svg{width:1rem}.d{width:.375rem}');
  });

  it('keeps names scripts, props or tests may use, and never hands out a name already in use', () => {
    const css = '.open{display:block}.a{color:red}.flex{display:flex}.prose-article{margin:0}';
    const html = '<div class="open flex prose-article"></div><i class="a flex"></i>';
    const out = shortenClassNames(html, css, new Set(['open', 'b']));
    expect(out.html).toBe('<div class="open c prose-article"></div><i class="d c"></i>');
    expect(out.css).toBe('.open{display:block}.d{color:red}.c{display:flex}.prose-article{margin:0}');
  });

  it("drops lucide's marker classes, which no rule uses", () => {
    const out = shortenClassNames('<svg class="lucide lucide-check h-4"></svg>', '.h-4{height:1rem}', new Set());
    expect(out.html).toBe('<svg class="a"></svg>');
  });

  it('leaves numbers and values that look like a class alone', () => {
    const css = '.gap-2{gap:.5rem;line-height:1.5}';
    const out = shortenClassNames('<b class="gap-2 5"></b>', css, new Set());
    expect(out.css).toBe('.a{gap:.5rem;line-height:1.5}');
  });
});

describe('pruneThemeVariables', () => {
  it('keeps the variables the kept CSS, other kept variables or the page read, and drops the rest', () => {
    const css =
      '@layer theme{:root,:host{--font-sans:Arial;--default-font:var(--font-sans);--text-sm:.875rem;--text-sm--line-height:1.4;--color-unused:red;--radius-pill:999px}}' +
      '@layer base{html{font-family:var(--default-font)}}.x{font-size:var(--text-sm)}';
    expect(pruneThemeVariables(css, new Set(['--radius-pill']))).toBe(
      '@layer theme{:root,:host{--font-sans:Arial;--default-font:var(--font-sans);--text-sm:.875rem;--text-sm--line-height:1.4;--radius-pill:999px}}' +
        '@layer base{html{font-family:var(--default-font)}}.x{font-size:var(--text-sm)}',
    );
  });
});
