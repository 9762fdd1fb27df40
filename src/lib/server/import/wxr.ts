// A WordPress export (WXR 1.0–1.2) as the import model: posts and pages with their status,
// dates, terms, author, featured image, clean body and old addresses; everything else counted
// as skipped with the reason. The XML is read by wxr-parse.ts, the bodies by wordpress-html.ts.
import { fromUkInput } from '../../uk-time.ts';
import { stripHtml } from '../blog/sanitize.ts';
import { absolutePictureUrl } from './clean-html.ts';
import { ImportRefused, type ImportBundle, type ImportedItem, type ImportedPicture, type ImportStatus } from './model.ts';
import { dedupePictures, pictureNotes } from './pictures.ts';
import { SkipTally, chooseSlug, decodePercent, fingerprint, fitExcerpt, fitTags, fitTitle, tidyNotes } from './text.ts';
import { wordpressToHtml } from './wordpress-html.ts';
import type { WpAttachment } from './wp-shortcodes.ts';
import { parseWxr, type RawItem, type RawTerm } from './wxr-parse.ts';

export interface ReadOptions {
  /** The old site's address when the owner gives it: used for relative picture addresses. */
  siteUrl?: string;
}

const SKIPPED_TYPES: Record<string, string> = {
  nav_menu_item: 'menus are not imported: this site’s navigation is its own',
  wp_block: 'reusable blocks are not imported on their own: their content is copied into the posts that use them',
  revision: 'earlier versions of posts are not imported, only the current one',
  oembed_cache: 'these are WordPress’s stored previews of embedded players',
  custom_css: 'theme settings are not imported: this site has its own design',
  customize_changeset: 'theme settings are not imported: this site has its own design',
  wp_template: 'theme settings are not imported: this site has its own design',
  wp_template_part: 'theme settings are not imported: this site has its own design',
  wp_global_styles: 'theme settings are not imported: this site has its own design',
  wp_navigation: 'menus are not imported: this site’s navigation is its own',
  wp_font_family: 'theme settings are not imported: this site has its own design',
  wp_font_face: 'theme settings are not imported: this site has its own design',
  user_request: 'these are privacy requests, which belong to the old site',
};

const WP_DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** post_date_gmt as ISO, or post_date read as UK time when the GMT one is missing or zero. */
function itemDate(gmt: string | undefined, local: string | undefined, notes: string[]): string | null {
  const g = WP_DATE.exec((gmt ?? '').trim());
  if (g && g[1] !== '0000') {
    const at = new Date(`${g[1]}-${g[2]}-${g[3]}T${g[4]}:${g[5]}:${g[6] ?? '00'}Z`);
    if (!Number.isNaN(at.getTime())) return at.toISOString();
  }
  const l = WP_DATE.exec((local ?? '').trim());
  if (!l || l[1] === '0000') return null;
  const reading = `${l[1]}-${l[2]}-${l[3]}T${l[4]}:${l[5]}`;
  const at = fromUkInput(reading);
  if (!at) {
    // The hour UK clocks skip in March: the clock still read GMT, so the time is taken as GMT.
    const gmtReading = new Date(`${reading}:${l[6] ?? '00'}Z`);
    if (Number.isNaN(gmtReading.getTime())) return null;
    notes.push(`The date ${local} falls in the hour UK clocks skip in March; it was read as GMT.`);
    return gmtReading.toISOString();
  }
  notes.push('The file gives no GMT date for this item, so its date was read as UK time.');
  return new Date(at.getTime() + Number(l[6] ?? 0) * 1000).toISOString();
}

function pathOf(link: string | undefined): string | null {
  if (!link?.trim()) return null;
  try {
    const u = new URL(link.trim(), 'https://old.invalid');
    return `${u.pathname}${u.search}` || '/';
  } catch {
    return null;
  }
}

interface Mapped {
  status: ImportStatus;
  notes: string[];
}

/** Our status for a WordPress one, or a reason to skip the item. */
function mapStatus(raw: RawItem, kind: string): Mapped | { skip: string; why: string } {
  const status = raw.fields.get('wp:status') ?? 'publish';
  const notes: string[] = [];
  let mapped: ImportStatus;
  switch (status) {
    case 'publish':
      mapped = 'published';
      break;
    case 'future':
      mapped = 'scheduled';
      break;
    case 'draft':
      mapped = 'draft';
      break;
    case 'pending':
      mapped = 'draft';
      notes.push('It was waiting for review on WordPress; it is a draft here.');
      break;
    case 'private':
      mapped = 'draft';
      notes.push(
        'It was private on WordPress (only signed-in editors could read it), so it is a draft here: this blog has no private posts.',
      );
      break;
    case 'trash':
      return { skip: `${kind} in the bin`, why: 'it was in the WordPress bin' };
    case 'auto-draft':
      return {
        skip: `empty automatic ${kind} draft`,
        why: 'WordPress starts these itself when the editor opens; they hold nothing',
      };
    default:
      return {
        skip: `${kind} with status “${status}”`,
        why: 'only published, scheduled, draft, pending and private items are imported',
      };
  }
  if (raw.fields.get('wp:post_password')) {
    notes.push(
      'It was password-protected on WordPress. It is a draft here, so its text is not made public: this blog has no passwords on posts. Publish it only if it can be read by everyone.',
    );
    mapped = 'draft';
  }
  if (raw.fields.get('wp:is_sticky') === '1') notes.push('It was pinned to the top of the blog on WordPress.');
  return { status: mapped, notes };
}

const termName = (t: RawTerm) => stripHtml(t.name) || decodePercent(t.slug);

function archivePaths(terms: RawTerm[]): { path: string; to: string }[] {
  const parents = new Map<string, string>();
  for (const t of terms) if (t.domain === 'category' && t.parent) parents.set(t.slug, t.parent);
  const paths = new Set<string>();
  for (const t of terms) {
    if (!t.slug) continue;
    if (t.domain === 'post_tag') paths.add(`/tag/${t.slug}/`);
    if (t.domain !== 'category') continue;
    paths.add(`/category/${t.slug}/`);
    const chain = [t.slug];
    for (let p = parents.get(t.slug); p && chain.length < 10 && !chain.includes(p); p = parents.get(p)) chain.unshift(p);
    if (chain.length > 1) paths.add(`/category/${chain.join('/')}/`);
  }
  return [...paths].map((path) => ({ path, to: '/blog' }));
}

function attachmentsOf(items: RawItem[], siteUrl: string | null): Map<string, WpAttachment> {
  const out = new Map<string, WpAttachment>();
  for (const a of items) {
    if (a.fields.get('wp:post_type') !== 'attachment') continue;
    const url = (a.fields.get('wp:attachment_url') || a.fields.get('guid') || '').trim();
    if (!url) continue;
    const id = a.fields.get('wp:post_id') ?? '';
    out.set(id, {
      id,
      url: absolutePictureUrl(url, siteUrl),
      alt: (a.meta.get('_wp_attachment_image_alt') ?? '').trim(),
      caption: stripHtml(a.fields.get('excerpt:encoded') ?? ''),
      parent: a.fields.get('wp:post_parent') ?? '0',
      order: Number(a.fields.get('wp:menu_order') ?? 0) || 0,
    });
  }
  return out;
}

/** A WordPress export file as the import model; throws ImportRefused for a file it will not read. */
export function readWxr(bytes: Uint8Array, options: ReadOptions = {}): ImportBundle {
  const raw = parseWxr(bytes);
  const siteUrl =
    (
      options.siteUrl ||
      raw.channel.get('wp:base_blog_url') ||
      raw.channel.get('link') ||
      raw.channel.get('wp:base_site_url') ||
      ''
    ).replace(/\/+$/, '') || null;
  const attachments = attachmentsOf(raw.items, siteUrl);
  const reusableBlocks = new Map(
    raw.items
      .filter((i) => i.fields.get('wp:post_type') === 'wp_block')
      .map((i) => [i.fields.get('wp:post_id') ?? '', i.fields.get('content:encoded') ?? '']),
  );
  const displayNames = new Map(raw.authors.map((a) => [a.login, stripHtml(a.displayName) || a.login]));
  const skipped = new SkipTally();
  const items: ImportedItem[] = [];
  const usedAuthors = new Set<string>();
  let comments = 0;

  for (const r of raw.items) {
    comments += r.comments;
    const type = r.fields.get('wp:post_type') ?? 'post';
    if (type === 'attachment') {
      skipped.add(
        'attachment',
        'files in the WordPress media library are not imported on their own: the pictures posts show, and their featured images, are fetched with them',
      );
      continue;
    }
    if (type !== 'post' && type !== 'page') {
      skipped.add(
        type,
        SKIPPED_TYPES[type] ?? 'only posts and pages are imported; this kind of item belongs to a plugin or theme',
      );
      continue;
    }
    const state = mapStatus(r, type);
    if ('skip' in state) {
      skipped.add(state.skip, state.why);
      continue;
    }
    items.push(toItem(r, type, state, { siteUrl, attachments, reusableBlocks, displayNames }));
    if (items.at(-1)!.author) usedAuthors.add(items.at(-1)!.author!);
  }
  if (comments) skipped.add('comment', 'comments are not imported: the site has no comments', comments);
  if (raw.removedControlCharacters)
    skipped.add(
      'invisible control character',
      'characters XML does not allow (often pasted from a word processor) were removed from the text',
      raw.removedControlCharacters,
    );

  const allTerms = [...raw.terms, ...raw.items.flatMap((i) => i.terms)].filter(
    (t) => t.domain === 'category' || t.domain === 'post_tag',
  );
  const version = /[?&]v=([\w.-]+)/.exec(raw.generator)?.[1];
  const host = /wordpress\.com/i.test(raw.generator) ? 'WordPress.com' : `WordPress${version ? ` ${version}` : ''}`;
  return {
    source: 'wordpress',
    generator: `${host} (WXR ${raw.wxrVersion || 'version not stated'})`,
    siteUrl,
    fingerprint: fingerprint(bytes),
    items,
    archivePaths: archivePaths(allTerms),
    authors: [...new Set([...raw.authors.map((a) => displayNames.get(a.login)!), ...usedAuthors])].filter(Boolean),
    skipped: skipped.list(),
  };
}

interface ItemContext {
  siteUrl: string | null;
  attachments: Map<string, WpAttachment>;
  reusableBlocks: Map<string, string>;
  displayNames: Map<string, string>;
}

function toItem(r: RawItem, kind: 'post' | 'page', state: Mapped, ctx: ItemContext): ImportedItem {
  const f = (k: string) => r.fields.get(k) ?? '';
  const id = f('wp:post_id');
  if (!id)
    throw new ImportRefused(
      'An item in the file has no wp:post_id, so a second import could not tell it apart: the file is damaged.',
    );
  const notes = [...state.notes];
  const title = fitTitle(stripHtml(f('title')), notes);
  const slug = chooseSlug([decodePercent(f('wp:post_name')), title].filter(Boolean), `${kind}-${id}`, notes);
  // A draft's date is only its last save unless someone set one (then the GMT date is filled in).
  const undated = state.status === 'draft' && !/^[1-9]/.test(f('wp:post_date_gmt'));
  const publishedAt = undated ? null : itemDate(f('wp:post_date_gmt'), f('wp:post_date'), notes);
  const body = wordpressToHtml(f('content:encoded'), {
    postId: id,
    siteUrl: ctx.siteUrl,
    attachments: ctx.attachments,
    reusableBlocks: ctx.reusableBlocks,
  });
  notes.push(...body.notes);

  let featuredImage: ImportedPicture | null = null;
  const thumb = r.meta.get('_thumbnail_id');
  if (thumb) {
    const a = ctx.attachments.get(thumb);
    if (a) featuredImage = { url: a.url, alt: a.alt, ...(a.caption ? { caption: a.caption } : {}) };
    else
      notes.push(
        `The featured image (attachment ${thumb}) is not in the export file, so the item has none: export “All content” to include it.`,
      );
  }
  if (featuredImage) notes.push(...pictureNotes([featuredImage]).filter((n) => !notes.includes(n)));

  const login = f('dc:creator').trim();
  const oldPaths = new Set<string>();
  const linkPath = pathOf(f('link'));
  if (linkPath && linkPath !== '/') oldPaths.add(linkPath);
  oldPaths.add(`/?p=${id}`);
  if (kind === 'page') oldPaths.add(`/?page_id=${id}`);

  const excerpt = fitExcerpt(stripHtml(f('excerpt:encoded')), notes);
  return {
    sourceId: id,
    kind,
    title,
    slug,
    status: state.status,
    publishedAt,
    excerpt,
    html: body.html,
    featuredImage,
    pictures: dedupePictures([...(featuredImage ? [featuredImage] : []), ...body.pictures]),
    categories: fitTags(r.terms.filter((t) => t.domain === 'category').map(termName), notes),
    tags: fitTags(r.terms.filter((t) => t.domain === 'post_tag').map(termName), notes),
    author: login ? (ctx.displayNames.get(login) ?? login) : null,
    oldPaths: [...oldPaths],
    notes: tidyNotes(notes),
  };
}
