// A WordPress export (WXR 1.0–1.2) as the import model: posts and pages with their status,
// dates, terms, author, featured image, clean body and old addresses; everything else counted
// as skipped with the reason. The XML is read by wxr-parse.ts, the bodies by wordpress-html.ts.
import { stripHtml } from '../blog/sanitize.ts';
import { absolutePictureUrl } from './addresses.ts';
import { ImportRefused, type ImportBundle, type ImportedItem, type ImportedPicture } from './model.ts';
import { dedupePictures, pictureNotes } from './pictures.ts';
import { SkipTally, chooseSlug, decodePercent, fingerprint, fitExcerpt, fitTags, fitTitle, tidyNotes } from './text.ts';
import { wordpressToHtml } from './wordpress-html.ts';
import type { WpAttachment } from './wp-shortcodes.ts';
import { SKIPPED_TYPES, archivePaths, itemDate, mapStatus, pathOf, type Mapped } from './wxr-fields.ts';
import { parseWxr, type RawItem, type RawTerm } from './wxr-parse.ts';

export interface ReadOptions {
  /** The old site's address when the owner gives it: used for relative picture addresses. */
  siteUrl?: string;
  /** OUTBOUND_ALLOW_NETWORKS: pictures on these networks will be fetched, so they get no note. */
  allowNetworks?: string;
}

const termName = (t: RawTerm) => stripHtml(t.name) || decodePercent(t.slug);

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
    items.push(
      toItem(r, type, state, { siteUrl, attachments, reusableBlocks, displayNames, allowNetworks: options.allowNetworks }),
    );
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
  allowNetworks?: string;
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
    allowNetworks: ctx.allowNetworks,
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
  if (featuredImage) notes.push(...pictureNotes([featuredImage], ctx.allowNetworks).filter((n) => !notes.includes(n)));

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
