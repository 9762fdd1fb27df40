import { createHash } from 'node:crypto';

/** What a share image shows. Everything drawn is here, so its hash names the image. */
export interface OgCard {
  /** The page's or post's title (a page's meta title without the " | Business" suffix). */
  title: string;
  /** The post's category or the page's name, shown above the title. */
  label: string;
  /** The business name beside the logo mark. */
  brand: string;
  /** The site's host name, shown in the footer. */
  host: string;
}

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/**
 * Bumped whenever the drawing changes (layout, colours, fonts): every key
 * changes with it, so every og:image URL changes and caches refetch.
 */
export const OG_TEMPLATE_VERSION = 1;

/** The content key: the same card always gives the same key; any change to what is drawn gives a new one. */
export function ogKey(card: OgCard): string {
  const input = JSON.stringify([OG_TEMPLATE_VERSION, card.title, card.label, card.brand, card.host]);
  return createHash('sha256').update(input).digest('base64url').slice(0, 22);
}

/** A page's meta title without the trailing " | Business" the browser tab needs and the card does not. */
export function cardTitle(metaTitle: string, brand: string): string {
  const suffix = ` | ${brand}`;
  const title = metaTitle.endsWith(suffix) ? metaTitle.slice(0, -suffix.length) : metaTitle;
  return title.trim() || brand;
}

/** og:image:alt: says what the card shows, for people who cannot see it. */
export function ogAlt(card: OgCard): string {
  return card.label ? `${card.brand} – ${card.label}: ${card.title}` : `${card.brand}: ${card.title}`;
}
