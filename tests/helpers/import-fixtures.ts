// Builds a large WordPress export (WXR 1.2) for benchmarks and tests of the import: `posts`
// posts, each with `imagesPerPost` pictures at `imageBase`/post-N-M.jpg (the first is also its
// featured image, through an attachment item), alternating block-editor and classic content,
// spread over categories, tags and dates. Deterministic: the same options give the same bytes.
export interface MakeWxrOptions {
  posts: number;
  imagesPerPost: number;
  /** Where the pictures are served, e.g. 'http://127.0.0.1:4321/img' (no trailing slash). */
  imageBase: string;
  /** The old site's address in the file (default https://oldblog.example). */
  siteUrl?: string;
}

const cdata = (s: string) => `<![CDATA[${s.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
const pad = (n: number) => String(n).padStart(2, '0');
const CATEGORIES = ['Workshop notes', 'Clients', 'Tools', 'Behind the scenes'];
const WORDS = 'kiln glaze clay wheel studio firing slip bisque throw trim handle foot rim lid spout'.split(' ');

function paragraph(i: number, k: number): string {
  const words = Array.from({ length: 40 }, (_, w) => WORDS[(i * 7 + k * 3 + w) % WORDS.length]);
  return `${words.join(' ')}.`;
}

function body(i: number, images: string[]): string {
  if (i % 2 === 0) {
    const blocks = [`<!-- wp:paragraph -->\n<p>${paragraph(i, 0)}</p>\n<!-- /wp:paragraph -->`];
    images.forEach((src, j) => {
      blocks.push(
        `<!-- wp:image {"id":${100000 + i * 10 + j},"sizeSlug":"large"} -->\n<figure class="wp-block-image size-large"><img src="${src}" alt="Picture ${j + 1} of post ${i}" class="wp-image-${100000 + i * 10 + j}"/><figcaption class="wp-element-caption">Caption ${j + 1}</figcaption></figure>\n<!-- /wp:image -->`,
        `<!-- wp:paragraph -->\n<p>${paragraph(i, j + 1)}</p>\n<!-- /wp:paragraph -->`,
      );
    });
    return blocks.join('\n\n');
  }
  const parts = [paragraph(i, 0)];
  images.forEach((src, j) =>
    parts.push(
      `<img class="alignnone" src="${src}" alt="Picture ${j + 1} of post ${i}" width="800" height="600" />`,
      paragraph(i, j + 1),
    ),
  );
  return parts.join('\n\n');
}

/** A WXR document with `posts` posts of `imagesPerPost` pictures each. */
export function makeWxr({ posts, imagesPerPost, imageBase, siteUrl = 'https://oldblog.example' }: MakeWxrOptions): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8" ?>',
    '<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">',
    '<channel>',
    '<title>A large test blog</title>',
    `<link>${siteUrl}</link>`,
    '<wp:wxr_version>1.2</wp:wxr_version>',
    `<wp:base_site_url>${siteUrl}</wp:base_site_url>`,
    `<wp:base_blog_url>${siteUrl}</wp:base_blog_url>`,
    `<wp:author><wp:author_id>1</wp:author_id><wp:author_login>${cdata('writer')}</wp:author_login><wp:author_display_name>${cdata('Test Writer')}</wp:author_display_name></wp:author>`,
    ...CATEGORIES.map(
      (c, n) =>
        `<wp:category><wp:term_id>${n + 2}</wp:term_id><wp:category_nicename>${cdata(c.toLowerCase().replaceAll(' ', '-'))}</wp:category_nicename><wp:category_parent>${cdata('')}</wp:category_parent><wp:cat_name>${cdata(c)}</wp:cat_name></wp:category>`,
    ),
    '<generator>https://wordpress.org/?v=6.5.2</generator>',
  ];
  for (let i = 1; i <= posts; i++) {
    const id = i;
    const images = Array.from({ length: imagesPerPost }, (_, j) => `${imageBase}/post-${i}-${j + 1}.jpg`);
    const month = pad((i % 12) + 1);
    const day = pad((i % 28) + 1);
    const year = 2015 + (i % 10);
    const slug = `post-number-${i}`;
    const category = CATEGORIES[i % CATEGORIES.length]!;
    out.push(
      '<item>',
      `<title>${cdata(`Post number ${i}: notes from the ${WORDS[i % WORDS.length]}`)}</title>`,
      `<link>${siteUrl}/${year}/${month}/${slug}/</link>`,
      `<dc:creator>${cdata('writer')}</dc:creator>`,
      `<guid isPermaLink="false">${siteUrl}/?p=${id}</guid>`,
      `<content:encoded>${cdata(body(i, images))}</content:encoded>`,
      `<excerpt:encoded>${cdata(i % 3 === 0 ? `A summary of post ${i}.` : '')}</excerpt:encoded>`,
      `<wp:post_id>${id}</wp:post_id>`,
      `<wp:post_date>${cdata(`${year}-${month}-${day} 10:00:00`)}</wp:post_date>`,
      `<wp:post_date_gmt>${cdata(`${year}-${month}-${day} 09:00:00`)}</wp:post_date_gmt>`,
      `<wp:post_name>${cdata(slug)}</wp:post_name>`,
      `<wp:status>${cdata('publish')}</wp:status>`,
      '<wp:post_parent>0</wp:post_parent><wp:menu_order>0</wp:menu_order>',
      `<wp:post_type>${cdata('post')}</wp:post_type>`,
      `<wp:post_password>${cdata('')}</wp:post_password><wp:is_sticky>0</wp:is_sticky>`,
      `<category domain="category" nicename="${category.toLowerCase().replaceAll(' ', '-')}">${cdata(category)}</category>`,
      `<category domain="post_tag" nicename="tag-${i % 50}">${cdata(`Tag ${i % 50}`)}</category>`,
      ...(images.length
        ? [
            `<wp:postmeta><wp:meta_key>${cdata('_thumbnail_id')}</wp:meta_key><wp:meta_value>${cdata(String(posts + id))}</wp:meta_value></wp:postmeta>`,
          ]
        : []),
      '</item>',
    );
    if (images.length)
      out.push(
        '<item>',
        `<title>${cdata(`post-${i}-1`)}</title>`,
        `<wp:post_id>${posts + id}</wp:post_id>`,
        `<wp:post_name>${cdata(`post-${i}-1`)}</wp:post_name>`,
        `<wp:status>${cdata('inherit')}</wp:status>`,
        `<wp:post_parent>${id}</wp:post_parent>`,
        `<wp:post_type>${cdata('attachment')}</wp:post_type>`,
        `<wp:attachment_url>${cdata(images[0]!)}</wp:attachment_url>`,
        `<wp:postmeta><wp:meta_key>${cdata('_wp_attachment_image_alt')}</wp:meta_key><wp:meta_value>${cdata(`Picture 1 of post ${i}`)}</wp:meta_value></wp:postmeta>`,
        '</item>',
      );
  }
  out.push('</channel>', '</rss>', '');
  return out.join('\n');
}
