// The Prices view's actions: an offer's figures (and restoring an earlier version of them), and
// the two build costs the public tools use.
import { ActionError } from 'astro:actions';
import { staffAction } from './staff-action.ts';
import { restoreOfferRevision, saveOfferFigures } from '../../lib/server/page-content/offer-revisions.ts';
import { restoreBuildCostsRevision, saveBuildCostsKept } from '../../lib/server/page-content/build-cost-revisions.ts';
import { getRevision } from '../../lib/server/repositories/content-revisions.ts';
import { buildCostsInput, contentRevisionInput } from '../../lib/admin/content.ts';
import { offerFigureFields, offerFiguresInput } from '../../lib/shapes/offer.ts';
import { pickFields } from '../../lib/shapes/fields.ts';
import { getOffer } from '../../lib/server/repositories/offers.ts';
import { getBuildCosts } from '../../lib/server/page-content/build-costs.ts';
import { bumpVersion } from '../../lib/server/repositories/record-versions.ts';
import { versionInput } from '../../lib/admin/versions.ts';
import { staffActorOf, versioned } from './versioned.ts';

export const updateOffer = staffAction({
  action: 'admin.prices.updateOffer',
  changes: ['offer'],
  input: offerFiguresInput.extend(versionInput),
  accept: 'form',
  errorMessage: 'Error saving the offer',
  handler: async ({ id, version, overwrite, ...figures }, staff) => {
    const stored = async (db: typeof staff.db) => {
      const o = await getOffer(db, id);
      return o ? pickFields(offerFigureFields, o) : {};
    };
    // The version claim, the update, its revision and its audit entry are one transaction.
    const saved = await versioned(staff, { kind: 'offer', key: id, what: 'offer', version, overwrite, stored }, async (tx) => {
      const outcome = await saveOfferFigures(tx.db, id, figures, { id: tx.user.id, email: tx.user.email });
      if (!outcome.ok) throw new ActionError({ code: 'NOT_FOUND', message: 'Error saving the offer: it no longer exists.' });
      return outcome;
    });
    // Every page that shows the offer reads the record: one bump clears them all.
    if (saved.value.revision) staff.changed({ kind: 'offer', id });
    return { id, changed: Object.keys(saved.value.changes), version: saved.version };
  },
});

/** Restores an earlier version of an offer, or of the build costs (their history page shares the button). */
export const restoreRevision = staffAction({
  action: 'admin.prices.restoreRevision',
  changes: ['offer', 'buildCosts'],
  input: contentRevisionInput,
  errorMessage: 'Error restoring that version',
  handler: async ({ id }, staff) => {
    const { db, user, changed } = staff;
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
    // Open forms were based on the figures this replaced.
    if (outcome.revision)
      await (revision?.entityType === 'setting'
        ? bumpVersion(db, 'buildCosts', 'build-costs', staffActorOf(staff))
        : bumpVersion(db, 'offer', revision!.entityKey, staffActorOf(staff)));
    if (outcome.revision)
      changed(revision?.entityType === 'setting' ? { kind: 'buildCosts' } : { kind: 'offer', id: revision!.entityKey });
    return { revisionId: outcome.revision?.id ?? null };
  },
});

export const updateBuildCosts = staffAction({
  action: 'admin.prices.updateBuildCosts',
  changes: ['buildCosts'],
  input: buildCostsInput.extend(versionInput),
  accept: 'form',
  errorMessage: 'Error saving the build costs',
  handler: async ({ version, overwrite, ...costs }, staff) => {
    const stored = async (db: typeof staff.db) => ({ ...(await getBuildCosts(db)) });
    const target = { kind: 'buildCosts', key: 'build-costs', what: 'build costs form', version, overwrite, stored } as const;
    const saved = await versioned(staff, target, (tx) =>
      saveBuildCostsKept(tx.db, costs, { id: tx.user.id, email: tx.user.email }),
    );
    if (saved.value.ok && saved.value.revision) staff.changed({ kind: 'buildCosts' });
    return { ...costs, version: saved.version };
  },
});
