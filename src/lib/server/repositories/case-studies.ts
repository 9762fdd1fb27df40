import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { iso, isoOrNull, newId, nowIso } from '../db/values.ts';
import { rowCodec } from '../db/row-shape.ts';
import type { ProofStatus } from '../../admin/proof.ts';
import { caseStudyFields, caseStudyRecordFields, type CaseStudy, type CaseStudyFields } from '../../shapes/case-study.ts';
import { tagRender } from '../cache-tags/render-tags.ts';
import { tag } from '../cache-tags/tag-names.ts';

const record = rowCodec(caseStudyRecordFields);
const fields = rowCodec(caseStudyFields);
type Stamps = { id: string; published_at: Date | string | null; created_at: Date | string; updated_at: Date | string };
const toCaseStudy = (r: Stamps): CaseStudy => ({
  id: r.id,
  ...record.read(r),
  publishedAt: isoOrNull(r.published_at),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

/** Staff list: newest first. */
export async function listCaseStudies(db: Kysely<Database>): Promise<CaseStudy[]> {
  const rows = await db.selectFrom('case_studies').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toCaseStudy);
}

/** What visitors see: published ones, most recently published first; `limit` for the home page. */
export async function listPublishedCaseStudies(db: Kysely<Database>, limit?: number): Promise<CaseStudy[]> {
  tagRender(tag.caseStudies);
  let q = db
    .selectFrom('case_studies')
    .selectAll()
    .where('status', '=', 'published')
    .orderBy('published_at', 'desc')
    .orderBy('id');
  if (limit) q = q.limit(limit);
  return (await q.execute()).map(toCaseStudy);
}

export async function getCaseStudy(db: Kysely<Database>, id: string): Promise<CaseStudy | undefined> {
  const row = await db.selectFrom('case_studies').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toCaseStudy(row) : undefined;
}

export async function getPublishedCaseStudyBySlug(db: Kysely<Database>, slug: string): Promise<CaseStudy | undefined> {
  tagRender(tag.caseStudies);
  const row = await db
    .selectFrom('case_studies')
    .selectAll()
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return row ? toCaseStudy(row) : undefined;
}

/** Whether another case study already uses `slug`. */
export async function caseSlugTaken(db: Kysely<Database>, slug: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('case_studies').select('id').where('slug', '=', slug);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Throws the driver's unique violation when the slug is taken (callers check caseSlugTaken first). */
export async function insertCaseStudy(db: Kysely<Database>, c: CaseStudyFields, sample = false): Promise<CaseStudy> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('case_studies')
    .values({ id, ...fields.write(c), status: 'draft', sample, published_at: null, created_at: now, updated_at: now })
    .execute();
  return (await getCaseStudy(db, id))!;
}

/** Changed words make the sample the owner's own: it stops being a sample (pass `sample` to keep it). */
export async function updateCaseStudy(
  db: Kysely<Database>,
  id: string,
  c: CaseStudyFields,
  sample = false,
): Promise<CaseStudy | undefined> {
  await db
    .updateTable('case_studies')
    .set({ ...fields.write(c), sample, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
  return getCaseStudy(db, id);
}

/** Publishing stamps published_at the first time only, so re-publishing keeps the original date. */
export async function setCaseStudyStatus(db: Kysely<Database>, id: string, status: ProofStatus): Promise<void> {
  const now = nowIso();
  const current = await getCaseStudy(db, id);
  await db
    .updateTable('case_studies')
    .set({
      status,
      updated_at: now,
      published_at: status === 'published' ? (current?.publishedAt ?? now) : (current?.publishedAt ?? null),
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteCaseStudy(db: Kysely<Database>, id: string): Promise<boolean> {
  const r = await db.deleteFrom('case_studies').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
