// One way to write an e-mail: a React element rendered on the server to the
// HTML part (React escapes every value it renders), and the plain-text part
// made from that HTML by html-to-text, so the two always say the same words
// and carry the same links. Messages are in email/messages/.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compile, type FormatCallback } from 'html-to-text';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** A picture's description on a line of its own, so it never runs into the sentence after it. */
const picture: FormatCallback = (elem, _walk, builder) => {
  const alt = (elem.attribs?.alt ?? '').trim();
  if (!alt) return;
  builder.openBlock({ leadingLineBreaks: 2 });
  builder.addInline(`[Picture: ${alt}]`, { noWordTransform: true });
  builder.closeBlock({ trailingLineBreaks: 2 });
};

/** The message's title, underlined as plain-text mail has done since before HTML. */
const title: FormatCallback = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 });
  walk(elem.children, builder);
  builder.closeBlock({
    trailingLineBreaks: 2,
    blockTransform: (line) => `${line}\n${'='.repeat(Math.min(line.length, 70))}`,
  });
};

const plainHeading = { options: { uppercase: false } };

/**
 * HTML to the text part. Links read 'label (address)', or the bare address
 * when that is the label; a table row of a heading cell and a value reads
 * 'Heading: value'; lines are not wrapped (mail programs wrap them).
 */
export const textPart = compile({
  wordwrap: false,
  formatters: { picture, title },
  selectors: [
    { selector: 'a', options: { linkBrackets: ['(', ')'], hideLinkHrefIfSameAsText: true } },
    { selector: 'img', format: 'picture' },
    { selector: 'h1', format: 'title' },
    ...['h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, ...plainHeading })),
    { selector: 'ul', options: { itemPrefix: '- ' } },
    { selector: 'tr', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'th', format: 'inlineSurround', options: { suffix: ': ' } },
    { selector: 'hr', options: { length: 2, leadingLineBreaks: 2, trailingLineBreaks: 1 } },
  ],
});

/** A whole message (an `EmailDocument`) as its subject, HTML part and text part. */
export function renderEmail(subject: string, message: ReactElement): RenderedEmail {
  const html = `<!doctype html>${renderToStaticMarkup(message)}`;
  return { subject, html, text: textPart(html) };
}
