import sanitizeHtml, { type Attributes, type IOptions } from 'sanitize-html';
import { HREF_SCHEMES, IMG_SCHEMES, checkUrl } from '../../blog/url-policy.ts';

export { checkUrl, type UrlCheck } from '../../blog/url-policy.ts';

// Blog post bodies are HTML written by staff (or by anyone holding a stolen
// staff session). They are sanitised on save and again on every render, so
// nothing unsafe stored earlier can reach a visitor. Allow-list only: any tag
// or attribute not named here is dropped, and every URL is re-checked after
// the parser has decoded entities, with the characters browsers ignore in a
// URL (tabs, newlines, leading control characters) removed first.

export interface SanitizeOptions {
  /** The site's origin; absolute links to it count as internal (no new tab). */
  siteOrigin?: string;
}

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'blockquote',
  'code',
  'pre',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
];

// Containers whose content is not article text: dropped with the tag.
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'title',
  'head',
  'plaintext',
  'canvas',
  'audio',
  'video',
  'map',
];

const DIMENSION = /^\d{1,5}$/;
const SPAN = /^\d{1,3}$/;

function buildOptions(siteOrigin: string | undefined): IOptions {
  return {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      ol: ['start'],
    },
    // Checked again by sanitize-html after our own transforms below.
    allowedSchemes: HREF_SCHEMES,
    allowedSchemesByTag: { img: IMG_SCHEMES },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    allowedStyles: {},
    disallowedTagsMode: 'discard',
    nonTextTags: DROP_WITH_CONTENT,
    enforceHtmlBoundary: false,
    parser: { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
    transformTags: {
      // The page's h1 is the post title; keep the outline under it.
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      a: (_tag: string, attribs: Attributes) => {
        const out: Attributes = {};
        const href = checkUrl(attribs.href, 'href', siteOrigin);
        if (href) {
          out.href = href.url;
          if (href.external) {
            out.target = '_blank';
            out.rel = 'noopener noreferrer';
          }
        }
        if (attribs.title) out.title = attribs.title;
        return { tagName: 'a', attribs: out };
      },
      img: (_tag: string, attribs: Attributes) => {
        const out: Attributes = {};
        const src = checkUrl(attribs.src, 'src', siteOrigin);
        if (src) out.src = src.url;
        out.alt = attribs.alt ?? '';
        if (attribs.title) out.title = attribs.title;
        if (attribs.width && DIMENSION.test(attribs.width)) out.width = attribs.width;
        if (attribs.height && DIMENSION.test(attribs.height)) out.height = attribs.height;
        out.loading = 'lazy';
        out.decoding = 'async';
        return { tagName: 'img', attribs: out };
      },
      th: (_tag: string, attribs: Attributes) => ({ tagName: 'th', attribs: spans(attribs, true) }),
      td: (_tag: string, attribs: Attributes) => ({ tagName: 'td', attribs: spans(attribs, false) }),
      ol: (_tag: string, attribs: Attributes) => ({
        tagName: 'ol',
        attribs: (attribs.start && /^-?\d{1,6}$/.test(attribs.start) ? { start: attribs.start } : {}) as Attributes,
      }),
    },
    // An image whose source was refused is removed rather than left broken, and a caption
    // left empty in the editor is not kept as an empty element under its picture.
    exclusiveFilter: (frame) => (frame.tag === 'img' && !frame.attribs.src) || (frame.tag === 'figcaption' && !frame.text.trim()),
  };
}

function spans(attribs: Attributes, header: boolean): Attributes {
  const out: Attributes = {};
  if (attribs.colspan && SPAN.test(attribs.colspan)) out.colspan = attribs.colspan;
  if (attribs.rowspan && SPAN.test(attribs.rowspan)) out.rowspan = attribs.rowspan;
  if (header && attribs.scope && /^(row|col|rowgroup|colgroup)$/.test(attribs.scope)) out.scope = attribs.scope;
  return out;
}

const cache = new Map<string, IOptions>();
function optionsFor(siteOrigin: string | undefined): IOptions {
  const key = siteOrigin ?? '';
  let o = cache.get(key);
  if (!o) {
    o = buildOptions(siteOrigin);
    cache.set(key, o);
  }
  return o;
}

/** The post body reduced to the allow-listed formatting. Safe to render as HTML. */
export function sanitizePostHtml(html: string, options: SanitizeOptions = {}): string {
  if (!html) return '';
  return sanitizeHtml(html, optionsFor(options.siteOrigin)).trim();
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[name.toLowerCase()] ?? m;
  });
}

/**
 * Plain text from HTML (excerpts, RSS, read time): tags and non-text
 * elements removed, entities decoded, whitespace collapsed. The result is
 * text, not HTML: escape it wherever it is output.
 */
export function stripHtml(html: string): string {
  if (!html) return '';
  // Block boundaries become spaces so "<p>a</p><p>b</p>" reads "a b".
  const spaced = html.replace(
    /<\/?(?:p|div|br|hr|h[1-6]|li|ul|ol|tr|td|th|table|blockquote|pre|figure|figcaption|section|article)\b[^>]*>/gi,
    ' $& ',
  );
  const text = sanitizeHtml(spaced, {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    nonTextTags: DROP_WITH_CONTENT,
  });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}
