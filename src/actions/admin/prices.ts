// The Prices view's actions: an offer's figures, and the two build costs the public tools use.
import { ActionError } from 'astro:actions';
import { staffAction } from './staff-action.ts';
import { getOffer, updateOfferFigures } from '../../lib/server/repositories/offers.ts';
import { getBuildCosts, saveBuildCosts } from '../../lib/server/content/build-costs.ts';
import { changedFields } from '../../lib/audit-diff.ts';
import { buildCostsInput, offerFiguresInput } from '../../lib/admin/content.ts';

export const updateOffer = staffAction({
  action: 'admin.prices.updateOffer',
  input: offerFiguresInput,
  accept: 'form',
  errorMessage: 'Error saving the offer',
  handler: async ({ id, priceNote, ...rest }, { db, audit, refreshPublicPages }) => {
    const figures = { ...rest, priceNote: priceNote ?? '' };
    const before = await getOffer(db, id);
    if (!before) throw new ActionError({ code: 'NOT_FOUND', message: 'Error saving the offer: it no longer exists.' });
    await updateOfferFigures(db, id, figures);
    const changes = changedFields({ ...before }, figures);
    await audit('offer.update', 'offer', id, { name: before.name, changes });
    // Every page that shows the offer reads the record: one bump clears them all.
    if (Object.keys(changes).length > 0) await refreshPublicPages();
    return { id, changed: Object.keys(changes) };
  },
});

export const updateBuildCosts = staffAction({
  action: 'admin.prices.updateBuildCosts',
  input: buildCostsInput,
  accept: 'form',
  errorMessage: 'Error saving the build costs',
  handler: async (costs, { db, audit, refreshPublicPages }) => {
    const before = await getBuildCosts(db);
    await saveBuildCosts(db, costs);
    const changes = changedFields({ ...before }, costs);
    await audit('settings.buildCosts', 'settings', null, { changes });
    if (Object.keys(changes).length > 0) await refreshPublicPages();
    return costs;
  },
});
