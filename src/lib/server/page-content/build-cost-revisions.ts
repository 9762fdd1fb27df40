/*
 * Build-cost revisions: the savings calculator's and the enquiry form's build costs (one settings
 * group, entity 'setting', key 'build-costs') are kept as a revision on every change, in the same
 * transaction as the change and its audit entry, like offers (offer-revisions.ts). The caller bumps
 * the public page generation.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { getBuildCostSettings, saveBuildCosts, type BuildCostSettings } from './build-costs.ts';
import { revisionTimeAfter } from './offer-revisions.ts';
import { getRevision, insertRevision, listRevisions, type ContentRevision } from '../repositories/content-revisions.ts';
import { auditor } from '../foundation/audit.ts';
import { changedFields, type Change } from '../../audit-diff.ts';
import { formatUkDateTime } from '../../uk-time.ts';
import type { Actor } from './pages-service.ts';
import { inTransaction } from '../db/transaction.ts';

export const BUILD_COSTS_KEY = 'build-costs';
const TITLE = 'Build costs';

// null: follows the Launch Build offer (versions kept before that existed always hold numbers).
const buildCostsData = z.object({
  calculatorBuildCost: z.number().int().positive().nullable(),
  enquiryBuildCost: z.number().int().positive().nullable(),
});
const dataOf = (c: BuildCostSettings): BuildCostSettings => ({
  calculatorBuildCost: c.calculatorBuildCost,
  enquiryBuildCost: c.enquiryBuildCost,
});

export type BuildCostsOutcome =
  | { ok: true; costs: BuildCostSettings; changes: Record<string, Change>; revision: ContentRevision | null }
  | { ok: false; reason: 'not-found' | 'unreadable' };

async function changeBuildCosts(
  db: Kysely<Database>,
  next: BuildCostSettings,
  actor: Actor,
  audit: { note: string; detail?: Record<string, unknown> },
): Promise<BuildCostsOutcome> {
  return inTransaction(db, async (trx) => {
    const before = dataOf(await getBuildCostSettings(trx));
    const after = dataOf(next);
    const changes = changedFields({ ...before }, { ...after });
    if (Object.keys(changes).length === 0) return { ok: true as const, costs: before, changes, revision: null };
    let [latest] = await listRevisions(trx, 'setting', BUILD_COSTS_KEY, 1);
    // The costs in use before revisions were kept (the defaults, or an earlier save) come first.
    latest ??= await insertRevision(trx, {
      entityType: 'setting',
      entityKey: BUILD_COSTS_KEY,
      title: TITLE,
      data: before,
      createdBy: null,
      note: 'As they were before changes were kept',
    });
    await saveBuildCosts(trx, after);
    const revision = await insertRevision(trx, {
      entityType: 'setting',
      entityKey: BUILD_COSTS_KEY,
      title: TITLE,
      data: after,
      createdBy: actor.id,
      note: audit.note,
      createdAt: revisionTimeAfter(latest),
    });
    await auditor(trx, actor)('settings.buildCosts', 'settings', null, { ...audit.detail, revisionId: revision.id, changes });
    return { ok: true as const, costs: after, changes, revision };
  });
}

/** The Prices view's build costs form. */
export function saveBuildCostsKept(db: Kysely<Database>, costs: BuildCostSettings, actor: Actor) {
  return changeBuildCosts(db, costs, actor, { note: '' });
}

/** Writes a build-costs revision back; restoring is itself a new revision. */
export async function restoreBuildCostsRevision(
  db: Kysely<Database>,
  revisionId: string,
  actor: Actor,
): Promise<BuildCostsOutcome> {
  const old = await getRevision(db, revisionId);
  if (!old || old.entityType !== 'setting' || old.entityKey !== BUILD_COSTS_KEY) return { ok: false, reason: 'not-found' };
  const parsed = buildCostsData.safeParse(old.data);
  if (!parsed.success) return { ok: false, reason: 'unreadable' };
  return changeBuildCosts(db, parsed.data, actor, {
    note: `Restored the version saved ${formatUkDateTime(old.createdAt)}`,
    detail: { restoredRevisionId: revisionId },
  });
}
