// The Prices view's actions: an offer's figures (and restoring an earlier version of them), and
// the two build costs the public tools use.
import { ActionError } from 'astro:actions';
import { staffAction } from './staff-action.ts';
import { restoreOfferRevision, saveOfferFigures } from '../../lib/server/content/offer-revisions.ts';
import { restoreBuildCostsRevision, saveBuildCostsKept } from '../../lib/server/content/build-cost-revisions.ts';
import { getRevision } from '../../lib/server/repositories/content-revisions.ts';
import { buildCostsInput, contentRevisionInput, offerFiguresInput } from '../../lib/admin/content.ts';

export const updateOffer = staffAction({
  action: 'admin.prices.updateOffer',
  input: offerFiguresInput,
  accept: 'form',
  errorMessage: 'Error saving the offer',
  handler: async ({ id, priceNote, ...rest }, { db, user, refreshPublicPages }) => {
    const figures = { ...rest, priceNote: priceNote ?? '' };
    // The update, its revision and its audit entry are one transaction (content/offer-revisions.ts).
    const outcome = await saveOfferFigures(db, id, figures, { id: user.id, email: user.email });
    if (!outcome.ok) throw new ActionError({ code: 'NOT_FOUND', message: 'Error saving the offer: it no longer exists.' });
    // Every page that shows the offer reads the record: one bump clears them all.
    if (outcome.revision) await refreshPublicPages();
    return { id, changed: Object.keys(outcome.changes) };
  },
});

/** Restores an earlier version of an offer, or of the build costs (their history page shares the button). */
export const restoreRevision = staffAction({
  action: 'admin.prices.restoreRevision',
  input: contentRevisionInput,
  errorMessage: 'Error restoring that version',
  handler: async ({ id }, { db, user, refreshPublicPages }) => {
    const actor = { id: user.id, email: user.email };
    const revision = await getRevision(db, id);
    const outcome =
      revision?.entityType === 'setting'
        ? await restoreBuildCostsRevision(db, id, actor)
        : await restoreOfferRevision(db, id, actor);
    if (!outcome.ok)
      throw new ActionError({
        code: 'NOT_FOUND',
        message:
          outcome.reason === 'not-found'
            ? 'Error restoring that version: it no longer exists.'
            : 'Error restoring that version: it cannot be read, so nothing was changed.',
      });
    if (outcome.revision) await refreshPublicPages();
    return { revisionId: outcome.revision?.id ?? null };
  },
});

export const updateBuildCosts = staffAction({
  action: 'admin.prices.updateBuildCosts',
  input: buildCostsInput,
  accept: 'form',
  errorMessage: 'Error saving the build costs',
  handler: async (costs, { db, user, refreshPublicPages }) => {
    const outcome = await saveBuildCostsKept(db, costs, { id: user.id, email: user.email });
    if (outcome.ok && outcome.revision) await refreshPublicPages();
    return costs;
  },
});
