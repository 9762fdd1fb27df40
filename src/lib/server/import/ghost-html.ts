// Ghost's stored HTML for the cards the sanitiser would mangle: an embed card's player becomes a
// link to it, a bookmark card (a link preview built of <div>s) a plain link with its title and
// description. Ghost writes these cards with fixed class names (its kg-default-cards renderers),
// which is all these patterns rely on; anything else is left to the sanitiser and its notes.
import { escapeHtml } from '../../escape-html.ts';
import { playersToLinks } from './players.ts';

const CARD = (name: string) =>
  new RegExp(String.raw`<figure\b[^<>]*class="[^"]*\bkg-${name}-card\b[^"]*"[^<>]*>([\s\S]*?)<\/figure>`, 'gi');
const EMBED = CARD('embed');
const BOOKMARK = CARD('bookmark');
const text = (html: string | undefined) => (html ?? '').replace(/<[^<>]*>/g, '').trim();
const caption = (inner: string) => text(/<figcaption\b[^<>]*>([\s\S]*?)<\/figcaption>/i.exec(inner)?.[1]);
const decode = (s: string) => s.replace(/&amp;/g, '&');
const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
};
const paragraph = (s: string) => (s ? `<p>${escapeHtml(s)}</p>` : '');

export function ghostCardsToHtml(html: string, notes: string[]): string {
  let out = html.replace(EMBED, (whole, inner: string) => {
    const src = /<iframe\b[^<>]*\ssrc="([^"]+)"/i.exec(inner)?.[1];
    if (!src) return whole;
    const url = decode(src);
    notes.push(`An embedded ${hostOf(url)} player became a link to ${url}.`);
    return `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>${paragraph(caption(inner))}`;
  });
  out = out.replace(BOOKMARK, (whole, inner: string) => {
    const href = /<a\b[^<>]*\shref="([^"]+)"/i.exec(inner)?.[1];
    if (!href) return whole;
    const url = decode(href);
    const title = text(/kg-bookmark-title"[^<>]*>([\s\S]*?)<\/div>/i.exec(inner)?.[1]) || url;
    const description = text(/kg-bookmark-description"[^<>]*>([\s\S]*?)<\/div>/i.exec(inner)?.[1]);
    notes.push(`A link preview card for ${hostOf(url)} became a plain link.`);
    return `<p><a href="${escapeHtml(url)}">${escapeHtml(title)}</a>${description ? `<br>${escapeHtml(description)}` : ''}</p>${paragraph(caption(inner))}`;
  });
  return playersToLinks(out, notes);
}
