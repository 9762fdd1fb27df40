// A WordPress post's stored content to the blog's clean HTML. Block-editor posts keep each
// block's saved HTML and lose the <!-- wp:… --> comments around it; a block WordPress draws
// when the page is shown (latest posts, a contact form) has no HTML in the export and is
// noted; embeds become links. Classic posts get WordPress's paragraphs (wpautop). Shortcodes
// in either become HTML or are removed (wp-shortcodes.ts). Then the site's sanitiser, with a
// note for everything it dropped (clean-html.ts).
import { escapeHtml } from '../../escape-html.ts';
import { cleanImportedHtml, type CleanResult } from './clean-html.ts';
import { linkTo, run as runShortcodes, type WpAttachment } from './wp-shortcodes.ts';
import { playersToLinks } from './players.ts';
import { wpautop } from './wpautop.ts';

export interface WordPressHtmlContext {
  postId: string;
  siteUrl: string | null;
  attachments: Map<string, WpAttachment>;
  /** Reusable blocks (wp_block items) by id: a post that uses one gets its content. */
  reusableBlocks: Map<string, string>;
  /** OUTBOUND_ALLOW_NETWORKS, for the picture notes. */
  allowNetworks?: string;
}

const BLOCK_COMMENT = /<!--\s+\/?wp:[\s\S]*?-->/g;
// A block's attributes are JSON in which WordPress escapes "--", so none holds "-->".
const ATTRS = String.raw`\{(?:(?!-->)[\s\S])*?\}`;
const EMBED_BLOCK = new RegExp(
  String.raw`<!--\s+wp:(?:core-)?embed(?:\/[\w-]+)?\s+(${ATTRS})\s+-->([\s\S]*?)<!--\s+\/wp:(?:core-)?embed(?:\/[\w-]+)?\s+-->`,
  'g',
);
const GALLERY_BLOCK = new RegExp(String.raw`<!--\s+wp:gallery(?:\s+${ATTRS})?\s+-->([\s\S]*?)<!--\s+\/wp:gallery\s+-->`, 'g');
const REUSABLE = /<!--\s+wp:block\s+(\{[^}]*\})\s+\/-->/g;
const SELF_CLOSING = new RegExp(String.raw`<!--\s+wp:([a-z][\w-]*(?:\/[\w-]+)?)(?:\s+${ATTRS})?\s+\/-->`, 'g');
const BARE_URL_LINE = /^[ \t]*(https?:\/\/[^\s<>"]+)[ \t]*$/gim;

const attrsOf = (json: string): Record<string, unknown> => {
  try {
    const v = JSON.parse(json) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
};

function inlineReusable(content: string, ctx: WordPressHtmlContext, notes: string[], depth = 0): string {
  return content.replace(REUSABLE, (_m, json: string) => {
    const ref = String(attrsOf(json).ref ?? '');
    const inner = ctx.reusableBlocks.get(ref);
    if (inner === undefined || depth > 4) {
      notes.push(`A reusable block (id ${ref}) is not in the export file and was left out.`);
      return '';
    }
    notes.push('A reusable block was copied into the post: editing it here changes this post only.');
    return inlineReusable(inner, ctx, notes, depth + 1);
  });
}

/**
 * A gallery block's saved HTML is a figure of figures (5.9+) or a figure holding a list of them
 * (5.0–5.8): the pictures come out one after another, as from the [gallery] shortcode, and the
 * gallery's own caption becomes a paragraph after them.
 */
function galleryBlock(inner: string, notes: string[]): string {
  const count = (inner.match(/<img\b/gi) ?? []).length;
  let caption = '';
  const body = inner
    .replace(/^\s*<figure\b[^<>]*>/i, '')
    .replace(/<\/figure>\s*$/i, '')
    .replace(/<figcaption\b[^<>]*blocks-gallery-caption[^<>]*>([\s\S]*?)<\/figcaption>/i, (_m, text: string) => {
      caption = text.trim();
      return '';
    })
    .replace(/<ul\b[^<>]*blocks-gallery-grid[^<>]*>|<\/ul>|<li\b[^<>]*blocks-gallery-item[^<>]*>|<\/li>/gi, '');
  notes.push(`A gallery became ${count} picture${count === 1 ? '' : 's'} one after another.`);
  return `${body}${caption ? `<p>${caption}</p>` : ''}`;
}

function blocksToHtml(content: string, ctx: WordPressHtmlContext, notes: string[]): string {
  let html = inlineReusable(content, ctx, notes);
  html = html.replace(GALLERY_BLOCK, (_m, inner: string) => galleryBlock(inner, notes));
  html = html.replace(EMBED_BLOCK, (_m, json: string, inner: string) => {
    const attrs = attrsOf(json);
    const url = typeof attrs.url === 'string' ? attrs.url : '';
    const caption = /<figcaption[^>]*>([\s\S]*?)<\/figcaption>/i.exec(inner)?.[1]?.trim();
    const link = linkTo(url);
    notes.push(
      link
        ? `An embedded ${String(attrs.providerNameSlug ?? hostOf(url))} player became a link to ${url}.`
        : 'An embed with no web address was removed.',
    );
    return `${link}${caption ? `<p>${caption}</p>` : ''}`;
  });
  html = html.replace(SELF_CLOSING, (_m, name: string) => {
    if (name !== 'block' && name !== 'more' && name !== 'nextpage' && name !== 'spacer' && name !== 'separator')
      notes.push(
        `A “${name.replace(/^core\//, '')}” block, which WordPress builds when the page is shown, has no content in the export and was left out.`,
      );
    return '';
  });
  return html.replace(BLOCK_COMMENT, '');
}

function classicToHtml(content: string, notes: string[]): string {
  // WordPress shows a web address alone on a line as the player or card it points to.
  const linked = content.replace(BARE_URL_LINE, (_m, url: string) => {
    notes.push(
      `A web address on a line of its own (${hostOf(url)}), shown as an embedded player or card on WordPress, became a link.`,
    );
    return `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  });
  return linked;
}

/** The post's content as the blog's HTML, its pictures, and what changed on the way. */
export function wordpressToHtml(content: string, ctx: WordPressHtmlContext): CleanResult {
  const notes: string[] = [];
  const isBlocks = content.includes('<!-- wp:');
  if (/<!--nextpage-->/.test(content)) notes.push('The post was split into pages on WordPress; it is one page here.');
  let html = isBlocks ? blocksToHtml(content, ctx, notes) : classicToHtml(content, notes);
  html = runShortcodes(html, { postId: ctx.postId, attachments: ctx.attachments, notes });
  html = playersToLinks(html, notes);
  if (!isBlocks) html = wpautop(html);
  const clean = cleanImportedHtml(html, ctx.siteUrl, undefined, ctx.allowNetworks);
  return { html: clean.html, pictures: clean.pictures, notes: [...notes, ...clean.notes] };
}
