// Imported HTML to the blog's clean HTML, with a sentence for everything the sanitiser drops.
// Three passes of sanitize-html (the parser the site already trusts): the first reads every
// element as written (the inventory) and fixes addresses (relative pictures against the old
// site; http pictures kept, as the import fetches and replaces them; links to the old site's
// pages made site paths); the second is the site's own sanitiser (sanitizePostHtml); the third
// lists what survived, and dropped-notes.ts says what is missing.
import sanitizeHtml from 'sanitize-html';
import { sanitizePostHtml } from '../blog/sanitize.ts';
import { escapeHtml } from '../../escape-html.ts';
import { absolutePictureUrl, localLink } from './addresses.ts';
import { droppedNotes, type Element } from './dropped-notes.ts';
import type { ImportedPicture } from './model.ts';
import { pictureNotes } from './pictures.ts';

export { absolutePictureUrl, localLink } from './addresses.ts';

const PLACEHOLDER = 'https://import-placeholder.invalid/picture/';

export interface CleanResult {
  html: string;
  pictures: ImportedPicture[];
  notes: string[];
}

/** Reads the HTML as written: its elements, its pictures (addresses made absolute), figure captions. */
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

/** Imported HTML made clean for the blog, with its pictures and a note for everything left out. */
export function cleanImportedHtml(
  html: string,
  siteUrl: string | null,
  sanitizeOrigin?: string,
  allowNetworks?: string,
): CleanResult {
  const notes: string[] = [];
  const first = firstPass(html, siteUrl, notes);
  let clean = sanitizePostHtml(first.out, sanitizeOrigin ? { siteOrigin: sanitizeOrigin } : {});
  // Blank lines between blocks, and paragraphs or figures emptied by the sanitiser, are not content.
  clean = clean.replace(/>\n{2,}</g, '>\n<').replace(/<(p|figure)>\s*<\/\1>\n?/g, '');
  notes.push(...droppedNotes(first.elements, inventory(clean), siteUrl));
  for (const [placeholder, url] of first.kept) clean = clean.replaceAll(`src="${placeholder}"`, `src="${escapeHtml(url)}"`);
  notes.push(...pictureNotes(first.pictures, allowNetworks));
  return { html: clean, pictures: first.pictures, notes };
}
