import { sql, type Kysely, type Selectable } from 'kysely';
import type { ContactSubmissionsTable, Database } from '../db/schema.ts';
import { bool, iso, isoOrNull, json, newId } from '../db/values.ts';
import { containsPattern, likeEscape } from '../db/dialect.ts';

import { ENQUIRIES_PER_PAGE, ENQUIRY_STATUSES, type EnquiryStatus } from '../../admin/enquiries.ts';

export { ENQUIRY_STATUSES, type EnquiryStatus };

export interface CostRow {
  tool: string;
  cost: number;
}

export interface Enquiry {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  projectType: string;
  project: string;
  saasToReplace: string[];
  customSaas: string;
  monthlySaasCosts: CostRow[];
  budget: string;
  timeline: string;
  consent: boolean;
  status: EnquiryStatus;
  notes: string;
  isSpam: boolean;
  spamReason: string | null;
  /** Why staff should glance at it (e.g. sent unusually fast); null when nothing to review. */
  reviewReason: string | null;
  readAt: string | null;
}

export const toEnquiry = (r: Selectable<ContactSubmissionsTable>): Enquiry => ({
  id: r.id,
  createdAt: iso(r.created_at),
  name: r.name,
  email: r.email,
  company: r.company,
  phone: r.phone,
  projectType: r.project_type,
  project: r.project,
  saasToReplace: json<string[]>(r.saas_to_replace, []),
  customSaas: r.custom_saas,
  monthlySaasCosts: json<CostRow[]>(r.monthly_saas_costs, []),
  budget: r.budget,
  timeline: r.timeline,
  consent: bool(r.consent),
  status: (ENQUIRY_STATUSES as readonly string[]).includes(r.status) ? (r.status as EnquiryStatus) : 'new',
  notes: r.notes,
  isSpam: bool(r.is_spam),
  spamReason: r.spam_reason,
  reviewReason: r.review_reason ?? null,
  readAt: isoOrNull(r.read_at),
});

export type NewEnquiry = Omit<Enquiry, 'id' | 'status' | 'notes' | 'readAt' | 'reviewReason'> & {
  idempotencyKey: string | null;
  reviewReason?: string | null;
};

export async function insertEnquiry(db: Kysely<Database>, e: NewEnquiry): Promise<string> {
  const id = newId();
  await db
    .insertInto('contact_submissions')
    .values({
      id,
      created_at: e.createdAt,
      name: e.name,
      email: e.email,
      company: e.company,
      phone: e.phone,
      project_type: e.projectType,
      project: e.project,
      saas_to_replace: JSON.stringify(e.saasToReplace),
      custom_saas: e.customSaas,
      monthly_saas_costs: JSON.stringify(e.monthlySaasCosts),
      budget: e.budget,
      timeline: e.timeline,
      consent: e.consent,
      status: 'new',
      notes: '',
      is_spam: e.isSpam,
      spam_reason: e.spamReason,
      review_reason: e.reviewReason ?? null,
      read_at: null,
      idempotency_key: e.idempotencyKey,
    })
    .execute();
  return id;
}

export async function findByIdempotencyKey(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('contact_submissions').select('id').where('idempotency_key', '=', key).executeTakeFirst();
  return row?.id;
}

export interface EnquiryFilter {
  q?: string;
  projectType?: string;
  budget?: string;
  status?: string;
  /** 'hide' (default), 'only' or 'include'. */
  spam?: 'hide' | 'only' | 'include';
}

function filtered(db: Kysely<Database>, f: EnquiryFilter) {
  let q = db.selectFrom('contact_submissions');
  const spam = f.spam ?? 'hide';
  if (spam === 'hide') q = q.where('is_spam', '=', false);
  if (spam === 'only') q = q.where('is_spam', '=', true);
  if (f.projectType) q = q.where('project_type', '=', f.projectType);
  if (f.budget) q = q.where('budget', '=', f.budget);
  if (f.status) q = q.where('status', '=', f.status);
  const text = f.q?.trim().toLowerCase();
  if (text) {
    const pattern = likeEscape(containsPattern(text));
    q = q.where((eb) =>
      eb.or((['name', 'email', 'company', 'project'] as const).map((col) => eb(sql`lower(${sql.ref(col)})`, 'like', pattern))),
    );
  }
  return q;
}

export async function searchEnquiries(db: Kysely<Database>, f: EnquiryFilter, page = 1, perPage = ENQUIRIES_PER_PAGE) {
  const base = filtered(db, f);
  const { n } = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(perPage)
    .offset((Math.max(1, page) - 1) * perPage)
    .execute();
  const total = Number(n);
  return { enquiries: rows.map(toEnquiry), total, page, pageCount: Math.max(1, Math.ceil(total / perPage)) };
}

/** Every matching enquiry, for CSV export (bounded to keep memory sane). */
export async function exportEnquiries(db: Kysely<Database>, f: EnquiryFilter, max = 50_000) {
  const rows = await filtered(db, f).selectAll().orderBy('created_at', 'desc').limit(max).execute();
  return rows.map(toEnquiry);
}

export async function getEnquiry(db: Kysely<Database>, id: string): Promise<Enquiry | undefined> {
  const row = await db.selectFrom('contact_submissions').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toEnquiry(row) : undefined;
}

export async function updateEnquiry(
  db: Kysely<Database>,
  id: string,
  values: Partial<{ status: EnquiryStatus; notes: string; isSpam: boolean; readAt: string }>,
): Promise<boolean> {
  const set: Record<string, unknown> = {};
  if (values.status !== undefined) set.status = values.status;
  if (values.notes !== undefined) set.notes = values.notes;
  if (values.isSpam !== undefined) {
    set.is_spam = values.isSpam;
    set.spam_reason = values.isSpam ? 'marked by staff' : null;
  }
  if (values.readAt !== undefined) set.read_at = values.readAt;
  if (Object.keys(set).length === 0) return true;
  const res = await db.updateTable('contact_submissions').set(set).where('id', '=', id).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Deletes an enquiry; its attachment and outbox rows go with it (cascade). */
export async function deleteEnquiry(db: Kysely<Database>, id: string): Promise<boolean> {
  const res = await db.deleteFrom('contact_submissions').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function deleteEnquiriesOlderThan(db: Kysely<Database>, cutoffIso: string): Promise<number> {
  const res = await db.deleteFrom('contact_submissions').where('created_at', '<', cutoffIso).executeTakeFirst();
  return Number(res.numDeletedRows);
}

export async function countEnquiries(db: Kysely<Database>): Promise<number> {
  return (await countInbox(db)).total;
}

/** Enquiries not filed as spam, and how many of them are flagged for review. */
export async function countInbox(db: Kysely<Database>): Promise<{ total: number; needsReview: number }> {
  const rows = await db
    .selectFrom('contact_submissions')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.count('review_reason').as('review')])
    .where('is_spam', '=', false)
    .executeTakeFirstOrThrow();
  return { total: Number(rows.n), needsReview: Number(rows.review) };
}

export async function getAttachmentMeta(db: Kysely<Database>, submissionId: string) {
  return db
    .selectFrom('attachments')
    .select(['id', 'filename', 'content_type', 'size'])
    .where('submission_id', '=', submissionId)
    .executeTakeFirst();
}

export async function getAttachment(db: Kysely<Database>, id: string) {
  return db.selectFrom('attachments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** An attachment as the mail worker sends it. */
export async function getAttachmentForMail(db: Kysely<Database>, id: string) {
  return db.selectFrom('attachments').select(['filename', 'content_type', 'data']).where('id', '=', id).executeTakeFirst();
}

/** Stores an enquiry's checked upload (inside the submission's transaction). */
export async function insertAttachment(
  db: Kysely<Database>,
  a: { submissionId: string; filename: string; contentType: string; bytes: Uint8Array; createdAt: string },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('attachments')
    .values({
      id,
      submission_id: a.submissionId,
      filename: a.filename,
      content_type: a.contentType,
      size: a.bytes.byteLength,
      data: a.bytes,
      created_at: a.createdAt,
    })
    .execute();
  return id;
}
