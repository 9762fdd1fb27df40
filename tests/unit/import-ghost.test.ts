// Issue 40 items 2 and 5: the Ghost export reader, on hand-written exports from Ghost 2
// (Mobiledoc only), 4 (Mobiledoc and HTML) and 5 (Lexical), zipped or not, and on hostile files.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readGhost } from '../../src/lib/server/import/ghost.ts';
import { ImportRefused, type ImportBundle, type ImportedItem } from '../../src/lib/server/import/model.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/import/${name}`, import.meta.url));
const bySlug = (bundle: ImportBundle, slug: string): ImportedItem => {
  const found = bundle.items.find((i) => i.slug === slug);
  if (!found) throw new Error(`no item ${slug}`);
  return found;
};
const refusal = (bytes: Uint8Array): string => {
  try {
    readGhost(bytes);
  } catch (err) {
    expect(err).toBeInstanceOf(ImportRefused);
    return (err as Error).message;
  }
  throw new Error('the file was not refused');
};

describe('readGhost on a Ghost 2 export (Mobiledoc only)', () => {
  const bundle = readGhost(fixture('ghost-2.25-mobiledoc.json'));

  it('names the version and reads posts and pages (the page boolean)', () => {
    expect(bundle.generator).toBe('Ghost 2.25.4');
    expect(bundle.source).toBe('ghost');
    expect(bundle.items.map((i) => [i.slug, i.kind, i.status])).toEqual([
      ['up-the-tardebigge-flight', 'post', 'published'],
      ['about', 'page', 'published'],
      ['winter-moorings', 'post', 'draft'],
    ]);
  });

  it('renders Mobiledoc sections, markups, atoms and the markdown, image, code and hr cards', () => {
    const post = bySlug(bundle, 'up-the-tardebigge-flight');
    expect(post.html).toContain('<p>We set off from <a href="https://www.canalrivertrust.example/locks"');
    expect(post.html).toContain('<h2>Lock 14 to Lock 21</h2>');
    expect(post.html).toContain('Eight locks in <strong>two hours</strong>');
    expect(post.html).toContain('<li><em>Italic item</em><br />second line</li>');
    expect(post.html).toContain('<blockquote><p>Never leave a paddle up.</p></blockquote>');
    expect(post.html).toContain('<pre><code>depth = 1.2  # metres at the cill\n&lt;not html&gt;</code></pre>');
    expect(post.html).toContain('<figcaption>The flight from the top gate</figcaption>');
    expect(post.html).toContain('<hr />');
  });

  it('reads tags in their order, the author from author_id, the date and the old address', () => {
    const post = bySlug(bundle, 'up-the-tardebigge-flight');
    expect(post.tags).toEqual(['Locks', 'Worcestershire']);
    expect(post.categories).toEqual([]);
    expect(post.author).toBe('Rhian Evans');
    expect(post.publishedAt).toBe('2019-06-29T07:30:00.000Z');
    expect(post.oldPaths).toEqual(['/up-the-tardebigge-flight/']);
    expect(post.excerpt).toBe('We set off from the wharf at seven, before the hire boats.');
    expect(bySlug(bundle, 'about').excerpt).toBe('Who writes this.');
    expect(bySlug(bundle, 'winter-moorings').author).toBe('Tom Evans');
  });

  it('lists the feature image first, then the pictures in the text', () => {
    const post = bySlug(bundle, 'up-the-tardebigge-flight');
    expect(post.featuredImage).toEqual({ url: 'https://narrowboatnotes.example/content/images/2019/06/heron.jpg', alt: '' });
    expect(post.pictures.map((p) => p.url)).toEqual([
      'https://narrowboatnotes.example/content/images/2019/06/heron.jpg',
      'https://narrowboatnotes.example/content/images/2019/06/lock-flight.jpg',
      'https://narrowboatnotes.example/content/images/2019/06/moored.jpg',
    ]);
  });

  it('sanitises an html card and notes the script it dropped', () => {
    const draft = bySlug(bundle, 'winter-moorings');
    expect(draft.html).toBe('<p>Draft with a script.</p>');
    expect(draft.notes.join(' ')).toMatch(/<script>.*was removed/);
    expect(draft.publishedAt).toBeNull();
  });

  it('sends tag and author archives to the blog', () => {
    expect(bundle.archivePaths.map((a) => a.path)).toEqual([
      '/tag/locks/',
      '/tag/worcestershire/',
      '/author/rhian/',
      '/author/tom/',
    ]);
    expect(bundle.archivePaths.every((a) => a.to === '/blog')).toBe(true);
  });
});

describe('readGhost on a Ghost 4 export (Mobiledoc and HTML)', () => {
  const bundle = readGhost(fixture('ghost-4.41-mobiledoc-html.json'));

  it('prefers the stored HTML, turning the embed and bookmark cards into links', () => {
    const post = bySlug(bundle, 'five-star-bore');
    expect(post.html).not.toContain('Mobiledoc copy');
    expect(post.html).toContain('<figcaption>From the bank at Minsterworth</figcaption>');
    expect(post.html).toContain('<p><a href="https://www.youtube.com/embed/bore0000001?feature=oembed"');
    expect(post.html).toMatch(/<p><a href="https:\/\/tides\.example\/almanac"[^>]*>Tide almanac<\/a><\/p>/);
    expect(post.html).not.toMatch(/<iframe|<figure><\/figure>|srcset|kg-/);
    const notes = post.notes.join('\n');
    expect(notes).toMatch(/An embedded www\.youtube\.com player became a link/);
    expect(notes).toMatch(/A link preview card for tides\.example became a plain link/);
    expect(notes).toMatch(/srcset ×1/);
  });

  it('turns Ghost’s video card into a link to the file', () => {
    const html =
      '<figure class="kg-card kg-video-card"><div class="kg-video-container"><video src="https://cdn.example/clip.mp4?a=1&amp;b=2" poster="https://img.spacergif.org/v1/640x480/0a/spacer.png" width="640" height="480" playsinline preload="metadata"></video></div></figure>';
    const bundle = readGhost(
      Buffer.from(
        JSON.stringify({
          db: [
            {
              meta: { version: '5.2.0' },
              data: { posts: [{ id: 'v', title: 'V', slug: 'v', html, status: 'draft', type: 'post' }] },
            },
          ],
        }),
      ),
    );
    expect(bundle.items[0]!.html).toContain('<a href="https://cdn.example/clip.mp4?a=1&amp;b=2"');
    expect(bundle.items[0]!.notes[0]).toBe(
      'A video player became a link to its file (https://cdn.example/clip.mp4?a=1&b=2): the blog does not play video itself.',
    );
  });

  it('leaves __GHOST_URL__ pictures relative when the file gives no address, and says so', () => {
    const post = bySlug(bundle, 'five-star-bore');
    expect(bundle.siteUrl).toBeNull();
    expect(post.featuredImage).toEqual({
      url: '/content/images/2021/03/bore-header.jpg',
      alt: 'Surfers on the bore',
      caption: 'Photo: the river warden',
    });
    expect(post.pictures.map((p) => p.url)).toEqual([
      '/content/images/2021/03/bore-header.jpg',
      '/content/images/2021/03/bore-wave.jpg',
    ]);
    expect(post.notes.join('\n')).toMatch(/does not give the Ghost site’s address/);
  });

  it('uses the owner’s old address for __GHOST_URL__ when given', () => {
    const post = readGhost(fixture('ghost-4.41-mobiledoc-html.json'), { siteUrl: 'https://severnwatch.example/' }).items[0]!;
    expect(post.featuredImage?.url).toBe('https://severnwatch.example/content/images/2021/03/bore-header.jpg');
    expect(post.html).toContain('src="https://severnwatch.example/content/images/2021/03/bore-wave.jpg"');
    expect(post.notes.join('\n')).not.toMatch(/does not give the Ghost site’s address/);
  });

  it('drops internal tags, keeps the first of several authors with a note', () => {
    const post = bySlug(bundle, 'five-star-bore');
    expect(post.tags).toEqual(['Bore']);
    expect(post.author).toBe('Gwen Harries');
    expect(post.notes).toContain('Written by Gwen Harries, Dai Morgan on Ghost; the blog names one author, Gwen Harries.');
    expect(bundle.skipped).toEqual([{ what: 'internal tag', count: 1, why: expect.stringMatching(/internal tags/) }]);
    expect(bundle.archivePaths.map((a) => a.path)).not.toContain('/tag/hash-wide-header/');
  });

  it('makes members-only and e-mail-only posts drafts, and keeps scheduled ones scheduled', () => {
    expect(bySlug(bundle, 'april-tide-tables').status).toBe('draft');
    expect(bySlug(bundle, 'april-tide-tables').notes.join(' ')).toMatch(/signed-up members/);
    expect(bySlug(bundle, 'march-round-up').status).toBe('draft');
    expect(bySlug(bundle, 'march-round-up').notes.join(' ')).toMatch(/e-mail newsletter only/);
    expect(bySlug(bundle, 'spring-tides')).toMatchObject({ status: 'scheduled', publishedAt: '2021-04-12T07:00:00.000Z' });
    expect(bySlug(bundle, 'contact').kind).toBe('page');
    expect(bundle.items[0]!.excerpt).toBe('Eight metres of brown water, and the surfers who rode it.');
  });
});

describe('readGhost on a Ghost 5 export (Lexical)', () => {
  const bundle = readGhost(fixture('ghost-5.79-lexical.json'));
  const post = bySlug(bundle, 'sourdough-slowly');

  it('takes the site address from the file’s meta for __GHOST_URL__', () => {
    expect(bundle.generator).toBe('Ghost 5.79.0');
    expect(bundle.siteUrl).toBe('https://crumbandcrust.example');
    expect(post.featuredImage).toEqual({
      url: 'https://crumbandcrust.example/content/images/2024/02/header.jpg',
      alt: 'A dark-crusted loaf',
    });
  });

  it('renders Lexical text formats, headings, lists, quotes and links', () => {
    expect(post.html).toContain('<p>Sourdough needs <strong>patience</strong> and a <em>warm</em> kitchen.</p>');
    expect(post.html).toContain('<h2>Feeding the starter</h2>');
    expect(post.html).toContain('<ol><li>50 g flour</li><li>50 g water<br />at 26 °C</li></ol>');
    expect(post.html).toContain('<blockquote><p>The loaf is done when it sounds hollow.</p></blockquote>');
    expect(post.html).toContain('<a href="https://flour.example/rye"');
  });

  it('renders the image, gallery, code, markdown, html, embed, bookmark, callout and button cards', () => {
    expect(post.html).toContain('<figcaption>Seventy-five per cent hydration</figcaption>');
    expect(post.pictures.map((p) => p.url)).toEqual([
      'https://crumbandcrust.example/content/images/2024/02/header.jpg',
      'https://crumbandcrust.example/content/images/2024/02/crumb.jpg',
      'https://crumbandcrust.example/content/images/2024/02/loaf-1.jpg',
      'https://crumbandcrust.example/content/images/2024/02/loaf-2.jpg',
    ]);
    expect(post.pictures[2]).toEqual({
      url: 'https://crumbandcrust.example/content/images/2024/02/loaf-1.jpg',
      alt: 'Loaf on a rack',
      caption: 'First bake',
    });
    expect(post.html).toContain('<pre><code>hydration = water / flour</code></pre>');
    expect(post.html).toContain('<p><strong>Tip:</strong> score at 30°.</p>');
    expect(post.html).toContain('<td>Flour</td>');
    expect(post.html).toContain('<a href="https://vimeo.com/000111"');
    expect(post.html).toContain("The miller's guide</a><br />Flours by protein");
    expect(post.html).toContain('<blockquote><p>Keep the starter out of the fridge for a day before baking.</p></blockquote>');
    expect(post.html).toContain('>Book a class</a>');
    expect(post.html).not.toMatch(/<iframe|<p><\/p>/);
    const notes = post.notes.join('\n');
    for (const said of [
      /gallery became 2 pictures/,
      /vimeo\.com player became a link/,
      /link preview card/,
      /callout box/,
      /button became a link/,
      /“signup” card was removed/,
      /members-only divider/,
      /from ads\.example was removed/,
      /1 heading changed level/,
    ])
      expect(notes).toMatch(said);
  });

  it('uses html over Lexical when both are there, and reads a draft without html from Lexical', () => {
    expect(bySlug(bundle, 'classes').html).toBe('<p>Classes every Saturday in Hebden Bridge.</p>');
    expect(bySlug(bundle, 'rye-week')).toMatchObject({
      status: 'draft',
      publishedAt: null,
      html: '<p>Classes every Saturday in Hebden Bridge.</p>',
    });
  });
});

describe('readGhost refuses broken files', () => {
  it('refuses malformed JSON, naming the line', () => {
    expect(refusal(fixture('ghost-malformed.json'))).toMatch(/not valid JSON \(it breaks on line \d+\)/);
  });

  it('refuses JSON that is not a Ghost export, and bytes that are not UTF-8', () => {
    expect(refusal(Buffer.from('{"posts": []}'))).toMatch(/not a Ghost export/);
    expect(refusal(Buffer.from('[1, 2, 3]'))).toMatch(/not a Ghost export/);
    expect(refusal(Buffer.from([0x7b, 0xff, 0x7d]))).toMatch(/not UTF-8/);
  });

  it('reads the older shape with meta and data at the top', () => {
    const bundle = readGhost(
      Buffer.from(
        JSON.stringify({
          meta: { version: '1.25.0' },
          data: {
            posts: [
              {
                id: 'p1',
                title: 'Old',
                slug: 'old',
                html: '<p>Hi</p>',
                status: 'published',
                page: 0,
                published_at: 1500000000000,
              },
            ],
          },
        }),
      ),
    );
    expect(bundle.generator).toBe('Ghost 1.25.0');
    expect(bundle.items[0]).toMatchObject({ kind: 'post', publishedAt: '2017-07-14T02:40:00.000Z', html: '<p>Hi</p>' });
  });

  it('imports a post whose editor data is damaged without a body, with a note', () => {
    const bundle = readGhost(
      Buffer.from(
        JSON.stringify({
          db: [
            {
              meta: { version: '5.0.0' },
              data: { posts: [{ id: 'p1', title: 'Broken', slug: 'broken', lexical: '{"root": ', status: 'draft' }] },
            },
          ],
        }),
      ),
    );
    expect(bundle.items[0]!.html).toBe('');
    expect(bundle.items[0]!.notes.join(' ')).toMatch(/content is damaged/);
  });
});

describe('readGhost dates', () => {
  it('uses created_at for a published post without published_at, with a note', () => {
    const bundle = readGhost(
      Buffer.from(
        JSON.stringify({
          db: [
            {
              meta: { version: '3.0.0' },
              data: {
                posts: [
                  {
                    id: 'p1',
                    title: 'T',
                    slug: 't',
                    html: '<p>x</p>',
                    status: 'published',
                    type: 'post',
                    published_at: null,
                    created_at: '2020-02-02T10:00:00.000Z',
                  },
                ],
              },
            },
          ],
        }),
      ),
    );
    expect(bundle.items[0]).toMatchObject({
      publishedAt: '2020-02-02T10:00:00.000Z',
      notes: ['The file gives no publication date, so the date it was created is used.'],
    });
  });
});

describe('readGhost on hostile picture addresses', () => {
  it('passes file:// and private-network pictures through with notes, for the import to refuse', () => {
    const html = '<p><img src="http://10.0.0.5/x.png" alt="x"><img src="file:///C:/Users/me/secret.png" alt="y"></p>';
    const bundle = readGhost(
      Buffer.from(
        JSON.stringify({
          db: [
            {
              meta: { version: '5.1.0' },
              data: {
                posts: [
                  {
                    id: 'h',
                    title: 'H',
                    slug: 'h',
                    html,
                    feature_image: 'file:///etc/shadow',
                    status: 'published',
                    type: 'post',
                    published_at: '2024-01-01T00:00:00.000Z',
                  },
                ],
              },
            },
          ],
        }),
      ),
    );
    const post = bundle.items[0]!;
    expect(post.pictures.map((p) => p.url)).toEqual([
      'file:///etc/shadow',
      'http://10.0.0.5/x.png',
      'file:///C:/Users/me/secret.png',
    ]);
    const notes = post.notes.join('\n');
    expect(notes).toMatch(/“file:\/\/\/etc\/shadow” is listed, but it is a file: address/);
    expect(notes).toMatch(/“http:\/\/10\.0\.0\.5\/x\.png” is listed, but it is on a private or local network/);
    expect(post.html).toBe('<p><img src="http://10.0.0.5/x.png" alt="x" loading="lazy" decoding="async" /></p>');
  });
});
