// Every offer's token values ({offer:id.price} …), read once for a render or a save.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { listOffers } from '../repositories/offers.ts';
import { offerTokenValues, type OfferTokenValues } from '../../page-content/offer-tokens.ts';

export async function loadOfferTokenValues(db: Kysely<Database>): Promise<OfferTokenValues> {
  return offerTokenValues(await listOffers(db));
}
