// What the site's sanitiser dropped from imported HTML, in sentences for the owner: the elements
// read before it ran are compared with those left after, so a rule added to the sanitiser is
// reported without a change here.
import type { Attributes } from 'sanitize-html';
import { checkUrl } from '../blog/sanitize.ts';
import { absolutePictureUrl } from './addresses.ts';

export interface Element {
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

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'An' : 'A');
const hostOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url, 'https://x.invalid/').hostname.replace(/^x\.invalid$/, '') || null;
  } catch {
    return null;
  }
};

const count = <T>(items: T[], key: (t: T) => string) => {
  const m = new Map<string, number>();
  for (const i of items) m.set(key(i), (m.get(key(i)) ?? 0) + 1);
  return m;
};

/** Sentences for what is in `before` and not in `after`. */
export function droppedNotes(before: Element[], after: Element[], siteUrl: string | null): string[] {
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
