// What a fresh install started with (the seed's copy), for the two readers that need it after
// the seed: a page whose row is missing renders its first version rather than nothing, and the
// Prices audit knows the figures an offer showed before any kept version. Imported when asked,
// so the copy is not part of every page's module graph (the seed loads it once, at start).
import type { PageDocument } from '../../page-content/page-document.ts';
import type { Offer } from '../../shapes/offer.ts';

const seedContent = () => import('../seed/seed-data/page-content/index.ts');

/** The seed's document for a page, if the seed has one. */
export async function seedPageDocument(slug: string): Promise<PageDocument | undefined> {
  return (await seedContent()).SEED_CONTENT_PAGES.find((p) => p.slug === slug)?.doc;
}

/** The offers as the seed first wrote them. */
export async function seedOffers(): Promise<readonly Offer[]> {
  return (await seedContent()).SEED_OFFERS;
}
