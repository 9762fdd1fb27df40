import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { bool, iso, newId, nowIso } from '../db/values.ts';
import type { ProofStatus, TestimonialInput } from '../../admin/proof.ts';

export interface Testimonial {
  id: string;
  name: string;
  role: string;
  company: string;
  quote: string;
  highlight: string;
  consentDate: string | null;
  illustrative: boolean;
  photoMediaId: string | null;
  status: ProofStatus;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

type Row = Database['testimonials'];
const toTestimonial = (r: { [K in keyof Row]: unknown }): Testimonial => ({
  id: r.id as string,
  name: r.name as string,
  role: r.role as string,
  company: r.company as string,
  quote: r.quote as string,
  highlight: r.highlight as string,
  consentDate: (r.consent_date as string | null) ?? null,
  illustrative: bool(r.illustrative as boolean | number),
  photoMediaId: (r.photo_media_id as string | null) ?? null,
  status: r.status === 'published' ? 'published' : 'draft',
  sortOrder: Number(r.sort_order),
  createdAt: iso(r.created_at as string),
  updatedAt: iso(r.updated_at as string),
});

const columns = (t: Omit<TestimonialInput, 'id'>) => ({
  name: t.name,
  role: t.role,
  company: t.company,
  quote: t.quote,
  highlight: t.highlight,
  consent_date: t.consentDate,
  illustrative: t.illustrative,
  photo_media_id: t.photoMediaId || null,
  sort_order: t.sortOrder,
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
  t: Omit<TestimonialInput, 'id'>,
  status: ProofStatus = 'draft',
): Promise<Testimonial> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('testimonials')
    .values({ id, ...columns(t), status, created_at: now, updated_at: now })
    .execute();
  return (await getTestimonial(db, id))!;
}

export async function updateTestimonial(
  db: Kysely<Database>,
  id: string,
  t: Omit<TestimonialInput, 'id'>,
): Promise<Testimonial | undefined> {
  await db
    .updateTable('testimonials')
    .set({ ...columns(t), updated_at: nowIso() })
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
