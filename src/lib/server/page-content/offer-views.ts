// Offer records as section components read them (RenderContext.offers): the record is the view.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PageDocument } from '../../page-content/page-document.ts';
import type { OfferView } from '../../page-content/render-context.ts';
import { findOfferRefs } from '../../page-content/offer-refs.ts';
import { getOffersByIds, listOffers } from '../repositories/offers.ts';
import { offerTokenValues, type OfferTokenValues } from '../../page-content/offer-tokens.ts';

/** The offers a document references, by id (one query). */
export async function offersForDocument(db: Kysely<Database>, doc: PageDocument): Promise<Record<string, OfferView>> {
  const ids = [...new Set(doc.sections.flatMap((s) => findOfferRefs(s.data).map((r) => r.ref.offerId)))];
  const offers = await getOffersByIds(db, ids);
  return Object.fromEntries(offers.map((o) => [o.id, o]));
}

/**
 * What a page render needs from the offers, in one query: the records its sections reference and
 * every offer's token values ({offer:id.price} in copy may name any offer).
 */
export async function offersForRender(
  db: Kysely<Database>,
  doc: PageDocument,
): Promise<{ offers: Record<string, OfferView>; tokens: OfferTokenValues }> {
  const all = await listOffers(db);
  const ids = new Set(doc.sections.flatMap((s) => findOfferRefs(s.data).map((r) => r.ref.offerId)));
  return {
    offers: Object.fromEntries(all.filter((o) => ids.has(o.id)).map((o) => [o.id, o])),
    tokens: offerTokenValues(all),
  };
}
