// Imported HTML to the blog's clean HTML, with a sentence for everything the sanitiser drops.
// Three passes of sanitize-html (the parser the site already trusts): the first reads every
// element as written (the inventory) and fixes picture addresses (relative ones against the
// old site; http ones kept, as the import fetches and replaces them); the second is the
// site's own sanitiser (sanitizePostHtml); the third lists what survived. The notes come from
// comparing the two lists, so a rule added to the sanitiser is reported without a change here.
import sanitizeHtml, { type Attributes } from 'sanitize-html';
import { checkUrl, sanitizePostHtml } from '../blog/sanitize.ts';
import { escapeHtml } from '../../escape-html.ts';
import type { ImportedPicture } from './model.ts';
import { pictureNotes } from './pictures.ts';

interface Element {
  tag: string;
  attribs: Attributes;
}

/** Elements dropped with everything inside them: each one is named with where it came from. */
const CONTENT_TAGS = new Set([
  'iframe',
  'embed',
  'object',
  'video',
  'audio',
  'script',
  'style',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'svg',
  'canvas',
  'math',
  'map',
  'noscript',
  'template',
  'frame',
  'frameset',
  'applet',
]);
/** Inside a dropped element: reported with it. */
const INNER_TAGS = new Set([
  'source',
  'track',
  'param',
  'option',
  'optgroup',
  'label',
  'path',
  'g',
  'circle',
  'rect',
  'line',
  'polygon',
  'polyline',
  'ellipse',
  'defs',
  'use',
  'symbol',
  'title',
  'desc',
  'area',
  'mi',
  'mo',
  'mn',
  'mrow',
  'msup',
  'msub',
  'mfrac',
]);
const WHAT: Record<string, string> = {
  iframe: 'an embedded page, often a video or map player',
  video: 'a video player',
  audio: 'an audio player',
  script: 'a script',
  style: 'a style sheet',
  form: 'a form',
  svg: 'a drawing (SVG)',
};
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};
const RENAMED: Record<string, string> = { h1: 'h2', h5: 'h4', h6: 'h4' };
const PLACEHOLDER = 'https://import-placeholder.invalid/picture/';

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'An' : 'A');
const hostOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url, 'https://x.invalid/').hostname.replace(/^x\.invalid$/, '') || null;
  } catch {
    return null;
  }
};

/** A picture address as the import will fetch it: absolute, against the old site when relative. */
export function absolutePictureUrl(src: string, siteUrl: string | null): string {
  const raw = src.trim();
  if (siteUrl && (raw.startsWith('/') || !/^[a-z][a-z0-9+.-]*:/i.test(raw)) && !raw.startsWith('//')) {
    try {
      return new URL(raw, `${siteUrl.replace(/\/+$/, '')}/`).href;
    } catch {
      return raw;
    }
  }
  if (raw.startsWith('//')) return `https:${raw}`;
  const check = checkUrl(raw, 'src');
  if (check) return check.url;
  try {
    return new URL(raw).href;
  } catch {
    return raw;
  }
}

export interface CleanResult {
  html: string;
  pictures: ImportedPicture[];
  notes: string[];
}

/** Reads the HTML as written: its elements, its pictures (addresses made absolute), figure captions. */
const sameSite = (a: string, b: string) => a.replace(/^www\./, '') === b.replace(/^www\./, '');
const FILE_PATH = /\.(?!html?$|php$)[a-z0-9]{2,5}$/i;

/**
 * A link to one of the old site's own pages as a site path ('/2019/05/my-post/'), which the
 * import's redirects lead to the imported page once the domain points here; links to files there
 * (uploads) and to other sites stay as they are.
 */
export function localLink(href: string, siteUrl: string | null): string | null {
  if (!siteUrl) return null;
  let url: URL;
  let site: URL;
  try {
    url = new URL(href.trim());
    site = new URL(siteUrl);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || !sameSite(url.hostname, site.hostname) || FILE_PATH.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function firstPass(html: string, siteUrl: string | null, notes: string[]) {
  const elements: Element[] = [];
  let localised = 0;
  const pictures: ImportedPicture[] = [];
  const kept = new Map<string, string>();
  const figures: ImportedPicture[][] = [];
  const out = sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    // Read, not shown: the second pass (the site's sanitiser) drops these.
    allowVulnerableTags: true,
    allowedSchemes: ['http', 'https', 'mailto', 'tel', 'ftp', 'file', 'data'],
    disallowedTagsMode: 'discard',
    parser: { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
    onOpenTag: (name, attribs) => {
      elements.push({ tag: name, attribs: { ...attribs } });
      if (name === 'figure') figures.push([]);
    },
    transformTags: {
      a: (_tag, attribs) => {
        const local = attribs.href ? localLink(attribs.href, siteUrl) : null;
        if (!local) return { tagName: 'a', attribs };
        localised++;
        return { tagName: 'a', attribs: { ...attribs, href: local } };
      },
      img: (_tag, attribs) => {
        const src = (attribs.src ?? attribs['data-src'] ?? '').trim();
        if (!src) return { tagName: 'img', attribs };
        if (/^data:/i.test(src)) {
          notes.push('A picture held inside the text itself (a data: address) was removed: add it again from the media library.');
          return { tagName: 'img', attribs: { alt: attribs.alt ?? '' } };
        }
        const url = absolutePictureUrl(src, siteUrl);
        const picture: ImportedPicture = { url, alt: (attribs.alt ?? '').trim() };
        pictures.push(picture);
        figures.at(-1)?.push(picture);
        let written = url;
        if (/^http:/i.test(url)) {
          // The sanitiser takes https pictures only; the import replaces this one with its copy.
          written = `${PLACEHOLDER}${kept.size}`;
          kept.set(written, url);
        }
        return { tagName: 'img', attribs: { ...attribs, src: written } };
      },
    },
    exclusiveFilter: (frame) => {
      if (frame.tag === 'figcaption') {
        const caption = frame.text.replace(/\s+/g, ' ').trim();
        for (const p of figures.at(-1) ?? []) if (caption && !p.caption) p.caption = caption;
      } else if (frame.tag === 'figure') figures.pop();
      return false;
    },
  });
  if (localised)
    notes.push(
      `${localised === 1 ? 'A link' : `${localised} links`} to the old site’s own pages became site addresses (such as /2019/05/a-post/), which lead to the imported pages once the old domain points here.`,
    );
  return { out, elements, pictures, kept };
}

function inventory(html: string): Element[] {
  const elements: Element[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    onOpenTag: (name, attribs) => elements.push({ tag: name, attribs }),
  });
  return elements;
}

const count = <T>(items: T[], key: (t: T) => string) => {
  const m = new Map<string, number>();
  for (const i of items) m.set(key(i), (m.get(key(i)) ?? 0) + 1);
  return m;
};

/** Sentences for what is in `before` and not in `after`. */
function droppedNotes(before: Element[], after: Element[], siteUrl: string | null): string[] {
  const notes: string[] = [];
  const afterCounts = count(after, (e) => e.tag);
  const removed = new Map<string, number>();
  for (const e of before) {
    if (!CONTENT_TAGS.has(e.tag)) continue;
    const host = hostOf(e.attribs.src ?? e.attribs.data ?? e.attribs.action);
    const key = `${e.tag}\u0000${host ?? ''}`;
    removed.set(key, (removed.get(key) ?? 0) + 1);
  }
  for (const [key, n] of removed) {
    const [tag, host] = key.split('\u0000') as [string, string];
    const what = WHAT[tag] ? ` (${WHAT[tag]})` : '';
    const from = host ? ` from ${host}` : '';
    notes.push(
      `${n === 1 ? article(tag) : n} <${tag}>${n === 1 ? '' : ' elements'}${what}${from} ${n === 1 ? 'was' : 'were'} removed: the blog does not run embedded code or players.`,
    );
  }
  for (const e of before) {
    if (e.tag === 'a' && e.attribs.href && !checkUrl(e.attribs.href, 'href'))
      notes.push(
        `A link to “${e.attribs.href.slice(0, 80)}” was removed (not a web, mail or phone address); its words were kept.`,
      );
    const src = e.tag === 'img' ? (e.attribs.src ?? e.attribs['data-src'] ?? '').trim() : '';
    if (src && !/^data:/i.test(src) && !checkUrl(absolutePictureUrl(src, siteUrl).replace(/^http:/i, 'https:'), 'src'))
      notes.push(`A picture at “${src.slice(0, 100)}” was removed from the text: only web pictures are shown.`);
  }
  const beforeCounts = count(
    before.filter((e) => !CONTENT_TAGS.has(e.tag) && !INNER_TAGS.has(e.tag)),
    (e) => RENAMED[e.tag] ?? e.tag,
  );
  const lost: string[] = [];
  for (const [tag, n] of beforeCounts) {
    const missing = n - (afterCounts.get(tag) ?? 0);
    // Pictures and links are named above; a paragraph or figure left empty by them is not formatting.
    if (missing > 0 && !['img', 'a', 'p', 'figure'].includes(tag)) lost.push(`<${tag}> ×${missing}`);
  }
  if (lost.length) notes.push(`Formatting the blog does not use was removed and the words kept: ${lost.join(', ')}.`);
  const renamed = before.filter((e) => RENAMED[e.tag]).length;
  if (renamed)
    notes.push(
      `${renamed} heading${renamed === 1 ? '' : 's'} changed level: the post's title is its only top-level heading, and the blog uses three levels below it.`,
    );
  const attributes = new Map<string, number>();
  for (const e of before) {
    if (CONTENT_TAGS.has(e.tag) || INNER_TAGS.has(e.tag)) continue;
    const allowed = ALLOWED_ATTRIBUTES[RENAMED[e.tag] ?? e.tag] ?? [];
    for (const name of Object.keys(e.attribs))
      if (!allowed.includes(name) && name !== 'data-src') attributes.set(name, (attributes.get(name) ?? 0) + 1);
  }
  if (attributes.size)
    notes.push(
      `Layout settings from the old site were removed, so the blog's own styles apply: ${[...attributes].map(([a, n]) => `${a} ×${n}`).join(', ')}.`,
    );
  return notes;
}

/** Imported HTML made clean for the blog, with its pictures and a note for everything left out. */
export function cleanImportedHtml(html: string, siteUrl: string | null, sanitizeOrigin?: string): CleanResult {
  const notes: string[] = [];
  const first = firstPass(html, siteUrl, notes);
  let clean = sanitizePostHtml(first.out, sanitizeOrigin ? { siteOrigin: sanitizeOrigin } : {});
  // Blank lines between blocks, and paragraphs or figures emptied by the sanitiser, are not content.
  clean = clean.replace(/>\n{2,}</g, '>\n<').replace(/<(p|figure)>\s*<\/\1>\n?/g, '');
  notes.push(...droppedNotes(first.elements, inventory(clean), siteUrl));
  for (const [placeholder, url] of first.kept) clean = clean.replaceAll(`src="${placeholder}"`, `src="${escapeHtml(url)}"`);
  notes.push(...pictureNotes(first.pictures));
  return { html: clean, pictures: first.pictures, notes };
}
