import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { iso, nowIso } from '../db/values.ts';
import { rowCodec } from '../db/row-shape.ts';
import { pickFields } from '../../shapes/fields.ts';
import {
  offerFields,
  offerFigureFields,
  offerRevisionFields,
  type Offer,
  type OfferContent,
  type OfferFigures,
} from '../../shapes/offer.ts';
import { tagRender } from '../cache-tags/render-tags.ts';
import { tag } from '../cache-tags/tag-names.ts';

const offer = rowCodec(offerFields);
const columns = ['id', ...offer.columns] as const;
const toOffer = (r: { id: string }): Offer => ({ id: r.id, ...offer.read(r) });

export async function listOffers(db: Kysely<Database>): Promise<Offer[]> {
  const rows = await db.selectFrom('offers').select(columns).orderBy('kind').orderBy('sort_order').orderBy('id').execute();
  tagRender(...rows.map((r) => tag.offer(r.id)));
  return rows.map(toOffer);
}

export async function getOffer(db: Kysely<Database>, id: string): Promise<Offer | undefined> {
  tagRender(tag.offer(id));
  const row = await db.selectFrom('offers').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? toOffer(row) : undefined;
}

export async function getOffersByIds(db: Kysely<Database>, ids: string[]): Promise<Offer[]> {
  if (ids.length === 0) return [];
  tagRender(...ids.map(tag.offer));
  const rows = await db.selectFrom('offers').select(columns).where('id', 'in', ids).execute();
  return rows.map(toOffer);
}

/** Seed: inserts when the id is free, leaving any staff edit alone. */
export async function insertOfferIfAbsent(db: Kysely<Database>, o: Offer): Promise<void> {
  await db
    .insertInto('offers')
    .values({ id: o.id, ...offer.write(o), updated_at: nowIso() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function updateOfferFigures(db: Kysely<Database>, id: string, figures: OfferFigures): Promise<void> {
  await db
    .updateTable('offers')
    .set({ ...offer.patch(pickFields(offerFigureFields, figures)), updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** When the offer's record last changed: the date of a seeded offer's first kept version. */
export async function getOfferUpdatedAt(db: Kysely<Database>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('offers').select('updated_at').where('id', '=', id).executeTakeFirst();
  return row ? iso(row.updated_at) : undefined;
}

/** Everything a revision keeps, written back at once (restoring an earlier version). */
export async function writeOfferContent(db: Kysely<Database>, id: string, content: OfferContent): Promise<boolean> {
  const res = await db
    .updateTable('offers')
    .set({ ...offer.patch(pickFields(offerRevisionFields, content)), updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
