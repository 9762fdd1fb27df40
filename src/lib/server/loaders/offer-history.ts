/*
 * The history of one offer (/admin/prices/[offerId]/history): its kept versions, and with `?rev=`
 * one of them compared field by field with the offer as every page shows it now.
 */
import { getRuntime } from '../runtime.ts';
import { getOffer } from '../repositories/offers.ts';
import { listRevisions } from '../repositories/content-revisions.ts';
import { revisionRows, withSelected, type HistoryView } from './content-editor.ts';
import { compareEntries, offerEntries } from '../../content/revision-diff.ts';

export async function loadOfferHistory(offerId: string, revId: string | null): Promise<HistoryView | undefined> {
  const db = getRuntime().database.db;
  const offer = offerId.length <= 64 ? await getOffer(db, offerId) : undefined;
  if (!offer) return undefined;
  const revisions = await revisionRows(await listRevisions(db, 'offer', offer.id));
  const view = {
    kind: 'offer' as const,
    key: offer.id,
    title: offer.name,
    backUrl: `/admin/prices#offer-${offer.id}`,
    revisions,
  };
  return withSelected(view, revId, (r) => compareEntries(offerEntries(r.data as Record<string, unknown>), offerEntries(offer)));
}
