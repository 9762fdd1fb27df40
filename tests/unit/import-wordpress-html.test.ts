// Issue 40 item 1: WordPress content to the blog's clean HTML (block comments, wpautop,
// shortcodes) with a note for everything the sanitiser drops.
import { describe, expect, it } from 'vitest';
import { cleanImportedHtml } from '../../src/lib/server/import/clean-html.ts';
import { wordpressToHtml } from '../../src/lib/server/import/wordpress-html.ts';
import { parseShortcodeAttributes, type WpAttachment } from '../../src/lib/server/import/wp-shortcodes.ts';
import { wpautop } from '../../src/lib/server/import/wpautop.ts';

const attachment = (id: string, parent = '9', order = 0): WpAttachment => ({
  id,
  url: `https://old.example/up/${id}.jpg`,
  alt: `Alt ${id}`,
  caption: id === '2' ? 'Second' : '',
  parent,
  order,
});
const ctx = {
  postId: '9',
  siteUrl: 'https://old.example',
  attachments: new Map(['1', '2', '3'].map((id) => [id, attachment(id, '9', 3 - Number(id))])),
  reusableBlocks: new Map([['50', '<!-- wp:paragraph --><p>Shared</p><!-- /wp:paragraph -->']]),
};
const convert = (content: string) => wordpressToHtml(content, ctx);

describe('wpautop', () => {
  it('makes paragraphs of blank-line-separated text and <br> of single line breaks', () => {
    expect(wpautop('One\ntwo\n\nThree')).toBe('<p>One<br />\ntwo</p>\n<p>Three</p>');
  });

  it('leaves block elements unwrapped and keeps <pre> exactly', () => {
    expect(wpautop('<h2>Title</h2>\nText\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>')).toBe(
      '<h2>Title</h2>\n<p>Text</p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>',
    );
    expect(wpautop('<pre>a\n\nb</pre>')).toBe('<pre>a\n\nb</pre>');
  });

  it('puts a paragraph inside a blockquote and returns nothing for blank text', () => {
    expect(wpautop('<blockquote>Quoted</blockquote>')).toBe('<blockquote><p>Quoted</p></blockquote>');
    expect(wpautop('  \n ')).toBe('');
  });
});

describe('shortcodes', () => {
  it('reads attributes the way WordPress does: quoted, bare and positional', () => {
    expect(parseShortcodeAttributes(` ids="1,2" columns='3' link=file "loose" bare`)).toEqual({
      ids: '1,2',
      columns: '3',
      link: 'file',
      0: 'loose',
      1: 'bare',
    });
  });

  it('turns [caption] into a figure with the caption text', () => {
    const out = convert(
      '[caption id="attachment_1" width="300"]<img src="https://old.example/up/1.jpg" alt="A"> The words[/caption]',
    );
    expect(out.html).toContain(
      '<figure><img src="https://old.example/up/1.jpg" alt="A" loading="lazy" decoding="async" /><figcaption>The words</figcaption>',
    );
    expect(out.pictures).toEqual([{ url: 'https://old.example/up/1.jpg', alt: 'A', caption: 'The words' }]);
  });

  it('builds a gallery from its ids, or from the post’s attachments in menu order', () => {
    const listed = convert('[gallery ids="2,1"]');
    expect(listed.pictures.map((p) => p.url)).toEqual(['https://old.example/up/2.jpg', 'https://old.example/up/1.jpg']);
    expect(listed.pictures[0]).toEqual({ url: 'https://old.example/up/2.jpg', alt: 'Alt 2', caption: 'Second' });
    expect(convert('[gallery]').pictures.map((p) => p.url)).toEqual([
      'https://old.example/up/3.jpg',
      'https://old.example/up/2.jpg',
      'https://old.example/up/1.jpg',
    ]);
    expect(convert('[gallery ids="77"]').notes).toContain('A gallery was removed: the export file does not list its pictures.');
  });

  it('keeps escaped shortcodes and bracketed words as text', () => {
    expect(convert('Write [[gallery]] for a gallery [sic].').html).toBe('<p>Write [gallery] for a gallery [sic].</p>');
  });

  it('removes [playlist] and plugin shortcodes, saying so', () => {
    const out = convert('[playlist ids="1"] [wpforms id="3"]');
    expect(out.html).toBe('');
    expect(out.notes).toEqual([
      'A playlist was removed: the blog has no music or video player.',
      "The [wpforms] shortcode (a WordPress plugin's feature) was removed.",
    ]);
  });
});

describe('block content', () => {
  it('drops block comments, inlines reusable blocks and notes dynamic blocks', () => {
    const out = convert(
      '<!-- wp:paragraph -->\n<p>A</p>\n<!-- /wp:paragraph -->\n<!-- wp:block {"ref":50} /-->\n<!-- wp:archives {"displayAsDropdown":true} /-->\n<!-- wp:block {"ref":51} /-->',
    );
    expect(out.html).toBe('<p>A</p>\n<p>Shared</p>');
    expect(out.notes.join('\n')).toMatch(/“archives” block/);
    expect(out.notes.join('\n')).toMatch(/reusable block \(id 51\) is not in the export file/);
  });

  it('does not run wpautop on block content', () => {
    expect(convert('<!-- wp:html -->\nline one\nline two\n<!-- /wp:html -->').html).toBe('line one\nline two');
  });

  it('turns an old core-embed block into a link', () => {
    const out = convert(
      '<!-- wp:core-embed/twitter {"url":"https://twitter.com/x/status/1","type":"rich","providerNameSlug":"twitter"} -->\n<figure class="wp-block-embed-twitter"><div class="wp-block-embed__wrapper">\nhttps://twitter.com/x/status/1\n</div></figure>\n<!-- /wp:core-embed/twitter -->',
    );
    expect(out.html).toContain('<a href="https://twitter.com/x/status/1"');
    expect(out.notes[0]).toMatch(/embedded twitter player became a link/);
  });

  it('notes a post split into pages', () => {
    expect(convert('<p>One</p><!--nextpage--><p>Two</p>').notes).toContain(
      'The post was split into pages on WordPress; it is one page here.',
    );
  });
});

describe('cleanImportedHtml notes what the sanitiser drops', () => {
  it('names embedded players with their host, and the attributes removed', () => {
    const out = cleanImportedHtml(
      '<p class="x">Hi</p><video src="https://media.example/a.mp4"></video><object data="https://flash.example/x.swf"></object><audio controls><source src="https://s.example/a.mp3"></audio>',
      null,
    );
    expect(out.html).toBe('<p>Hi</p>');
    expect(out.notes).toEqual([
      'A <video> (a video player) from media.example was removed: the blog does not run embedded code or players.',
      'An <object> from flash.example was removed: the blog does not run embedded code or players.',
      'An <audio> (an audio player) was removed: the blog does not run embedded code or players.',
      "Layout settings from the old site were removed, so the blog's own styles apply: class ×1.",
    ]);
  });

  it('counts repeated elements and says nothing when nothing was dropped', () => {
    expect(
      cleanImportedHtml('<iframe src="https://a.example/1"></iframe><iframe src="https://a.example/2"></iframe>', null).notes[0],
    ).toMatch(/^2 <iframe> elements .* from a\.example were removed/);
    expect(cleanImportedHtml('<h2>T</h2><p><strong>ok</strong> <a href="https://x.example/">x</a></p>', null).notes).toEqual([]);
  });

  it('keeps http pictures as written and resolves relative ones against the old site', () => {
    const out = cleanImportedHtml(
      '<img src="http://old.example/a.jpg?x=1&amp;y=2" alt="a"><img src="/b.jpg"><img src="c.jpg" alt="c">',
      'https://old.example/blog',
    );
    expect(out.pictures.map((p) => p.url)).toEqual([
      'http://old.example/a.jpg?x=1&y=2',
      'https://old.example/b.jpg',
      'https://old.example/blog/c.jpg',
    ]);
    expect(out.html).toContain('src="http://old.example/a.jpg?x=1&amp;y=2"');
    expect(out.html).toContain('src="https://old.example/b.jpg"');
  });
});

describe('wpautop on hostile text', () => {
  it('stays fast on long runs of spaces and unclosed angle brackets', () => {
    const started = performance.now();
    wpautop(`${' '.repeat(200_000)}x\n${'<'.repeat(200_000)}`);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('links to the old site', () => {
  it('become site paths that the redirects answer, except links to files and to other sites', () => {
    const out = cleanImportedHtml(
      '<p><a href="https://www.old.example/2019/05/other-post/?x=1#top">a</a> <a href="http://old.example/about.html">b</a> <a href="https://old.example/wp-content/uploads/big.jpg">c</a> <a href="https://elsewhere.example/">d</a></p>',
      'https://old.example',
    );
    expect(out.html).toContain('<a href="/2019/05/other-post/?x=1#top">a</a>');
    expect(out.html).toContain('<a href="/about.html">b</a>');
    expect(out.html).toContain('href="https://old.example/wp-content/uploads/big.jpg"');
    expect(out.html).toContain('href="https://elsewhere.example/"');
    expect(out.notes[0]).toMatch(/^2 links to the old site’s own pages became site addresses/);
  });
});

describe('gallery blocks', () => {
  it('come out as pictures one after another, from WordPress 5.9+ nested images', () => {
    const out = convert(
      '<!-- wp:gallery {"linkTo":"none"} -->\n<figure class="wp-block-gallery has-nested-images columns-default"><!-- wp:image {"id":1} -->\n<figure class="wp-block-image"><img src="https://old.example/up/1.jpg" alt="One"/></figure>\n<!-- /wp:image -->\n\n<!-- wp:image {"id":2} -->\n<figure class="wp-block-image"><img src="https://old.example/up/2.jpg" alt="Two"/><figcaption class="wp-element-caption">Cap two</figcaption></figure>\n<!-- /wp:image --><figcaption class="blocks-gallery-caption wp-element-caption">The allotment in June</figcaption></figure>\n<!-- /wp:gallery -->',
    );
    expect(out.html).toBe(
      '<figure><img src="https://old.example/up/1.jpg" alt="One" loading="lazy" decoding="async" /></figure>\n<figure><img src="https://old.example/up/2.jpg" alt="Two" loading="lazy" decoding="async" /><figcaption>Cap two</figcaption></figure>\n<p>The allotment in June</p>',
    );
    expect(out.notes[0]).toBe('A gallery became 2 pictures one after another.');
    expect(out.pictures[1]).toEqual({ url: 'https://old.example/up/2.jpg', alt: 'Two', caption: 'Cap two' });
  });

  it('and from the WordPress 5.0–5.8 list of figures', () => {
    const out = convert(
      '<!-- wp:gallery {"ids":[1,2]} -->\n<figure class="wp-block-gallery columns-2 is-cropped"><ul class="blocks-gallery-grid"><li class="blocks-gallery-item"><figure><img src="https://old.example/up/1.jpg" alt="One" data-id="1"/><figcaption class="blocks-gallery-item__caption">First</figcaption></figure></li><li class="blocks-gallery-item"><figure><img src="https://old.example/up/2.jpg" alt="Two" data-id="2"/></figure></li></ul></figure>\n<!-- /wp:gallery -->',
    );
    expect(out.html).toBe(
      '<figure><img src="https://old.example/up/1.jpg" alt="One" loading="lazy" decoding="async" /><figcaption>First</figcaption></figure><figure><img src="https://old.example/up/2.jpg" alt="Two" loading="lazy" decoding="async" /></figure>',
    );
  });
});

describe('video and audio blocks', () => {
  it('become links to their files, with a note', () => {
    const out = convert(
      '<!-- wp:video {"id":4} -->\n<figure class="wp-block-video"><video controls src="https://old.example/up/clip.mp4"></video><figcaption>Clip</figcaption></figure>\n<!-- /wp:video -->\n<!-- wp:audio -->\n<figure class="wp-block-audio"><audio controls><source src="https://old.example/up/song.mp3"></audio></figure>\n<!-- /wp:audio -->',
    );
    expect(out.html).toContain('<a href="https://old.example/up/clip.mp4"');
    expect(out.html).toContain('<a href="https://old.example/up/song.mp3"');
    expect(out.notes).toEqual([
      'A video player became a link to its file (https://old.example/up/clip.mp4): the blog does not play video itself.',
      'An audio player became a link to its file (https://old.example/up/song.mp3): the blog does not play audio itself.',
      "Layout settings from the old site were removed, so the blog's own styles apply: class ×2.",
    ]);
  });
});
