// Ghost's cards (the blocks of its editor, in Mobiledoc and Lexical alike) as plain HTML. Each
// card the blog has no equivalent for becomes the nearest thing (a link, a heading, a quote)
// or is removed, with a note. The HTML is sanitised with the rest of the post afterwards.
import MarkdownIt from 'markdown-it';
import { escapeHtml } from '../../escape-html.ts';

// Markdown cards may hold HTML, as Ghost allows; the site's sanitiser runs on the result.
const markdown = new MarkdownIt({ html: true, linkify: true });

type Payload = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
};
const link = (url: string, text?: string) => (url ? `<p><a href="${escapeHtml(url)}">${escapeHtml(text || url)}</a></p>` : '');
/** A caption is HTML in Ghost's cards. */
const figcaption = (caption: unknown) => (str(caption).trim() ? `<figcaption>${str(caption)}</figcaption>` : '');

function picture(p: Payload): string {
  const src = str(p.src);
  if (!src) return '';
  const img = `<img src="${escapeHtml(src)}" alt="${escapeHtml(str(p.alt))}"${p.title ? ` title="${escapeHtml(str(p.title))}"` : ''}>`;
  const linked = str(p.href) ? `<a href="${escapeHtml(str(p.href))}">${img}</a>` : img;
  return `<figure>${linked}${figcaption(p.caption)}</figure>`;
}

/** One card as HTML; `notes` gets a sentence for anything changed or left out. */
export function renderCard(name: string, p: Payload, notes: string[]): string {
  switch (name) {
    case 'image':
      return picture(p);
    case 'gallery': {
      const images = Array.isArray(p.images) ? (p.images as Payload[]) : [];
      if (!images.length) return '';
      notes.push(`A gallery became ${images.length} picture${images.length === 1 ? '' : 's'} one after another.`);
      return images.map(picture).join('\n') + (str(p.caption) ? `<p>${str(p.caption)}</p>` : '');
    }
    case 'code':
    case 'codeblock':
      return `<pre><code>${escapeHtml(str(p.code))}</code></pre>${str(p.caption) ? `<p>${str(p.caption)}</p>` : ''}`;
    case 'markdown':
    case 'card-markdown':
      return markdown.render(str(p.markdown));
    case 'html':
      return str(p.html);
    case 'hr':
    case 'horizontalrule':
      return '<hr>';
    case 'embed': {
      const url = str(p.url);
      notes.push(
        url ? `An embedded ${hostOf(url)} player became a link to ${url}.` : 'An embed with no web address was removed.',
      );
      return link(url) + (str(p.caption) ? `<p>${str(p.caption)}</p>` : '');
    }
    case 'bookmark': {
      const meta = (p.metadata ?? {}) as Payload;
      const url = str(p.url) || str(meta.url);
      const title = str(meta.title) || url;
      notes.push(`A link preview card for ${hostOf(url)} became a plain link.`);
      if (!url) return '';
      const description = str(meta.description) ? `<br>${escapeHtml(str(meta.description))}` : '';
      return `<p><a href="${escapeHtml(url)}">${escapeHtml(title)}</a>${description}</p>${str(p.caption) ? `<p>${str(p.caption)}</p>` : ''}`;
    }
    case 'callout':
      notes.push('A callout box became a quotation.');
      return `<blockquote>${/^\s*</.test(str(p.calloutText)) ? str(p.calloutText) : `<p>${str(p.calloutText)}</p>`}</blockquote>`;
    case 'toggle':
      notes.push('A toggle (text that opens when clicked) became a heading with its text shown.');
      return `<h3>${str(p.heading)}</h3>${str(p.content)}`;
    case 'button':
      notes.push(`A button became a link to ${str(p.buttonUrl) || 'nowhere'}.`);
      return link(str(p.buttonUrl), str(p.buttonText));
    case 'header':
      notes.push('A header card became a heading and its text.');
      return `<h2>${str(p.header) || str(p.heading)}</h2>${str(p.subheader) ? `<p>${str(p.subheader)}</p>` : ''}${link(str(p.buttonUrl), str(p.buttonText))}`;
    case 'video':
    case 'audio':
    case 'file': {
      const src = str(p.src);
      notes.push(
        src
          ? `A ${name} card became a link to its file (${src}): the blog has no ${name === 'file' ? 'file downloads' : 'player'}.`
          : `An empty ${name} card was removed.`,
      );
      return link(src, str(p.title) || str(p.fileName) || src);
    }
    case 'product':
      notes.push('A product card became a heading, its text and a link.');
      return `<h3>${str(p.productTitle)}</h3>${str(p.productImageSrc) ? picture({ src: p.productImageSrc, alt: '' }) : ''}${str(p.productDescription)}${link(str(p.productUrl), str(p.productButton))}`;
    case 'paywall':
      notes.push('The members-only divider was removed: everything after it is part of the post.');
      return '';
    case 'signup':
    case 'email':
    case 'email-cta':
      notes.push(`A newsletter “${name}” card was removed: it belongs to Ghost's membership features.`);
      return '';
    default:
      notes.push(`A “${name}” card, which this blog has no equivalent for, was removed.`);
      return '';
  }
}
