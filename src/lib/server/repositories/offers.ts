import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { iso, json, nowIso } from '../db/values.ts';

export type OfferKind = 'package' | 'service';

/** A package or service as stored: the base figures every page shows unless it overrides them. */
export interface Offer {
  id: string;
  kind: OfferKind;
  name: string;
  subtitle: string;
  price: string;
  priceNote: string;
  timeline: string;
  description: string;
  bullets: string[];
  sortOrder: number;
}

/** The figures staff edit on the Prices view. */
export type OfferFigures = Pick<Offer, 'price' | 'priceNote' | 'timeline' | 'bullets'>;

const columns = [
  'id',
  'kind',
  'name',
  'subtitle',
  'price',
  'price_note',
  'timeline',
  'description',
  'bullets',
  'sort_order',
] as const;

type Row = {
  id: string;
  kind: string;
  name: string;
  subtitle: string;
  price: string;
  price_note: string;
  timeline: string;
  description: string;
  bullets: unknown;
  sort_order: number;
};

const toOffer = (r: Row): Offer => ({
  id: r.id,
  kind: r.kind === 'service' ? 'service' : 'package',
  name: r.name,
  subtitle: r.subtitle,
  price: r.price,
  priceNote: r.price_note,
  timeline: r.timeline,
  description: r.description,
  bullets: json<string[]>(r.bullets, []),
  sortOrder: Number(r.sort_order),
});

export async function listOffers(db: Kysely<Database>): Promise<Offer[]> {
  const rows = await db.selectFrom('offers').select(columns).orderBy('kind').orderBy('sort_order').orderBy('id').execute();
  return rows.map(toOffer);
}

export async function getOffer(db: Kysely<Database>, id: string): Promise<Offer | undefined> {
  const row = await db.selectFrom('offers').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? toOffer(row) : undefined;
}

export async function getOffersByIds(db: Kysely<Database>, ids: string[]): Promise<Offer[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('offers').select(columns).where('id', 'in', ids).execute();
  return rows.map(toOffer);
}

/** Seed: inserts when the id is free, leaving any staff edit alone. */
export async function insertOfferIfAbsent(db: Kysely<Database>, offer: Offer): Promise<void> {
  await db
    .insertInto('offers')
    .values({
      id: offer.id,
      kind: offer.kind,
      name: offer.name,
      subtitle: offer.subtitle,
      price: offer.price,
      price_note: offer.priceNote,
      timeline: offer.timeline,
      description: offer.description,
      bullets: JSON.stringify(offer.bullets),
      sort_order: offer.sortOrder,
      updated_at: nowIso(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function updateOfferFigures(db: Kysely<Database>, id: string, figures: OfferFigures): Promise<void> {
  await db
    .updateTable('offers')
    .set({
      price: figures.price,
      price_note: figures.priceNote,
      timeline: figures.timeline,
      bullets: JSON.stringify(figures.bullets),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
}

/** When the offer's record last changed: the date of a seeded offer's first kept version. */
export async function getOfferUpdatedAt(db: Kysely<Database>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('offers').select('updated_at').where('id', '=', id).executeTakeFirst();
  return row ? iso(row.updated_at) : undefined;
}

/** Everything a revision keeps, written back at once (restoring an earlier version). */
export type OfferContent = Pick<Offer, 'name' | 'subtitle' | 'price' | 'priceNote' | 'timeline' | 'description' | 'bullets'>;

export async function writeOfferContent(db: Kysely<Database>, id: string, content: OfferContent): Promise<boolean> {
  const res = await db
    .updateTable('offers')
    .set({
      name: content.name,
      subtitle: content.subtitle,
      description: content.description,
      price: content.price,
      price_note: content.priceNote,
      timeline: content.timeline,
      bullets: JSON.stringify(content.bullets),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
