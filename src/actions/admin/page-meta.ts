import { ActionError } from 'astro:actions';
import { z } from 'zod';
import { staffAction } from './staff-action.ts';
import { listPageMeta, updatePageMeta } from '../../lib/server/repositories/page-meta.ts';
import { loadPageMetaAdmin } from '../../lib/server/loaders/page-meta-admin.ts';
import { changedFields } from '../../lib/audit-diff.ts';
import { pageMetaUpdateSchema } from '../../lib/admin/page-meta.ts';
import { fieldError } from '../../lib/server/field-error.ts';
import { loadOfferTokenValues } from '../../lib/server/content/offer-token-values.ts';
import { unknownOfferTokens, unknownTokenMessage } from '../../lib/content/offer-tokens.ts';

export const list = staffAction({
  action: 'admin.pageMeta.list',
  input: z.object({}).optional(),
  errorMessage: 'Error loading page meta',
  // With each page's current share image, as the tab shows it.
  handler: async () => (await loadPageMetaAdmin()).rows,
});

export const update = staffAction({
  action: 'admin.pageMeta.update',
  input: pageMetaUpdateSchema,
  errorMessage: 'Error updating page meta',
  handler: async ({ id, ...values }, { db, audit, refreshPublicPages }) => {
    // Offer figures are tokens filled at render time; one that names no offer is refused here.
    const offerTokens = await loadOfferTokenValues(db);
    for (const field of ['metaTitle', 'metaDescription'] as const) {
      const unknown = unknownOfferTokens(values[field], offerTokens);
      if (unknown.length > 0) throw fieldError(field, unknownTokenMessage(unknown));
    }
    const before = (await listPageMeta(db)).find((p) => p.id === id);
    const row = before && (await updatePageMeta(db, id, values));
    if (!row) throw new ActionError({ code: 'NOT_FOUND', message: 'Error updating page meta: that page no longer exists.' });
    await audit('page_meta.update', 'page_meta', id, { path: row.pagePath, changes: changedFields({ ...before }, values) });
    await refreshPublicPages();
    return row;
  },
});
