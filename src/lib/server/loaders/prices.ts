// The Prices view (/admin/prices): offers, every placement and figure in copy, and the build costs.
import { getRuntime } from '../runtime.ts';
import { listContentPages } from '../repositories/content-pages.ts';
import { listOffers } from '../repositories/offers.ts';
import { getBuildCosts } from '../content/build-costs.ts';
import { auditPrices } from '../../content/price-audit.ts';
import { getVersions, withVersions } from '../repositories/record-versions.ts';

export async function loadPricesAdmin() {
  const db = getRuntime().database.db;
  const [pages, offers, buildCosts] = await Promise.all([listContentPages(db), listOffers(db), getBuildCosts(db)]);
  // What visitors see now: the published documents (drafts are not on the site yet).
  const audit = auditPrices(
    pages.map((p) => ({ slug: p.slug, title: p.title, doc: p.published })),
    offers,
  );
  const drafts = pages.filter((p) => p.draft).map((p) => p.title);
  // The versions each form sends back in a hidden field (src/lib/admin/versions.ts).
  const [versioned, costVersions] = await Promise.all([
    withVersions(db, 'offer', offers, (o) => o.id),
    getVersions(db, 'buildCosts', ['build-costs']),
  ]);
  return { offers: versioned, buildCosts, buildCostsVersion: costVersions['build-costs'] ?? 0, drafts, ...audit };
}
export type PricesAdminData = Awaited<ReturnType<typeof loadPricesAdmin>>;
