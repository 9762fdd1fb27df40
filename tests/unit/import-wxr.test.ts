// Issue 40 items 1 and 5: the WordPress export reader, on hand-written exports from WordPress
// 3.5 (WXR 1.1), 4.9 (classic editor) and 6.4 (block editor), and on hostile files.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ImportRefused, type ImportBundle, type ImportedItem } from '../../src/lib/server/import/model.ts';
import { readWxr } from '../../src/lib/server/import/wxr.ts';
import { fingerprint } from '../../src/lib/server/import/text.ts';
import { makeWxr } from '../helpers/import-fixtures.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/import/${name}`, import.meta.url));
const item = (bundle: ImportBundle, id: string): ImportedItem => {
  const found = bundle.items.find((i) => i.sourceId === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
};
const refusal = (bytes: Uint8Array): string => {
  try {
    readWxr(bytes);
  } catch (err) {
    expect(err).toBeInstanceOf(ImportRefused);
    return (err as Error).message;
  }
  throw new Error('the file was not refused');
};

describe('readWxr on a WordPress 6.4 block-editor export', () => {
  const bundle = readWxr(fixture('wordpress-6.4-blocks.xml'));

  it('names the generator, the site and the file’s fingerprint', () => {
    expect(bundle.source).toBe('wordpress');
    expect(bundle.generator).toBe('WordPress 6.4.2 (WXR 1.2)');
    expect(bundle.siteUrl).toBe('https://kettleandkiln.example');
    expect(bundle.fingerprint).toBe(fingerprint(fixture('wordpress-6.4-blocks.xml')));
    expect(bundle.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('maps publish, draft, future, private and password-protected onto the blog’s statuses', () => {
    expect(item(bundle, '101').status).toBe('published');
    expect(item(bundle, '120').status).toBe('draft');
    expect(item(bundle, '130').status).toBe('scheduled');
    expect(item(bundle, '130').publishedAt).toBe('2025-04-05T09:00:00.000Z');
    const priv = item(bundle, '140');
    expect(priv.status).toBe('draft');
    expect(priv.notes.join(' ')).toMatch(/private on WordPress/);
    const locked = item(bundle, '145');
    expect(locked.status).toBe('draft');
    expect(locked.notes.join(' ')).toMatch(/password-protected/);
  });

  it('skips trashed posts, menus, reusable blocks, attachments and comments, and says why', () => {
    const skipped = Object.fromEntries(bundle.skipped.map((s) => [s.what, s]));
    expect(skipped['post in the bin']?.count).toBe(1);
    expect(skipped.nav_menu_item?.why).toMatch(/menus are not imported/);
    expect(skipped.wp_block?.count).toBe(1);
    expect(skipped.attachment?.count).toBe(2);
    expect(skipped.comment).toEqual({ what: 'comment', count: 2, why: 'comments are not imported: the site has no comments' });
    expect(bundle.items.map((i) => i.sourceId)).not.toContain('170');
  });

  it('reads a post’s title, slug, date, excerpt, terms, author and old addresses', () => {
    const post = item(bundle, '101');
    expect(post).toMatchObject({
      kind: 'post',
      title: 'Opening the kiln after the winter firing',
      slug: 'opening-the-kiln',
      publishedAt: '2025-01-14T09:30:00.000Z',
      excerpt: 'Thirty-eight pots out of forty-one, and what the cones told us.',
      categories: ['Glazes & firing'],
      tags: ['Stoneware', 'Kiln log'],
      author: 'Maggie Thorne',
      oldPaths: ['/2025/01/opening-the-kiln/', '/?p=101'],
    });
    expect(post.notes).toContain('It was pinned to the top of the blog on WordPress.');
  });

  it('turns a page into a page with its ?page_id address', () => {
    const page = item(bundle, '12');
    expect(page.kind).toBe('page');
    expect(page.oldPaths).toEqual(['/visit/', '/?p=12', '/?page_id=12']);
    expect(page.html).toContain('<table>');
  });

  it('keeps block HTML without block comments, and notes embeds, iframes, dynamic blocks and bad links', () => {
    const post = item(bundle, '101');
    expect(post.html).not.toMatch(/wp:|<!--|class=/);
    expect(post.html).toContain('<h2>What the cones said</h2>');
    expect(post.html).toContain('<figcaption>Cone 6 down, cone 7 just touching</figcaption>');
    expect(post.html).toContain('<a href="https://www.youtube.com/watch?v=kiln0000001"');
    expect(post.html).not.toContain('<iframe');
    expect(post.html).toContain('<em>Open the first Saturday of every month.</em>'); // the reusable block
    expect(post.html).toContain('<a>bung holes</a>');
    const notes = post.notes.join('\n');
    expect(notes).toMatch(/embedded youtube player became a link/);
    expect(notes).toMatch(/An <iframe> .* from maps\.example\.com was removed/);
    expect(notes).toMatch(/“latest-posts” block/);
    expect(notes).toMatch(/A link to “javascript:alert\(1\)” was removed/);
    expect(notes).toMatch(/reusable block was copied/);
  });

  it('lists the featured image and every picture once, in order, relative ones made absolute', () => {
    const post = item(bundle, '101');
    expect(post.featuredImage).toEqual({
      url: 'https://kettleandkiln.example/wp-content/uploads/2025/01/cones.jpg',
      alt: 'Pyrometric cones after firing',
      caption: 'Cones after the January firing',
    });
    expect(post.pictures.map((p) => p.url)).toEqual([
      'https://kettleandkiln.example/wp-content/uploads/2025/01/cones.jpg',
      'https://kettleandkiln.example/wp-content/uploads/2025/01/cones-1024x768.jpg',
      'https://kettleandkiln.example/wp-content/uploads/2025/01/bowls.jpg',
      'https://kettleandkiln.example/wp-content/uploads/2025/01/jugs.jpg',
    ]);
    expect(post.pictures[1]).toMatchObject({
      alt: 'Three pyrometric cones, the middle one bent over',
      caption: 'Cone 6 down, cone 7 just touching',
    });
    expect(post.html).toContain('src="https://kettleandkiln.example/wp-content/uploads/2025/01/jugs.jpg"');
  });

  it('folds non-ASCII slugs to plain letters and falls back when a script has no spelling', () => {
    expect(item(bundle, '151').slug).toBe('creme-brulee-glaze');
    expect(item(bundle, '151').title).toBe("Crème brûlée glaze: Ørsted's “happy accident” in the Töpferei");
    expect(item(bundle, '151').oldPaths[0]).toBe('/2024/08/cr%c3%a8me-br%c3%bbl%c3%a9e-glaze/');
    expect(item(bundle, '152').slug).toBe('goncharnaia');
    expect(item(bundle, '153').slug).toBe('post-153');
    expect(item(bundle, '153').notes.join(' ')).toMatch(/change it before publishing/);
  });

  it('makes a slug from the title when WordPress had none (a draft)', () => {
    expect(item(bundle, '120').slug).toBe('half-written-pricing-the-commissions');
    expect(item(bundle, '120').publishedAt).toBeNull();
  });

  it('shortens a very long title to the blog’s 200 characters and the slug to 80, with notes', () => {
    const long = item(bundle, '160');
    expect(long.title.length).toBeLessThanOrEqual(200);
    expect(long.title.endsWith('…')).toBe(true);
    expect(long.slug.length).toBeLessThanOrEqual(80);
    expect(long.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(long.notes.join(' ')).toMatch(/The title was 272 characters/);
  });

  it('sends category and tag archives, nested ones too, to the blog', () => {
    expect(bundle.archivePaths).toEqual([
      { path: '/category/studio-diary/', to: '/blog' },
      { path: '/category/glazes/', to: '/blog' },
      { path: '/category/studio-diary/glazes/', to: '/blog' },
      { path: '/tag/stoneware/', to: '/blog' },
      { path: '/tag/kiln-log/', to: '/blog' },
    ]);
    expect(bundle.authors).toEqual(['Maggie Thorne', 'Owen Pryce']);
  });
});

describe('readWxr on a WordPress 4.9 classic-editor export', () => {
  const bundle = readWxr(fixture('wordpress-4.9-classic.xml'));
  const post = item(bundle, '310');

  it('adds WordPress’s paragraphs and line breaks, and keeps <pre> as written', () => {
    expect(post.html).toMatch(/^<p>The runner beans are finally up the canes\.<br \/>\nThe slugs found them first\.<\/p>/);
    expect(post.html).toContain('<pre>\nrow 1: beans\nrow 2: courgettes\n\nrow 3: nothing, yet\n</pre>');
    expect(post.html).toContain('<ul>\n<li>Copper tape</li>');
  });

  it('turns [caption] into a figure and [gallery] into the attachments’ pictures', () => {
    expect(post.html).toContain('<figcaption>Week six: the canes are winning</figcaption>');
    expect(post.html).toContain('src="http://allotment42.example/wp-content/uploads/2018/07/plot-july.jpg"');
    expect(post.notes).toContain(
      'A gallery became 2 pictures one after another; 1 of its pictures is not in the export file and was left out.',
    );
    expect(post.notes).toContain('A gallery became 2 pictures one after another.');
  });

  it('keeps http pictures for the import to fetch, since the sanitiser alone would drop them', () => {
    expect(post.pictures.map((p) => p.url)).toEqual([
      'http://allotment42.example/wp-content/uploads/2018/07/beans-640x480.jpg',
      'http://allotment42.example/wp-content/uploads/2018/07/beans.jpg',
      'http://allotment42.example/wp-content/uploads/2018/07/plot-july.jpg',
    ]);
    expect(post.pictures[1]).toEqual({
      url: 'http://allotment42.example/wp-content/uploads/2018/07/beans.jpg',
      alt: 'Runner beans on canes',
      caption: 'Week six',
    });
  });

  it('turns embeds and players into links and removes plugin shortcodes, noting each', () => {
    expect(post.html).toContain('<a href="https://vimeo.com/000222"');
    expect(post.html).toContain('<a href="http://allotment42.example/wp-content/uploads/2018/07/watering.mp4"');
    expect(post.html).toContain(
      '<p>Water in the evening, never at noon. Escaped: [gallery]. A note [sic] in brackets stays.</p>',
    );
    expect(post.html).not.toContain('contact-form-7');
    const notes = post.notes.join('\n');
    expect(notes).toMatch(/A web address on a line of its own \(www\.youtube\.com\)/);
    expect(notes).toMatch(/A video player became a link/);
    expect(notes).toMatch(/An audio player became a link/);
    expect(notes).toMatch(/\[contact-form-7\] shortcode .* was removed\./);
    expect(notes).toMatch(/\[su_highlight\] shortcode .* the words inside it were kept/);
  });

  it('drops scripts, styles and handlers, keeping the words, and says so', () => {
    expect(post.html).not.toMatch(/script|onclick|style=/);
    expect(post.html).toContain('<p>Red text, bold span and H2O.</p>');
    const notes = post.notes.join('\n');
    expect(notes).toMatch(/A <script> \(a script\) was removed/);
    expect(notes).toMatch(/<span> ×1, <sub> ×1/);
    expect(notes).toMatch(/style ×2, onclick ×1/);
  });

  it('says the featured image is missing when its attachment is not in the file', () => {
    expect(post.featuredImage).toBeNull();
    expect(post.notes.join(' ')).toMatch(/featured image \(attachment 999\) is not in the export file/);
  });

  it('reads an HTML excerpt as plain text and decodes names WordPress stored escaped', () => {
    expect(post.excerpt).toBe('Beans up, slugs happy.');
    expect(post.author).toBe('Bryony & Sam');
    expect(post.categories).toEqual(['Uncategorized']);
    expect(post.tags).toEqual(['beans']); // post_format terms are not tags
  });
});

describe('readWxr on a WordPress 3.5 export (WXR 1.1) without GMT dates', () => {
  const bundle = readWxr(fixture('wordpress-3.5-wxr-1.1.xml'));

  it('reads post_date as UK time (BST here) and says so', () => {
    expect(bundle.generator).toBe('WordPress 3.5.1 (WXR 1.1)');
    const post = item(bundle, '88');
    expect(post.publishedAt).toBe('2013-03-31T16:30:00.000Z');
    expect(post.notes).toContain('The file gives no GMT date for this item, so its date was read as UK time.');
    expect(post.title).toBe('Whoopers & a hen harrier');
  });

  it('reads a time in the hour the clocks skip as GMT, with a note', () => {
    const post = item(bundle, '89');
    expect(post.publishedAt).toBe('2013-03-31T01:30:00.000Z');
    expect(post.notes.join(' ')).toMatch(/hour UK clocks skip/);
  });

  it('makes a pending post a draft', () => {
    expect(item(bundle, '90')).toMatchObject({ status: 'draft', publishedAt: null });
  });
});

describe('readWxr refuses hostile and broken files', () => {
  it('refuses an entity bomb by its DOCTYPE, before expanding anything', () => {
    const started = performance.now();
    expect(refusal(fixture('wxr-entity-bomb.xml'))).toMatch(/DOCTYPE.*entity bomb/);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses malformed XML, naming the line', () => {
    expect(refusal(fixture('wxr-malformed.xml'))).toMatch(/not well-formed XML \(line 10, column \d+: .*close tag/);
  });

  it('refuses XML that is not a WordPress export, text in a wrong encoding and an empty file', () => {
    expect(refusal(Buffer.from('<?xml version="1.0"?><feed><entry/></feed>'))).toMatch(/outer element is <feed>/);
    expect(refusal(Buffer.from('<rss><channel><item><title>x</title></item></channel></rss>'))).toMatch(/not a WordPress export/);
    expect(refusal(Buffer.from([0x3c, 0x72, 0x73, 0x73, 0x3e, 0xff, 0xfe, 0x3c, 0x2f, 0x72, 0x73, 0x73, 0x3e]))).toMatch(
      /not valid UTF-8/,
    );
    expect(refusal(Buffer.from(''))).toMatch(/empty/);
    expect(refusal(Buffer.from('<?xml version="1.0" encoding="x-klingon"?><rss/>'))).toMatch(/x-klingon/);
  });

  it('passes file:// and private-address pictures through, each with a note the import acts on', () => {
    const post = readWxr(fixture('wxr-hostile-picture-urls.xml')).items[0]!;
    expect(post.featuredImage?.url).toBe('file:///var/lib/secret.jpg');
    expect(post.pictures.map((p) => p.url)).toEqual([
      'file:///var/lib/secret.jpg',
      'file:///etc/passwd',
      'http://169.254.169.254/latest/meta-data/iam/',
      'https://127.0.0.1:8080/admin.png',
      'http://192.168.1.10/router.jpg',
      'http://intranet.local/logo.png',
      'http://[::1]/x.png',
      'https://harmless.example/wp-content/uploads/ok.jpg',
    ]);
    const notes = post.notes.join('\n');
    expect(notes).toMatch(/“file:\/\/\/etc\/passwd” is listed, but it is a file: address/);
    expect(notes).toMatch(/“file:\/\/\/var\/lib\/secret\.jpg” is listed, but it is a file: address/);
    for (const host of ['169.254.169.254', '127.0.0.1', '192.168.1.10', 'intranet.local', '[::1]'])
      expect(notes).toContain(`${host}`);
    expect(notes.match(/private or local network/g)).toHaveLength(5);
    expect(notes).not.toMatch(/harmless\.example\/wp-content\/uploads\/ok\.jpg” is listed/);
    expect(notes).toMatch(/data: address\) was removed/);
    expect(post.html).not.toContain('file:');
    expect(post.html).not.toContain('data:image');
  });
});

describe('readWxr on a large generated export', () => {
  it('reads 1,000 posts with two pictures each', () => {
    const xml = makeWxr({ posts: 1000, imagesPerPost: 2, imageBase: 'http://127.0.0.1:9999/img' });
    const bundle = readWxr(Buffer.from(xml));
    expect(bundle.items).toHaveLength(1000);
    expect(bundle.items.every((i) => i.pictures.length === 2)).toBe(true);
    expect(new Set(bundle.items.flatMap((i) => i.pictures.map((p) => p.url))).size).toBe(2000);
    expect(new Set(bundle.items.map((i) => i.slug)).size).toBe(1000);
  });
});

describe('readWxr on text pasted from a word processor', () => {
  it('removes control characters XML forbids instead of refusing the file, and counts them', () => {
    const xml = readFileSync(new URL('../fixtures/import/wordpress-3.5-wxr-1.1.xml', import.meta.url), 'utf8').replace(
      'Over two hundred',
      'Over\u000b two\u001f hundred',
    );
    const bundle = readWxr(Buffer.from(xml));
    expect(item(bundle, '88').html).toContain('<p>Over two hundred whooper swans');
    expect(bundle.skipped).toContainEqual({
      what: 'invisible control character',
      count: 2,
      why: expect.stringMatching(/word processor/),
    });
  });
});
