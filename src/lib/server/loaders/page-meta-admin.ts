// Admin › Page Meta: each page's stored meta and version, the share image it has now, and the offers whose
// figures a description may quote as tokens (the editor's previews fill them in).
import { getRuntime } from '../foundation/runtime.ts';
import { listPageMeta, type PageMeta } from '../repositories/page-meta.ts';
import { listOffers } from '../repositories/offers.ts';
import { loadSiteInfo } from './site-context.ts';
import { loadPageShareImage, type ShareImage } from './share-images.ts';
import { withVersions } from '../repositories/record-versions.ts';

export interface PageMetaRow extends PageMeta {
  /** What networks get now (the chosen picture's crop or the generated card); null for a path without one. */
  share: ShareImage | null;
}

export async function loadPageMetaAdmin() {
  const db = getRuntime().database.db;
  const [metas, offers, site] = await Promise.all([listPageMeta(db), listOffers(db), loadSiteInfo()]);
  const shared: PageMetaRow[] = await Promise.all(
    metas.map(async (m) => ({ ...m, share: await loadPageShareImage(m.pagePath, site) })),
  );
  // Each row carries its version: the editor sends it back with a save (src/lib/admin/versions.ts).
  const rows = await withVersions(db, 'pageMeta', shared, (m) => m.id);
  return {
    rows,
    offers: offers.map((o) => ({ id: o.id, name: o.name, kind: o.kind, price: o.price, timeline: o.timeline })),
    site: { name: site.name, url: site.siteUrl },
  };
}
export type PageMetaAdminData = Awaited<ReturnType<typeof loadPageMetaAdmin>>;
