/*
 * Page content operations the admin editor calls (through src/actions/content.ts). Each checks
 * its input, stores through repositories/content-pages.ts and writes the audit entry; the caller
 * then bumps the public page generation when visitors' pages changed (publish and restore).
 * Names are part of the editor's contract (docs/architecture.md, "Structured content").
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import * as pages from '../repositories/content-pages.ts';
import { auditor } from '../foundation/audit.ts';
import { diffDocuments } from '../../page-content/document-diff.ts';
import { validatePageDocument, type ContentFieldError } from './page-validation.ts';
import { loadOfferTokenValues } from './offer-token-values.ts';
import { getOffersByIds } from '../repositories/offers.ts';
import { findOfferRefs } from '../../page-content/offer-refs.ts';
import type { PageDocument } from '../../page-content/page-document.ts';
import { pageChangeRefusal, restoreRefusal } from './page-policy.ts';
import { bumpVersion, getVersion } from '../repositories/record-versions.ts';
import { clearDraftAuthors, listDraftAuthors, type DraftAuthor } from '../repositories/draft-authors.ts';
import { recordDraftSave } from './draft-saves.ts';
import { saveVersioned, staleVersion } from '../versions/save-versioned.ts';
import { mergeStaleSave } from './stale-save-merge.ts';
import type { Role } from '../../permissions.ts';

export interface Actor {
  id: string;
  email: string;
  /** Display name: names the author of a draft and of a newer version. */
  name?: string;
  role?: Role;
}

/** Who changes a page: the policy weighs the role (staff may not change owner-only fields). */
export type PageActor = Actor & { role: Role };

export type ContentResult<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'invalid'; errors: ContentFieldError[] }
  | { ok: false; reason: 'forbidden'; errors: ContentFieldError[] }
  | { ok: false; reason: 'no-draft' };

/** What the editor holds: the document and the version it is based on. */
export type VersionedPage = pages.EditablePage & { version: number };

const versionActor = (a: Actor) => ({ id: a.id, email: a.email, name: a.name ?? a.email });

/** The version check of a draft save: `version` it was based on, `overwrite` after a conflict. */
export interface DraftBase {
  version: number | undefined;
  overwrite?: boolean;
  /** The document that version held (what the editor loaded): a stale save is merged against it. */
  doc?: PageDocument | undefined;
}

/** What a save merged in from a newer version (fields only the other side changed), when it did. */
export type SavedPage = VersionedPage & { merge?: { fromTheirs: string[]; conflicts: string[]; by: string } };

export async function getVersionedPage(db: Kysely<Database>, slug: string): Promise<VersionedPage | undefined> {
  const page = await pages.getPageForEditing(db, slug);
  if (!page) return undefined;
  return { ...page, version: (await getVersion(db, 'page', slug))?.version ?? 0 };
}

/** Sections whose content differs between two documents (ids, for the draft's audit row). */
function changedSectionIds(before: PageDocument, after: PageDocument): string[] {
  const old = new Map(before.sections.map((s) => [s.id, JSON.stringify(s)]));
  const ids = after.sections.filter((s) => old.get(s.id) !== JSON.stringify(s)).map((s) => s.id);
  const gone = before.sections.filter((s) => !after.sections.some((a) => a.id === s.id)).map((s) => s.id);
  return [...ids, ...gone];
}

/** "Alex Smith (14 saves) and Sam Jones (2 saves)". */
export function describeAuthors(authors: DraftAuthor[]): string {
  const names = authors.map((a) => `${a.name} (${a.saves} save${a.saves === 1 ? '' : 's'})`);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

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

/**
 * Validates (and sanitises) `doc`, then stores it as the page's draft, under the version check
 * when `base` is given (the editor always gives it; without it the save simply takes the next
 * version). Staff cannot change owner-only fields. Each author's saves are one audit row per
 * editing session (page-content/draft-saves.ts), so autosave does not flood the log.
 */
export async function saveDraft(
  db: Kysely<Database>,
  slug: string,
  doc: unknown,
  actor: PageActor,
  base?: DraftBase,
): Promise<ContentResult<SavedPage>> {
  const tokens = await loadOfferTokenValues(db);
  let checked = validatePageDocument(doc, tokens);
  if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
  const missing = await unknownOffers(db, checked.doc);
  if (missing.length > 0) return { ok: false, reason: 'invalid', errors: missing };
  const stored = await pages.getPageForEditing(db, slug);
  if (!stored) return { ok: false, reason: 'not-found' };
  const merging = base?.doc ? await mergeStaleSave(db, slug, stored.doc, checked.doc, { ...base, doc: base.doc }) : undefined;
  if (merging) {
    checked = validatePageDocument(merging.doc, tokens);
    if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
    base = { version: merging.version };
  }
  const refused = pageChangeRefusal(actor, 'saveDraft', [[stored.doc, checked.doc]], 'Your draft was not saved.');
  if (refused) return refused;
  const changedSections = changedSectionIds(stored.doc, checked.doc);
  const write = async (trx: Kysely<Database>) => {
    if (!(await pages.saveDraft(trx, slug, checked.doc, actor.id))) return false;
    await recordDraftSave(trx, { kind: 'page', key: slug, staff: versionActor(actor), changedSections });
    return true;
  };
  let saved: boolean;
  if (base) {
    saved = (
      await saveVersioned(db, {
        kind: 'page',
        key: slug,
        what: 'page',
        version: base.version,
        overwrite: base.overwrite,
        actor: versionActor(actor),
        stored: async () => {
          const page = await pages.getPageForEditing(db, slug);
          return { doc: page?.doc ?? { sections: [] } };
        },
        write,
      })
    ).value;
  } else {
    saved = await db.transaction().execute(async (trx) => {
      await bumpVersion(trx, 'page', slug, versionActor(actor));
      return write(trx);
    });
  }
  if (!saved) return { ok: false, reason: 'not-found' };
  const value: SavedPage = (await getVersionedPage(db, slug))!;
  if (merging) {
    await auditor(db, actor)('content.mergeDraft', 'content_page', slug, merging.audit);
    if (merging.overwrite)
      await auditor(db, actor)('version.overwrite', 'page', slug, { ...merging.overwrite, version: value.version });
    value.merge = merging.summary;
  }
  return { ok: true, value };
}

/** Refuses to publish a draft newer than the one the editor shows (when it says which). */
async function checkPublishBase(db: Kysely<Database>, slug: string, version: number | undefined): Promise<void> {
  if (version === undefined) return;
  const now = await getVersion(db, 'page', slug);
  if ((now?.version ?? 0) === version) return;
  throw await staleVersion(
    db,
    'page',
    slug,
    'page',
    async () => ({ doc: (await pages.getPageForEditing(db, slug))?.doc }),
    'nothing was published',
  );
}

/**
 * Draft → published, with a revision and an audit entry of what changed per section. Both name
 * the draft's authors (who changed what is visible at publish, not only who pressed Publish).
 */
export async function publishPage(
  db: Kysely<Database>,
  slug: string,
  actor: PageActor,
  version?: number,
): Promise<ContentResult<pages.PublishResult & { authors: DraftAuthor[] }>> {
  const page = await pages.getContentPage(db, slug);
  if (!page) return { ok: false, reason: 'not-found' };
  await checkPublishBase(db, slug, version);
  if (!page.draft) return { ok: false, reason: 'no-draft' };
  // The draft as read here is what the policy judges and what goes live.
  const refused = pageChangeRefusal(actor, 'publish', [[page.published, page.draft]], 'Nothing was published.');
  if (refused) return refused;
  // A draft stored before a schema change must still pass today's schemas to go live.
  const checked = validatePageDocument(page.draft, await loadOfferTokenValues(db));
  if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
  const authors = await listDraftAuthors(db, 'page', slug);
  const note = authors.length > 0 ? `Published; draft by ${describeAuthors(authors)}` : 'Published';
  const result = await pages.publishPage(db, page, actor.id, note);
  if (!result) return { ok: false, reason: 'no-draft' };
  await clearDraftAuthors(db, 'page', slug);
  await auditor(db, actor)('content.publish', 'content_page', slug, {
    revisionId: result.revision.id,
    draftAuthors: authors.map((a) => ({ name: a.name, email: a.email, saves: a.saves, from: a.firstAt, to: a.lastAt })),
    changes: diffDocuments(result.before, result.after),
  });
  return { ok: true, value: { ...result, authors } };
}

export async function discardDraft(db: Kysely<Database>, slug: string, actor: PageActor): Promise<ContentResult<VersionedPage>> {
  const page = await pages.getContentPage(db, slug);
  if (!page) return { ok: false, reason: 'not-found' };
  if (!page.draft) return { ok: false, reason: 'no-draft' };
  // Discarding is a change of the draft back to the live page: owner-only edits in it are the owner's to drop.
  const refused = pageChangeRefusal(actor, 'discard', [[page.draft, page.published]], 'The draft was not discarded.');
  if (refused) return refused;
  const authors = await listDraftAuthors(db, 'page', slug);
  await db.transaction().execute(async (trx) => {
    await pages.discardDraft(trx, slug, actor.id);
    // Open editors still holding the discarded words must not save them back unawares.
    await bumpVersion(trx, 'page', slug, versionActor(actor));
    await clearDraftAuthors(trx, 'page', slug);
  });
  await auditor(db, actor)('content.discardDraft', 'content_page', slug, {
    draftAuthors: authors.map((a) => a.name),
    discarded: diffDocuments(page.published, page.draft),
  });
  return { ok: true, value: (await getVersionedPage(db, slug))! };
}

/** Publishes an earlier revision's document again; that is itself a new revision. */
export async function restorePageRevision(
  db: Kysely<Database>,
  revisionId: string,
  actor: PageActor,
): Promise<ContentResult<pages.PublishResult & { slug: string }>> {
  const old = await pages.getRevision(db, revisionId);
  if (!old || old.entityType !== 'page') return { ok: false, reason: 'not-found' };
  const page = await pages.getContentPage(db, old.entityKey);
  if (!page) return { ok: false, reason: 'not-found' };
  const checked = validatePageDocument(old.data);
  if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
  const refused = restoreRefusal(actor, page, checked.doc, 'Nothing was restored.');
  if (refused) return refused;
  const result = await pages.restorePageRevision(db, old, page, actor.id);
  // The restore replaced the draft: open editors are now based on an older version.
  await bumpVersion(db, 'page', result.slug, versionActor(actor));
  await clearDraftAuthors(db, 'page', result.slug);
  await auditor(db, actor)('content.restoreRevision', 'content_page', result.slug, {
    restoredRevisionId: revisionId,
    restoredFrom: old.createdAt,
    revisionId: result.revision.id,
    changes: diffDocuments(result.before, result.after),
  });
  return { ok: true, value: result };
}

export const getPageForEditing = getVersionedPage;
export const getPublishedPage = pages.getPublishedPage;
export const listPages = pages.listContentPages;
export const listRevisions = pages.listRevisions;
export const getRevision = pages.getRevision;
