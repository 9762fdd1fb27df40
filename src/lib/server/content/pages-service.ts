/*
 * Page content operations the admin editor calls (through src/actions/content.ts). Each checks
 * its input, stores through repositories/content-pages.ts and writes the audit entry; the caller
 * then bumps the public page generation when visitors' pages changed (publish and restore).
 * Names are part of the editor's contract (docs/architecture.md, "Structured content").
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import * as pages from '../repositories/content-pages.ts';
import { writeAudit } from '../repositories/audit.ts';
import { diffDocuments } from '../../content/document-diff.ts';
import { validatePageDocument, type ContentFieldError } from './page-validation.ts';
import { loadOfferTokenValues } from './offer-token-values.ts';
import { getOffersByIds } from '../repositories/offers.ts';
import { findOfferRefs } from '../../content/offer-refs.ts';
import type { PageDocument } from '../../content/page-document.ts';

export interface Actor {
  id: string;
  email: string;
}

export type ContentResult<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'invalid'; errors: ContentFieldError[] }
  | { ok: false; reason: 'no-draft' };

/** Offer references whose record does not exist, as errors at the reference's `offerId`. */
async function unknownOffers(db: Kysely<Database>, doc: PageDocument): Promise<ContentFieldError[]> {
  const refs = doc.sections.flatMap((s, i) =>
    findOfferRefs(s.data, ['sections', i, 'data']).map((r) => ({ id: r.ref.offerId, path: r.path })),
  );
  const known = new Set((await getOffersByIds(db, [...new Set(refs.map((r) => r.id))])).map((o) => o.id));
  return refs
    .filter((r) => !known.has(r.id))
    .map((r) => ({ path: [...r.path, 'offerId'].join('.'), message: 'Pick an offer from the list.' }));
}

/** Validates (and sanitises) `doc`, then stores it as the page's draft. Not audited: autosave runs every few seconds. */
export async function saveDraft(
  db: Kysely<Database>,
  slug: string,
  doc: unknown,
  actor: Actor,
): Promise<ContentResult<pages.EditablePage>> {
  const checked = validatePageDocument(doc, await loadOfferTokenValues(db));
  if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
  const missing = await unknownOffers(db, checked.doc);
  if (missing.length > 0) return { ok: false, reason: 'invalid', errors: missing };
  if (!(await pages.saveDraft(db, slug, checked.doc, actor.id))) return { ok: false, reason: 'not-found' };
  return { ok: true, value: (await pages.getPageForEditing(db, slug))! };
}

/** Draft → published, with a revision and an audit entry of what changed per section. */
export async function publishPage(db: Kysely<Database>, slug: string, actor: Actor): Promise<ContentResult<pages.PublishResult>> {
  const page = await pages.getContentPage(db, slug);
  if (!page) return { ok: false, reason: 'not-found' };
  // A draft stored before a schema change must still pass today's schemas to go live.
  if (page.draft) {
    const checked = validatePageDocument(page.draft, await loadOfferTokenValues(db));
    if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
  }
  const result = await pages.publishPage(db, slug, actor.id);
  if (!result) return { ok: false, reason: 'no-draft' };
  await writeAudit(db, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: 'content.publish',
    targetType: 'content_page',
    targetId: slug,
    detail: { revisionId: result.revision.id, changes: diffDocuments(result.before, result.after) },
  });
  return { ok: true, value: result };
}

export async function discardDraft(db: Kysely<Database>, slug: string, actor: Actor): Promise<ContentResult<pages.EditablePage>> {
  const page = await pages.getContentPage(db, slug);
  if (!page) return { ok: false, reason: 'not-found' };
  if (!page.draft) return { ok: false, reason: 'no-draft' };
  await pages.discardDraft(db, slug, actor.id);
  await writeAudit(db, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: 'content.discardDraft',
    targetType: 'content_page',
    targetId: slug,
    detail: { discarded: diffDocuments(page.published, page.draft) },
  });
  return { ok: true, value: (await pages.getPageForEditing(db, slug))! };
}

/** Publishes an earlier revision's document again; that is itself a new revision. */
export async function restorePageRevision(
  db: Kysely<Database>,
  revisionId: string,
  actor: Actor,
): Promise<ContentResult<pages.PublishResult & { slug: string }>> {
  const old = await pages.getRevision(db, revisionId);
  if (!old || old.entityType !== 'page') return { ok: false, reason: 'not-found' };
  const checked = validatePageDocument(old.data);
  if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
  const result = await pages.restorePageRevision(db, revisionId, actor.id);
  if (!result) return { ok: false, reason: 'not-found' };
  await writeAudit(db, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: 'content.restoreRevision',
    targetType: 'content_page',
    targetId: result.slug,
    detail: {
      restoredRevisionId: revisionId,
      restoredFrom: old.createdAt,
      revisionId: result.revision.id,
      changes: diffDocuments(result.before, result.after),
    },
  });
  return { ok: true, value: result };
}

export const getPageForEditing = pages.getPageForEditing;
export const getPublishedPage = pages.getPublishedPage;
export const listPages = pages.listContentPages;
export const listRevisions = pages.listRevisions;
export const getRevision = pages.getRevision;
