// Points an imported post's pictures at our copies. The reader's HTML is
// already sanitised, so an <img> is one tag with a quoted src; a picture we
// could not fetch becomes its alt text in a note, never a broken image.
import { escapeHtml } from '../../escape-html.ts';

const IMG = /<img\b[^>]*>/gi;
const ATTR = (name: string) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i');

function decodeAttr(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export type PictureOutcome = { src: string } | { missing: true };

/** Replaces each <img>'s src by our copy's address, or the tag by a note. */
export function rewritePictures(html: string, outcomes: ReadonlyMap<string, PictureOutcome>): string {
  return html.replace(IMG, (tag) => {
    const src = tag.match(ATTR('src'));
    if (!src) return tag;
    const outcome = outcomes.get(decodeAttr(src[1]!));
    if (!outcome) return tag;
    if ('src' in outcome) return tag.replace(ATTR('src'), ` src="${escapeHtml(outcome.src)}"`);
    const alt = decodeAttr(tag.match(ATTR('alt'))?.[1] ?? '').trim();
    return `<em>(Picture not imported${alt ? `: ${escapeHtml(alt)}` : ''})</em>`;
  });
}
