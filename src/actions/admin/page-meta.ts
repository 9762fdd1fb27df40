import { ActionError } from 'astro:actions';
import { z } from 'zod';
import { staffAction } from './staff-action.ts';
import { versioned } from './versioned.ts';
import { listPageMeta, updatePageMeta } from '../../lib/server/repositories/page-meta.ts';
import { loadPageMetaAdmin } from '../../lib/server/loaders/page-meta-admin.ts';
import { changedFields } from '../../lib/audit-diff.ts';
import { pageMetaUpdateSchema } from '../../lib/admin/page-meta.ts';
import { fieldError } from '../../lib/server/foundation/field-error.ts';
import { loadOfferTokenValues } from '../../lib/server/page-content/offer-token-values.ts';
import { unknownOfferTokens, unknownTokenMessage } from '../../lib/page-content/offer-tokens.ts';
import { versionInput } from '../../lib/admin/versions.ts';

const gone = () => new ActionError({ code: 'NOT_FOUND', message: 'Error updating page meta: that page no longer exists.' });

export const list = staffAction({
  action: 'admin.pageMeta.list',
  changes: 'none',
  input: z.object({}).optional(),
  errorMessage: 'Error loading page meta',
  // With each page's current share image and version, as the tab shows it.
  handler: async () => (await loadPageMetaAdmin()).rows,
});

export const update = staffAction({
  action: 'admin.pageMeta.update',
  changes: ['pageMeta'],
  input: pageMetaUpdateSchema.extend(versionInput),
  errorMessage: 'Error updating page meta',
  handler: async ({ id, version, overwrite, ...values }, staff) => {
    // Offer figures are tokens filled at render time; one that names no offer is refused here.
    const offerTokens = await loadOfferTokenValues(staff.db);
    for (const field of ['metaTitle', 'metaDescription'] as const) {
      const unknown = unknownOfferTokens(values[field], offerTokens);
      if (unknown.length > 0) throw fieldError(field, unknownTokenMessage(unknown));
    }
    const stored = async (db: typeof staff.db) => {
      const p = (await listPageMeta(db)).find((m) => m.id === id);
      return p ? { metaTitle: p.metaTitle, metaDescription: p.metaDescription, shareImageId: p.shareImageId } : {};
    };
    const saved = await versioned(
      staff,
      { kind: 'pageMeta', key: id, what: "page's meta", version, overwrite, stored },
      async (tx) => {
        const before = (await listPageMeta(tx.db)).find((p) => p.id === id);
        const row = before && (await updatePageMeta(tx.db, id, values));
        if (!row) throw gone();
        await tx.audit('page_meta.update', 'page_meta', id, {
          path: row.pagePath,
          changes: changedFields({ ...before }, values),
        });
        tx.changed({ kind: 'pageMeta', id });
        return row;
      },
    );
    return { ...saved.value, version: saved.version };
  },
});
