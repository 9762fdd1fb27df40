// WordPress shortcodes in a post's text, turned into plain HTML or removed, each change noted.
// The pattern is WordPress's own (get_shortcode_regex, shortcode_parse_atts in
// wp-includes/shortcodes.php). WordPress runs only the shortcodes a plugin registered and
// shows any other bracketed word as written, so a word in brackets here is treated as a
// shortcode only when it looks like one: a core name, a closing tag, attributes, or a
// plugin-style name with a hyphen or underscore.
import { escapeHtml } from '../../escape-html.ts';

export interface WpAttachment {
  id: string;
  url: string;
  alt: string;
  caption: string;
  parent: string;
  order: number;
}

export interface ShortcodeContext {
  postId: string;
  attachments: Map<string, WpAttachment>;
  notes: string[];
}

const SHORTCODE =
  /\[(\[?)([a-zA-Z][\w-]*)(?![\w-])([^\]/]*(?:\/(?!\])[^\]/]*)*?)(?:(\/)\]|\](?:([^[]*(?:\[(?!\/\2\])[^[]*)*)(\[\/\2\]))?)(\]?)/g;
const ATTRIBUTE =
  /([\w-]+)\s*=\s*"([^"]*)"(?:\s|$)|([\w-]+)\s*=\s*'([^']*)'(?:\s|$)|([\w-]+)\s*=\s*([^\s'"]+)(?:\s|$)|"([^"]*)"(?:\s|$)|'([^']*)'(?:\s|$)|(\S+)(?:\s|$)/g;
const CORE = new Set(['caption', 'wp_caption', 'gallery', 'embed', 'video', 'audio', 'playlist']);
const VIDEO_KEYS = ['src', 'mp4', 'm4v', 'webm', 'ogv', 'wmv', 'flv'];
const AUDIO_KEYS = ['src', 'mp3', 'ogg', 'oga', 'wav', 'm4a', 'wma', 'flac'];

export function parseShortcodeAttributes(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  let positional = 0;
  for (const m of text.replace(/[\u00a0\u200b]/g, ' ').matchAll(ATTRIBUTE)) {
    if (m[1]) out[m[1].toLowerCase()] = m[2]!;
    else if (m[3]) out[m[3].toLowerCase()] = m[4]!;
    else if (m[5]) out[m[5].toLowerCase()] = m[6]!;
    else out[String(positional++)] = m[7] ?? m[8] ?? m[9] ?? '';
  }
  return out;
}

const host = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};

/** A link to what a player showed; http(s) addresses only. */
export function linkTo(url: string): string {
  const u = url.trim();
  if (!/^https?:\/\//i.test(u)) return '';
  return `<p><a href="${escapeHtml(u)}">${escapeHtml(u)}</a></p>`;
}

function figure(a: WpAttachment): string {
  const caption = a.caption ? `<figcaption>${escapeHtml(a.caption)}</figcaption>` : '';
  return `<figure><img src="${escapeHtml(a.url)}" alt="${escapeHtml(a.alt)}">${caption}</figure>`;
}

function caption(attrs: Record<string, string>, content: string, ctx: ShortcodeContext): string {
  const m = /^\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?)([\s\S]*)$/i.exec(content);
  if (!m) {
    ctx.notes.push('A caption with no picture in it was kept as text.');
    return `<p>${content.trim()}</p>`;
  }
  const text = (attrs.caption ?? m[2] ?? '').trim();
  return `<figure>${m[1]}${text ? `<figcaption>${text}</figcaption>` : ''}</figure>`;
}

function gallery(attrs: Record<string, string>, ctx: ShortcodeContext): string {
  const listed = (attrs.ids ?? attrs.include ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const pictures = listed.length
    ? listed.map((id) => ctx.attachments.get(id))
    : [...ctx.attachments.values()]
        .filter((a) => a.parent === ctx.postId)
        .sort((a, b) => a.order - b.order || Number(a.id) - Number(b.id));
  const found = pictures.filter((p): p is WpAttachment => Boolean(p));
  const missing = pictures.length - found.length;
  if (!found.length) {
    ctx.notes.push('A gallery was removed: the export file does not list its pictures.');
    return '';
  }
  ctx.notes.push(
    `A gallery became ${found.length} picture${found.length === 1 ? '' : 's'} one after another${missing ? `; ${missing} of its pictures ${missing === 1 ? 'is' : 'are'} not in the export file and ${missing === 1 ? 'was' : 'were'} left out` : ''}.`,
  );
  return found.map(figure).join('\n');
}

function media(kind: 'video' | 'audio', attrs: Record<string, string>, ctx: ShortcodeContext): string {
  const url = (kind === 'video' ? VIDEO_KEYS : AUDIO_KEYS).map((k) => attrs[k]).find((v) => v && /^https?:/i.test(v));
  if (!url) {
    ctx.notes.push(`${kind === 'audio' ? 'An' : 'A'} ${kind} player with no web address was removed.`);
    return '';
  }
  ctx.notes.push(
    `${kind === 'audio' ? 'An' : 'A'} ${kind} player became a link to its file (${url}): the blog does not play ${kind} itself.`,
  );
  return linkTo(url);
}

function embed(content: string, ctx: ShortcodeContext): string {
  const url = content.trim();
  const link = linkTo(url);
  ctx.notes.push(
    link ? `An embedded player from ${host(url) || url} became a link to it.` : 'An embed with no web address was removed.',
  );
  return link;
}

function one(name: string, attrs: Record<string, string>, content: string | undefined, ctx: ShortcodeContext): string {
  switch (name) {
    case 'caption':
    case 'wp_caption':
      return caption(attrs, run(content ?? '', ctx), ctx);
    case 'gallery':
      return gallery(attrs, ctx);
    case 'embed':
      return embed(content ?? '', ctx);
    case 'video':
    case 'audio':
      return media(name, attrs, ctx);
    case 'playlist':
      ctx.notes.push('A playlist was removed: the blog has no music or video player.');
      return '';
    default:
      if (content !== undefined) {
        ctx.notes.push(`The [${name}] shortcode (a WordPress plugin's feature) was removed; the words inside it were kept.`);
        return run(content, ctx);
      }
      ctx.notes.push(`The [${name}] shortcode (a WordPress plugin's feature) was removed.`);
      return '';
  }
}

/** The text with its shortcodes replaced: captions become figures, galleries their pictures, players links. */
export function run(text: string, ctx: ShortcodeContext): string {
  if (!text.includes('[')) return text;
  return text.replace(
    SHORTCODE,
    (
      whole,
      open: string,
      name: string,
      rawAttrs: string,
      _self: string,
      content: string | undefined,
      closing: string | undefined,
      close: string,
    ) => {
      if (open === '[' && close === ']') return whole.slice(1, -1); // [[gallery]] is written out as text
      const lower = name.toLowerCase();
      const looksLikeOne = CORE.has(lower) || closing !== undefined || rawAttrs.includes('=') || /[-_]/.test(name);
      if (!looksLikeOne) return whole;
      return `${open}${one(lower, parseShortcodeAttributes(rawAttrs), closing !== undefined ? content : undefined, ctx)}${close}`;
    },
  );
}
