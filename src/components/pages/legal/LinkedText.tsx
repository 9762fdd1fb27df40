import type { ReactNode } from 'react';
import { fillTokens, telHref, type SiteInfo } from '../../../lib/site.ts';

const LINK_CLASS =
  'font-medium text-navy-800 underline decoration-mustard-500 decoration-2 underline-offset-2 hover:text-navy-950';

// {phone} and {email} become tel: and mailto: links, web addresses become links,
// and the remaining tokens are filled as plain text.
const PATTERN = /(\{phone\}|\{email\}|https?:\/\/[^\s]+[^\s.,;:)])/g;

/** Copy text with its contact tokens and web addresses turned into links. */
export function LinkedText({ text, site }: { text: string; site: SiteInfo }) {
  const parts: ReactNode[] = text.split(PATTERN).map((part, index) => {
    if (part === '{phone}') {
      return (
        <a key={index} href={telHref(site.phone)} className={`${LINK_CLASS} whitespace-nowrap`}>
          {site.phone}
        </a>
      );
    }
    if (part === '{email}') {
      return (
        <a key={index} href={`mailto:${site.email}`} className={`${LINK_CLASS} break-words`}>
          {site.email}
        </a>
      );
    }
    if (/^https?:\/\//.test(part)) {
      return (
        <a key={index} href={part} className={`${LINK_CLASS} break-all`}>
          {part.replace(/^https?:\/\//, '').replace(/\/$/, '')}
        </a>
      );
    }
    return fillTokens(part, site);
  });
  return <>{parts}</>;
}
