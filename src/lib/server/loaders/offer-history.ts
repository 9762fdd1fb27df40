/*
 * The history of one offer (/admin/prices/[offerId]/history), or of the build costs
 * (/admin/prices/build-costs/history): the kept versions, and with `?rev=` one of them compared
 * field by field with what the site shows now.
 */
import { getRuntime } from '../foundation/runtime.ts';
import { getOffer } from '../repositories/offers.ts';
import { listRevisions } from '../repositories/content-revisions.ts';
import { getBuildCostSettings, type BuildCostSettings } from '../page-content/build-costs.ts';
import { BUILD_COSTS_KEY } from '../page-content/build-cost-revisions.ts';
import { revisionRows, withSelected, type HistoryView } from './content-editor.ts';
import { compareEntries, offerEntries, type FieldEntry } from '../../revisions/revision-diff.ts';
import { formatGBP } from '../../calculator.ts';

const costEntries = (c: Partial<BuildCostSettings>): FieldEntry[] => [
  { key: 'calculator', label: 'Savings calculator build cost', text: pounds(c.calculatorBuildCost) },
  { key: 'enquiry', label: 'Enquiry form build cost', text: pounds(c.enquiryBuildCost) },
];
// null: the cost followed the Launch Build offer at the time.
const pounds = (n: unknown) => (typeof n === 'number' ? formatGBP(n) : n === null ? 'Follows the Launch Build' : '');

export async function loadOfferHistory(offerId: string, revId: string | null): Promise<HistoryView | undefined> {
  const db = getRuntime().database.db;
  if (offerId === BUILD_COSTS_KEY) {
    const costs = await getBuildCostSettings(db);
    const revisions = await revisionRows(await listRevisions(db, 'setting', BUILD_COSTS_KEY));
    const view = {
      kind: 'setting' as const,
      key: BUILD_COSTS_KEY,
      title: 'the build costs',
      backUrl: '/admin/prices#costs-heading',
      revisions,
    };
    return withSelected(view, revId, (r) =>
      compareEntries(costEntries(r.data as Partial<BuildCostSettings>), costEntries(costs)),
    );
  }
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
