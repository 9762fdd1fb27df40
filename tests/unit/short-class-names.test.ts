import { describe, expect, it } from 'vitest';
import { shortenClassNames } from '../../src/lib/css/short-class-names.ts';
import { printStylesheet, pruneStylesheet, readStylesheet } from '../../src/lib/css/prune-stylesheet.ts';

/** The markup renamed, and the stylesheet printed with the same renaming (as page-stylesheet.ts does). */
function shorten(html: string, css: string, reserved: Set<string>) {
  const pruned = pruneStylesheet(readStylesheet(css), () => true);
  const out = shortenClassNames(html, pruned.classes, reserved);
  return { html: out.html, css: printStylesheet(pruned, out.short) };
}

describe('shortenClassNames', () => {
  it('renames classes in the markup and the stylesheet alike, the most used shortest', () => {
    const css = '.px-4{padding:1rem}.md\\:grid-cols-2{color:red}.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}.w-1\\.5{width:.375rem}';
    const html = '<p class="md:grid-cols-2 px-4"></p><p class="px-4 [&amp;&gt;svg]:size-4 w-1.5"></p><p class="other"></p>';
    const out = shorten(html, css, new Set());
    expect(out.html).toBe('<p class="b a"></p><p class="a c d"></p><p class="other"></p>');
    expect(out.css).toBe('.a{padding:1rem}.b{color:red}.c>svg{width:1rem}.d{width:.375rem}');
  });

  it('keeps names scripts, props or tests may use, and never hands out a name already in use', () => {
    const css = '.open{display:block}.a{color:red}.flex{display:flex}.prose-article{margin:0}';
    const html = '<div class="open flex prose-article"></div><i class="a flex"></i>';
    const out = shorten(html, css, new Set(['open', 'b']));
    expect(out.html).toBe('<div class="open c prose-article"></div><i class="d c"></i>');
    expect(out.css).toBe('.open{display:block}.d{color:red}.c{display:flex}.prose-article{margin:0}');
  });

  it('renames inside :where(), :is() and :not() too', () => {
    const css = ':where(.space-y-4>:not(.hidden)){margin:0}:is(:where(.group):hover .group-hover\\:underline){color:red}';
    const out = shorten('<ul class="space-y-4 group"><li class="hidden group-hover:underline"></li></ul>', css, new Set());
    expect(out.css).toBe(':where(.a>:not(.b)){margin:0}:is(:where(.c):hover .d){color:red}');
  });

  it("drops lucide's marker classes, which no rule uses", () => {
    const out = shorten('<svg class="lucide lucide-check h-4"></svg>', '.h-4{height:1rem}', new Set());
    expect(out.html).toBe('<svg class="a"></svg>');
  });

  it('leaves numbers and values that look like a class alone', () => {
    const out = shorten('<b class="gap-2 5"></b>', '.gap-2{gap:.5rem;line-height:1.5}', new Set());
    expect(out.css).toBe('.a{gap:.5rem;line-height:1.5}');
  });
});
