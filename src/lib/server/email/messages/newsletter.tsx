// The newsletter e-mail as each subscriber receives it. The body is the
// sanitised rich text the blog editor writes, given the mail's inline styles;
// the rest is rendered like every other e-mail (email/render.tsx).
import { sanitizePostHtml } from '../../blog/sanitize.ts';
import { UNSUBSCRIBE_PLACEHOLDER } from '../unsubscribe.ts';
import { BODY_TEXT, EmailDocument, MAIL_COLOURS } from '../layout.tsx';
import { renderEmail, type RenderedEmail } from '../render.tsx';

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
  img: 'display:block;max-width:100%;height:auto;border:0;margin:0 0 16px',
  pre: 'margin:0 0 16px;padding:12px;background:#f1f3f8;border-radius:6px;font-size:14px;white-space:pre-wrap',
};

/** Inline styles on the allow-listed tags (the sanitiser already removed every other attribute that could carry one). */
function inlineStyles(html: string): string {
  return html.replace(
    /<(p|h2|h3|ul|ol|blockquote|a|img|pre)(\s[^>]*?)?\s*(\/?)>/g,
    (_m, tag: string, attrs = '', slash: string) => {
      return `<${tag}${attrs} style="${STYLES[tag]}"${slash ? ' /' : ''}>`;
    },
  );
}

/** HTML and text, with `unsubscribe` (by default the placeholder each recipient's own link replaces) in both. */
export function newsletterEmail(c: NewsletterContent, s: NewsletterSender, unsubscribe = UNSUBSCRIBE_PLACEHOLDER): RenderedEmail {
  const body = inlineStyles(absolutise(sanitizePostHtml(c.bodyHtml), s.siteUrl));
  const footer = (
    <>
      You receive this because you subscribed to the {s.businessName} newsletter and confirmed your address.
      <br />
      <a href={unsubscribe} style={{ color: MAIL_COLOURS.link }}>
        Unsubscribe with one click
      </a>{' '}
      and we stop at once.
      <br />
      {s.businessName}, {s.businessAddress}
    </>
  );
  return renderEmail(
    c.subject,
    <EmailDocument title={c.subject} footer={footer}>
      <tr>
        <td style={{ padding: '20px 28px', background: MAIL_COLOURS.heading, color: '#ffffff', fontSize: 18, fontWeight: 700 }}>
          {s.businessName}
        </td>
      </tr>
      {c.coverUrl && (
        <tr>
          <td style={{ padding: 0 }}>
            {/* lazy: otherwise React puts a preload <link> for it in the head, which means nothing in a mail program */}
            <img
              src={c.coverUrl}
              alt={c.coverAlt}
              width={600}
              loading="lazy"
              style={{ display: 'block', width: '100%', maxWidth: 600, height: 'auto', border: 0 }}
            />
          </td>
        </tr>
      )}
      <tr>
        <td style={{ padding: 28, ...BODY_TEXT }}>
          <h1 style={{ margin: '0 0 20px', fontSize: 26, lineHeight: 1.25, color: MAIL_COLOURS.heading }}>{c.subject}</h1>
          <div dangerouslySetInnerHTML={{ __html: body }} />
          {c.linkUrl && (
            <p style={{ margin: '24px 0 0' }}>
              <a
                href={c.linkUrl}
                style={{
                  display: 'inline-block',
                  padding: '12px 20px',
                  background: MAIL_COLOURS.heading,
                  color: '#ffffff',
                  borderRadius: 8,
                  fontWeight: 600,
                  textDecoration: 'none',
                }}
              >
                Read it on our website
              </a>
            </p>
          )}
        </td>
      </tr>
    </EmailDocument>,
  );
}
