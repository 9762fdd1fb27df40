import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { iso, isoOrNull, json, newId, nowIso } from '../db/values.ts';
import type { CaseStudyInput, CaseStudyResult, ProofStatus } from '../../admin/proof.ts';

export interface CaseStudy {
  id: string;
  slug: string;
  title: string;
  client: string;
  sector: string;
  summary: string;
  problem: string;
  built: string;
  results: CaseStudyResult[];
  stack: string[];
  quote: string | null;
  quoteBy: string;
  coverMediaId: string | null;
  status: ProofStatus;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

type Row = Database['case_studies'];
const toCaseStudy = (r: { [K in keyof Row]: unknown }): CaseStudy => ({
  id: r.id as string,
  slug: r.slug as string,
  title: r.title as string,
  client: r.client as string,
  sector: r.sector as string,
  summary: r.summary as string,
  problem: r.problem as string,
  built: r.built as string,
  results: json<CaseStudyResult[]>(r.results, []),
  stack: json<string[]>(r.stack, []),
  quote: (r.quote as string | null) || null,
  quoteBy: r.quote_by as string,
  coverMediaId: (r.cover_media_id as string | null) ?? null,
  status: r.status === 'published' ? 'published' : 'draft',
  publishedAt: isoOrNull(r.published_at as string | null),
  createdAt: iso(r.created_at as string),
  updatedAt: iso(r.updated_at as string),
});

const columns = (c: Omit<CaseStudyInput, 'id'>) => ({
  slug: c.slug,
  title: c.title,
  client: c.client,
  sector: c.sector,
  summary: c.summary,
  problem: c.problem,
  built: c.built,
  results: JSON.stringify(c.results),
  stack: JSON.stringify(c.stack),
  quote: c.quote || null,
  quote_by: c.quoteBy,
  cover_media_id: c.coverMediaId || null,
});

/** Staff list: newest first. */
export async function listCaseStudies(db: Kysely<Database>): Promise<CaseStudy[]> {
  const rows = await db.selectFrom('case_studies').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toCaseStudy);
}

/** What visitors see: published ones, most recently published first; `limit` for the home page. */
export async function listPublishedCaseStudies(db: Kysely<Database>, limit?: number): Promise<CaseStudy[]> {
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
export async function insertCaseStudy(db: Kysely<Database>, c: Omit<CaseStudyInput, 'id'>): Promise<CaseStudy> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('case_studies')
    .values({ id, ...columns(c), status: 'draft', published_at: null, created_at: now, updated_at: now })
    .execute();
  return (await getCaseStudy(db, id))!;
}

export async function updateCaseStudy(
  db: Kysely<Database>,
  id: string,
  c: Omit<CaseStudyInput, 'id'>,
): Promise<CaseStudy | undefined> {
  await db
    .updateTable('case_studies')
    .set({ ...columns(c), updated_at: nowIso() })
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
