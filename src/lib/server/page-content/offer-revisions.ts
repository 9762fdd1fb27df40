/*
 * Offer revisions: every change to an offer keeps the whole offer in content_revisions (entity
 * 'offer', key = offer id), in the same transaction as the update and its audit entry, so the
 * Prices view's History can compare and restore. Restoring writes an old version back and is
 * itself a new revision. The caller bumps the public page generation: every page that quotes the
 * offer reads the record, so one bump changes them all.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { getOffer, getOfferUpdatedAt, writeOfferContent } from '../repositories/offers.ts';
import { getRevision, insertRevision, listRevisions, type ContentRevision } from '../repositories/content-revisions.ts';
import { auditor } from '../foundation/audit.ts';
import { changedFields, type Change } from '../../audit-diff.ts';
import { formatUkDateTime } from '../../uk-time.ts';
import { pickFields } from '../../shapes/fields.ts';
import { offerRevisionFields, type Offer, type OfferContent, type OfferFigures } from '../../shapes/offer.ts';
import type { Actor } from './pages-service.ts';
import { inTransaction } from '../db/transaction.ts';

/** A revision's payload: the declared fields in one key order, so versions compare as JSON. */
const offerContentOf = (o: OfferContent): OfferContent => pickFields(offerRevisionFields, o);

/**
 * A moment after the newest revision: two saves within one millisecond would otherwise share a
 * timestamp, and the history (newest first) could list them the wrong way round.
 */
export function revisionTimeAfter(latest: ContentRevision | undefined): string {
  const now = Date.now();
  const last = latest ? Date.parse(latest.createdAt) : 0;
  return new Date(Math.max(now, last + 1)).toISOString();
}

/**
 * The newest revision of an offer. An offer never changed since revisions were kept (the seeded
 * ones) gets its current figures kept first, dated when they were stored, so the first tracked
 * change can always be undone.
 */
async function latestKeepingOriginal(db: Kysely<Database>, offer: Offer): Promise<ContentRevision> {
  const [latest] = await listRevisions(db, 'offer', offer.id, 1);
  if (latest) return latest;
  return insertRevision(db, {
    entityType: 'offer',
    entityKey: offer.id,
    title: offer.name,
    data: offerContentOf(offer),
    createdBy: null,
    note: 'As it was before changes were kept',
    createdAt: await getOfferUpdatedAt(db, offer.id),
  });
}

export type OfferChangeOutcome =
  | { ok: true; offer: Offer; changes: Record<string, Change>; revision: ContentRevision | null }
  | { ok: false; reason: 'not-found' | 'unreadable' };

/** Writes `next` over the offer with a revision and an audit entry; nothing when nothing differs. */
async function changeOffer(
  db: Kysely<Database>,
  id: string,
  next: (before: Offer) => OfferContent,
  actor: Actor,
  audit: { action: string; note: string; detail?: Record<string, unknown> },
): Promise<OfferChangeOutcome> {
  return inTransaction(db, async (trx): Promise<OfferChangeOutcome> => {
    const before = await getOffer(trx, id);
    if (!before) return { ok: false, reason: 'not-found' };
    const after = offerContentOf(next(before));
    const changes = changedFields({ ...offerContentOf(before) }, { ...after });
    if (Object.keys(changes).length === 0) return { ok: true, offer: before, changes, revision: null };
    const latest = await latestKeepingOriginal(trx, before);
    await writeOfferContent(trx, id, after);
    const revision = await insertRevision(trx, {
      entityType: 'offer',
      entityKey: id,
      title: after.name,
      data: after,
      createdBy: actor.id,
      note: audit.note,
      createdAt: revisionTimeAfter(latest),
    });
    await auditor(trx, actor)(audit.action, 'offer', id, {
      name: before.name,
      ...audit.detail,
      revisionId: revision.id,
      changes,
    });
    return { ok: true, offer: { ...before, ...after }, changes, revision };
  });
}

/** The Prices view's edit: price, price note, timeline and bullets. */
export function saveOfferFigures(db: Kysely<Database>, id: string, figures: OfferFigures, actor: Actor) {
  return changeOffer(db, id, (before) => ({ ...before, ...figures }), actor, { action: 'offer.update', note: '' });
}

/** Writes an offer revision back over the offer; restoring is itself a new revision. */
export async function restoreOfferRevision(db: Kysely<Database>, revisionId: string, actor: Actor): Promise<OfferChangeOutcome> {
  const old = await getRevision(db, revisionId);
  if (!old || old.entityType !== 'offer') return { ok: false, reason: 'not-found' };
  const parsed = offerRevisionFields.safeParse(old.data);
  if (!parsed.success) return { ok: false, reason: 'unreadable' };
  const outcome = await changeOffer(db, old.entityKey, () => parsed.data, actor, {
    action: 'offer.restoreRevision',
    note: `Restored the version saved ${formatUkDateTime(old.createdAt)}`,
    detail: { restoredRevisionId: revisionId },
  });
  return outcome;
}
