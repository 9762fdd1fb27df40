// The newsletter e-mail, HTML and plain text, as each subscriber receives it.
// The body is the sanitised rich text the blog editor writes; the shell is a
// single 600 px column that narrows to the screen (a phone at 390 px), styled
// inline because many mail programs drop <style> blocks.
import { sanitizePostHtml } from '../blog/sanitize.ts';

/** Replaced, at send time, by each recipient's own unsubscribe link. */
export const UNSUBSCRIBE_PLACEHOLDER = '%%NORTHMILL_UNSUBSCRIBE_URL%%';

export interface NewsletterContent {
  subject: string;
  bodyHtml: string;
  /** Absolute URL of the cover picture (JPEG), or null. */
  coverUrl: string | null;
  coverAlt: string;
  /** 'Read it on the blog' link, or null. */
  linkUrl: string | null;
}

export interface NewsletterSender {
  businessName: string;
  businessAddress: string;
  siteUrl: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Site-relative links and pictures (/blog/…, /media/…) made absolute: a mail program has no base URL. */
function absolutise(html: string, siteUrl: string): string {
  const origin = new URL(siteUrl).origin;
  return html.replace(/\s(href|src)="\/(?!\/)/g, (_m, attr: string) => ` ${attr}="${origin}/`);
}

const STYLES: Record<string, string> = {
  p: 'margin:0 0 16px;font-size:16px;line-height:1.6;color:#1f2a44',
  h2: 'margin:28px 0 12px;font-size:22px;line-height:1.3;color:#0b1530',
  h3: 'margin:24px 0 10px;font-size:18px;line-height:1.35;color:#0b1530',
  ul: 'margin:0 0 16px;padding-left:22px;font-size:16px;line-height:1.6;color:#1f2a44',
  ol: 'margin:0 0 16px;padding-left:22px;font-size:16px;line-height:1.6;color:#1f2a44',
  blockquote: 'margin:0 0 16px;padding:4px 0 4px 16px;border-left:4px solid #d9a21b;color:#34405e',
  a: 'color:#1d4ed8;text-decoration:underline',
  img: 'max-width:100%;height:auto;border:0',
  pre: 'margin:0 0 16px;padding:12px;background:#f1f3f8;border-radius:6px;font-size:14px;white-space:pre-wrap',
};

/** Inline styles on the allow-listed tags (the sanitiser already removed every other attribute that could carry one). */
function inlineStyles(html: string): string {
  return html.replace(/<(p|h2|h3|ul|ol|blockquote|a|img|pre)(\s[^>]*)?>/g, (_m, tag: string, attrs = '') => {
    return `<${tag}${attrs} style="${STYLES[tag]}">`;
  });
}

export function renderNewsletterHtml(c: NewsletterContent, s: NewsletterSender, unsubscribe = UNSUBSCRIBE_PLACEHOLDER): string {
  const body = inlineStyles(absolutise(sanitizePostHtml(c.bodyHtml), s.siteUrl));
  const cover = c.coverUrl
    ? `<tr><td style="padding:0"><img src="${esc(c.coverUrl)}" alt="${esc(c.coverAlt)}" width="600" style="display:block;width:100%;max-width:600px;height:auto;border:0"></td></tr>`
    : '';
  const link = c.linkUrl
    ? `<p style="margin:24px 0 0"><a href="${esc(c.linkUrl)}" style="display:inline-block;padding:12px 20px;background:#0b1530;color:#ffffff;border-radius:8px;font-weight:600;text-decoration:none">Read it on our website</a></p>`
    : '';
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(c.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f3f8;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f3f8"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="padding:20px 28px;background:#0b1530;color:#ffffff;font-size:18px;font-weight:700">${esc(s.businessName)}</td></tr>
${cover}
<tr><td style="padding:28px"><h1 style="margin:0 0 20px;font-size:26px;line-height:1.25;color:#0b1530">${esc(c.subject)}</h1>${body}${link}</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px"><tr><td style="padding:20px 28px;font-size:13px;line-height:1.6;color:#4a5573">
You receive this because you subscribed to the ${esc(s.businessName)} newsletter and confirmed your address.<br>
<a href="${unsubscribe}" style="color:#1d4ed8">Unsubscribe</a> with one click and we stop at once.<br>
${esc(s.businessName)}, ${esc(s.businessAddress)}
</td></tr></table>
</td></tr></table></body></html>`;
}

/** Plain text from the sanitised body: paragraphs and headings separated by blank lines, links written out. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, text: string) => {
      const label = text.replace(/<[^>]+>/g, '').trim();
      return label && label !== href ? `${label} (${href})` : href;
    })
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|ul|ol|blockquote|pre|figure)>/gi, '\n\n')
    .replace(/<img\s[^>]*alt="([^"]*)"[^>]*>/gi, (_m, alt: string) => (alt ? `[${alt}]` : ''))
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|amp|lt|gt|quot|nbsp);/g, (m, e: string) =>
      e[0] === '#' ? String.fromCodePoint(Number(e.slice(1))) : ({ amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' }[e] ?? m),
    )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function renderNewsletterText(c: NewsletterContent, s: NewsletterSender, unsubscribe = UNSUBSCRIBE_PLACEHOLDER): string {
  const body = htmlToText(absolutise(sanitizePostHtml(c.bodyHtml), s.siteUrl));
  return [
    c.subject,
    '='.repeat(Math.min(c.subject.length, 70)),
    '',
    body,
    ...(c.linkUrl ? ['', `Read it on our website: ${c.linkUrl}`] : []),
    '',
    '--',
    `You receive this because you subscribed to the ${s.businessName} newsletter and confirmed your address.`,
    `Unsubscribe with one click: ${unsubscribe}`,
    `${s.businessName}, ${s.businessAddress}`,
  ].join('\n');
}
