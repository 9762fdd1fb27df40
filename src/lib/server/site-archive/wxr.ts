// The blog as a WordPress eXtended RSS 1.2 file, for WordPress's own importer
// (Tools › Import › WordPress): every live post with its title, slug, dates,
// status, category, tags, body, excerpt and author; its cover as the
// featured image; and each library picture a post uses as an attachment item
// whose URL is the picture on this site, so the importer can fetch it and
// point the post at its copy. Written as a stream of strings.
import type { BlogPost } from '../../shapes/post.ts';
import { FORMAT_EXT, SHA_PREFIX_LENGTH } from '../../media/urls.ts';
import type { WxrPicture } from '../repositories/site-archive.ts';

export interface WxrSite {
  title: string;
  siteUrl: string;
  description: string;
  email: string;
}

/** Text in CDATA: a `]]>` inside is split across two sections. */
export const cdata = (s: string) => `<![CDATA[${s.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
/** XML 1.0 allows neither most control characters nor lone surrogates. */
const clean = (s: string) =>
  s.replace(
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '',
  );
const esc = (s: string) =>
  clean(s).replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
const cd = (s: string) => cdata(clean(s));

/** WordPress's term slug: lower case, ASCII letters, digits and hyphens. */
export function termSlug(name: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return s || 'term';
}

function wpDate(iso: string, timeZone: string | null): string {
  const d = new Date(iso);
  if (!timeZone) return d.toISOString().slice(0, 19).replace('T', ' ');
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
const local = (iso: string) => wpDate(iso, 'Europe/London');
const gmt = (iso: string) => wpDate(iso, null);

/** WordPress's status for a post: scheduled posts are 'future'. */
export function wpStatus(p: Pick<BlogPost, 'published' | 'publishedAt'>, now = Date.now()): 'publish' | 'future' | 'draft' {
  if (!p.published) return 'draft';
  return p.publishedAt && new Date(p.publishedAt).getTime() > now ? 'future' : 'publish';
}

const MEDIA_IN_HTML = /\/media\/([0-9a-f]{16})-(\d{1,5})\.(avif|webp|jpg)/g;

/** The WXR document, a piece at a time. */
export function* wxrDocument(site: WxrSite, posts: BlogPost[], pictures: WxrPicture[], now = new Date()): Generator<string> {
  const base = site.siteUrl.replace(/\/+$/, '');
  const abs = (p: string) => `${base}${p}`;
  const byPrefix = new Map(pictures.map((m) => [m.sha256.slice(0, SHA_PREFIX_LENGTH), m]));
  const byId = new Map(pictures.map((m) => [m.id, m]));

  // Numeric ids WordPress needs: posts first, then attachments.
  const postIds = new Map(posts.map((p, i) => [p.id, i + 1]));
  let nextAttachment = posts.length + 1;
  interface Attachment {
    id: number;
    url: string;
    picture: WxrPicture;
    parent: number;
  }
  const attachments = new Map<string, Attachment>();
  const attach = (url: string, picture: WxrPicture, parent: number) => {
    let a = attachments.get(url);
    if (!a) attachments.set(url, (a = { id: nextAttachment++, url, picture, parent }));
    return a;
  };
  const featured = new Map<string, number>();
  const bodies = new Map<string, string>();
  for (const p of posts) {
    const parent = postIds.get(p.id)!;
    const cover = p.coverMediaId ? byId.get(p.coverMediaId) : undefined;
    if (cover?.jpegWidth)
      featured.set(
        p.id,
        attach(abs(`/media/${cover.sha256.slice(0, SHA_PREFIX_LENGTH)}-${cover.jpegWidth}.${FORMAT_EXT.jpeg}`), cover, parent).id,
      );
    // Site-relative picture addresses become absolute (WordPress fetches and rewrites each one).
    const body = p.content.replace(/(\s(?:src|href)=["'])\/(?!\/)/g, `$1${base}/`);
    for (const m of body.matchAll(MEDIA_IN_HTML)) {
      const picture = byPrefix.get(m[1]!);
      if (picture) attach(abs(m[0]), picture, parent);
    }
    bodies.set(p.id, body);
  }

  const categories = [...new Set(posts.map((p) => p.category.trim()).filter(Boolean))].sort();
  const tags = [...new Set(posts.flatMap((p) => p.tags.map((t) => t.trim())).filter(Boolean))].sort();
  const authors = [...new Set(posts.map((p) => p.author.trim() || site.title))].sort();
  const login = (name: string) => termSlug(name);

  yield '<?xml version="1.0" encoding="UTF-8" ?>\n';
  yield '<!-- A WordPress eXtended RSS file of the blog, for WordPress: Tools > Import > WordPress. -->\n';
  yield '<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">\n<channel>\n';
  yield `<title>${esc(site.title)}</title>\n<link>${esc(base)}</link>\n<description>${esc(site.description)}</description>\n`;
  yield `<pubDate>${now.toUTCString().replace('GMT', '+0000')}</pubDate>\n<language>en-GB</language>\n<wp:wxr_version>1.2</wp:wxr_version>\n`;
  yield `<wp:base_site_url>${esc(base)}</wp:base_site_url>\n<wp:base_blog_url>${esc(base)}</wp:base_blog_url>\n`;
  for (const [i, name] of authors.entries()) {
    yield `<wp:author><wp:author_id>${i + 1}</wp:author_id><wp:author_login>${cd(login(name))}</wp:author_login><wp:author_email>${cd(site.email)}</wp:author_email><wp:author_display_name>${cd(name)}</wp:author_display_name><wp:author_first_name>${cd('')}</wp:author_first_name><wp:author_last_name>${cd('')}</wp:author_last_name></wp:author>\n`;
  }
  for (const [i, name] of categories.entries()) {
    yield `<wp:category><wp:term_id>${i + 1}</wp:term_id><wp:category_nicename>${cd(termSlug(name))}</wp:category_nicename><wp:category_parent>${cd('')}</wp:category_parent><wp:cat_name>${cd(name)}</wp:cat_name></wp:category>\n`;
  }
  for (const [i, name] of tags.entries()) {
    yield `<wp:tag><wp:term_id>${categories.length + i + 1}</wp:term_id><wp:tag_slug>${cd(termSlug(name))}</wp:tag_slug><wp:tag_name>${cd(name)}</wp:tag_name></wp:tag>\n`;
  }
  yield '<generator>Northmill site export</generator>\n';

  // Attachments before the posts that use them (the importer maps the featured image either way).
  for (const a of attachments.values()) {
    const m = a.picture;
    const name = `${termSlug(m.title || m.alt || 'picture')}-${a.id}`;
    yield `<item><title>${cd(m.title || m.alt || 'Picture')}</title><link>${esc(a.url)}</link><pubDate>${new Date(m.createdAt).toUTCString().replace('GMT', '+0000')}</pubDate><dc:creator>${cd(login(authors[0] ?? site.title))}</dc:creator><guid isPermaLink="false">${esc(a.url)}</guid><description></description><content:encoded>${cd('')}</content:encoded><excerpt:encoded>${cd('')}</excerpt:encoded>`;
    yield `<wp:post_id>${a.id}</wp:post_id><wp:post_date>${cd(local(m.createdAt))}</wp:post_date><wp:post_date_gmt>${cd(gmt(m.createdAt))}</wp:post_date_gmt><wp:post_modified>${cd(local(m.createdAt))}</wp:post_modified><wp:post_modified_gmt>${cd(gmt(m.createdAt))}</wp:post_modified_gmt><wp:comment_status>${cd('closed')}</wp:comment_status><wp:ping_status>${cd('closed')}</wp:ping_status><wp:post_name>${cd(name)}</wp:post_name><wp:status>${cd('inherit')}</wp:status><wp:post_parent>${a.parent}</wp:post_parent><wp:menu_order>0</wp:menu_order><wp:post_type>${cd('attachment')}</wp:post_type><wp:post_password>${cd('')}</wp:post_password><wp:is_sticky>0</wp:is_sticky>`;
    yield `<wp:attachment_url>${cd(a.url)}</wp:attachment_url><wp:postmeta><wp:meta_key>${cd('_wp_attachment_image_alt')}</wp:meta_key><wp:meta_value>${cd(m.alt)}</wp:meta_value></wp:postmeta></item>\n`;
  }

  for (const p of posts) {
    const id = postIds.get(p.id)!;
    const status = wpStatus(p, now.getTime());
    const when = p.publishedAt ?? p.createdAt;
    const link = status === 'publish' ? abs(`/blog/${p.slug}`) : abs(`/?p=${id}`);
    yield `<item><title>${cd(p.title)}</title><link>${esc(link)}</link><pubDate>${new Date(when).toUTCString().replace('GMT', '+0000')}</pubDate><dc:creator>${cd(login(p.author.trim() || site.title))}</dc:creator><guid isPermaLink="false">${esc(abs(`/blog/${p.slug}`))}</guid><description></description>`;
    yield `<content:encoded>${cd(bodies.get(p.id)!)}</content:encoded><excerpt:encoded>${cd(p.excerpt)}</excerpt:encoded>`;
    yield `<wp:post_id>${id}</wp:post_id><wp:post_date>${cd(local(when))}</wp:post_date><wp:post_date_gmt>${cd(status === 'draft' ? '0000-00-00 00:00:00' : gmt(when))}</wp:post_date_gmt><wp:post_modified>${cd(local(p.updatedAt))}</wp:post_modified><wp:post_modified_gmt>${cd(gmt(p.updatedAt))}</wp:post_modified_gmt>`;
    yield `<wp:comment_status>${cd('closed')}</wp:comment_status><wp:ping_status>${cd('closed')}</wp:ping_status><wp:post_name>${cd(p.slug)}</wp:post_name><wp:status>${cd(status)}</wp:status><wp:post_parent>0</wp:post_parent><wp:menu_order>0</wp:menu_order><wp:post_type>${cd('post')}</wp:post_type><wp:post_password>${cd('')}</wp:post_password><wp:is_sticky>${p.featured ? 1 : 0}</wp:is_sticky>`;
    if (p.category.trim())
      yield `<category domain="category" nicename="${esc(termSlug(p.category))}">${cd(p.category.trim())}</category>`;
    for (const t of p.tags)
      if (t.trim()) yield `<category domain="post_tag" nicename="${esc(termSlug(t))}">${cd(t.trim())}</category>`;
    const thumb = featured.get(p.id);
    if (thumb)
      yield `<wp:postmeta><wp:meta_key>${cd('_thumbnail_id')}</wp:meta_key><wp:meta_value>${cd(String(thumb))}</wp:meta_value></wp:postmeta>`;
    if (p.metaDescription)
      yield `<wp:postmeta><wp:meta_key>${cd('_northmill_meta_description')}</wp:meta_key><wp:meta_value>${cd(p.metaDescription)}</wp:meta_value></wp:postmeta>`;
    yield '</item>\n';
  }
  yield '</channel>\n</rss>\n';
}
