import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { iso, newId, nowIso } from '../db/values.ts';
import { rowCodec } from '../db/row-shape.ts';
import type { ProofStatus } from '../../admin/proof.ts';
import {
  testimonialFields,
  testimonialRecordFields,
  type Testimonial,
  type TestimonialFields,
} from '../../shapes/testimonial.ts';
import { tagRender } from '../cache-tags/render-tags.ts';
import { tag } from '../cache-tags/tag-names.ts';

const record = rowCodec(testimonialRecordFields);
const fields = rowCodec(testimonialFields);
const toTestimonial = (r: { id: string; created_at: Date | string; updated_at: Date | string }): Testimonial => ({
  id: r.id,
  ...record.read(r),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

/** Staff list: every testimonial in display order (ties: oldest first). */
export async function listTestimonials(db: Kysely<Database>): Promise<Testimonial[]> {
  const rows = await db
    .selectFrom('testimonials')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toTestimonial);
}

/** What visitors see: published ones in display order. */
export async function listPublishedTestimonials(db: Kysely<Database>): Promise<Testimonial[]> {
  tagRender(tag.testimonials);
  const rows = await db
    .selectFrom('testimonials')
    .selectAll()
    .where('status', '=', 'published')
    .orderBy('sort_order')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toTestimonial);
}

export async function getTestimonial(db: Kysely<Database>, id: string): Promise<Testimonial | undefined> {
  const row = await db.selectFrom('testimonials').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toTestimonial(row) : undefined;
}

export async function insertTestimonial(
  db: Kysely<Database>,
  t: TestimonialFields,
  status: ProofStatus = 'draft',
): Promise<Testimonial> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('testimonials')
    .values({ id, ...fields.write(t), status, created_at: now, updated_at: now })
    .execute();
  return (await getTestimonial(db, id))!;
}

export async function updateTestimonial(
  db: Kysely<Database>,
  id: string,
  t: TestimonialFields,
): Promise<Testimonial | undefined> {
  await db
    .updateTable('testimonials')
    .set({ ...fields.write(t), updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
  return getTestimonial(db, id);
}

export async function setTestimonialStatus(db: Kysely<Database>, id: string, status: ProofStatus): Promise<void> {
  await db.updateTable('testimonials').set({ status, updated_at: nowIso() }).where('id', '=', id).execute();
}

export async function deleteTestimonial(db: Kysely<Database>, id: string): Promise<boolean> {
  const r = await db.deleteFrom('testimonials').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
