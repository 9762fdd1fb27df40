// The parts every e-mail is made of. A single column, at most 600 px, that
// narrows to the screen (a phone at 390 px); styles inline, because many mail
// programs drop <style> blocks; tables for layout, which Outlook still needs.
import type { CSSProperties, ReactNode } from 'react';

export const MAIL_COLOURS = {
  page: '#f1f3f8',
  card: '#ffffff',
  ink: '#1f2a44',
  heading: '#0b1530',
  muted: '#4a5573',
  link: '#1d4ed8',
  accent: '#d9a21b',
} as const;

const FONT = "-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
export const BODY_TEXT: CSSProperties = { fontSize: 16, lineHeight: 1.6, color: MAIL_COLOURS.ink };

function Column({ style, children }: { style?: CSSProperties; children: ReactNode }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ maxWidth: 600, ...style }}>
      <tbody>{children}</tbody>
    </table>
  );
}

/**
 * The document: `children` are the card's rows (`<tr>`), `footer` the small
 * print under the card.
 */
export function EmailDocument({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: MAIL_COLOURS.page, fontFamily: FONT }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ background: MAIL_COLOURS.page }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <Column style={{ background: MAIL_COLOURS.card, borderRadius: 12, overflow: 'hidden' }}>{children}</Column>
                {footer && (
                  <Column>
                    <tr>
                      <td style={{ padding: '20px 28px', fontSize: 13, lineHeight: 1.6, color: MAIL_COLOURS.muted }}>{footer}</td>
                    </tr>
                  </Column>
                )}
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** A message from the site to one person: paragraphs in the card. */
export function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <EmailDocument title={title}>
      <tr>
        <td style={{ padding: 28, ...BODY_TEXT }}>{children}</td>
      </tr>
    </EmailDocument>
  );
}

/** A link the reader should see in full (a one-time link): its address is its label. */
export function LinkLine({ href }: { href: string }) {
  return (
    <p style={{ wordBreak: 'break-all' }}>
      <a href={href} style={{ color: MAIL_COLOURS.link }}>
        {href}
      </a>
    </p>
  );
}

/** Text someone typed, with its line breaks (the text part keeps them too). */
export function Typed({ text }: { text: string }) {
  return <pre style={{ margin: '0 0 16px', whiteSpace: 'pre-wrap', fontFamily: 'inherit', fontSize: 16 }}>{text}</pre>;
}

/** Label and value rows ('Label: value' in the text part). */
export function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <table cellPadding={6} style={{ borderCollapse: 'collapse', ...BODY_TEXT }}>
      <tbody>
        {rows.map(([label, value], i) => (
          <tr key={i}>
            <th style={{ textAlign: 'left', verticalAlign: 'top' }}>{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
