// The Prices view (/admin/prices): offers, every place a figure appears, and the build costs.
import { getRuntime } from '../foundation/runtime.ts';
import { listContentPages } from '../repositories/content-pages.ts';
import { listOffers } from '../repositories/offers.ts';
import type { Offer } from '../../shapes/offer.ts';
import { listPageMeta } from '../repositories/page-meta.ts';
import { listOfferRevisionData } from '../repositories/content-revisions.ts';
import { getBuildCostSettings, getLaunchBuildCost } from '../page-content/build-costs.ts';
import { seedOffers } from '../page-content/seed-copy.ts';
import { auditPrices, type PricedOffer } from '../../page-content/price-audit.ts';
import { PUBLIC_PAGES } from '../../pages.ts';
import { getVersions, withVersions } from '../repositories/record-versions.ts';

/** Each offer with the figures it showed before: its kept versions and the seed's figures. */
function withPastFigures(
  offers: Offer[],
  revisions: { offerId: string; data: unknown }[],
  seeded: readonly Offer[],
): PricedOffer[] {
  return offers.map((o) => {
    const past = [...seeded.filter((s) => s.id === o.id), ...revisions.filter((r) => r.offerId === o.id).map((r) => r.data)];
    const field = (k: 'price' | 'timeline') =>
      past.flatMap((p) => {
        const v = (p as Record<string, unknown> | null)?.[k];
        return typeof v === 'string' && v !== o[k] ? [v] : [];
      });
    return {
      id: o.id,
      name: o.name,
      price: o.price,
      timeline: o.timeline,
      past: { prices: field('price'), timelines: field('timeline') },
    };
  });
}

export async function loadPricesAdmin() {
  const db = getRuntime().database.db;
  const [pages, offers, metas, revisions, costs, launchBuildCost, seeded] = await Promise.all([
    listContentPages(db),
    listOffers(db),
    listPageMeta(db),
    listOfferRevisionData(db),
    getBuildCostSettings(db),
    getLaunchBuildCost(db),
    seedOffers(),
  ]);
  // What visitors see now: the published documents (drafts are not on the site yet).
  const audit = auditPrices(
    pages.map((p) => ({ slug: p.slug, title: p.title, doc: p.published })),
    withPastFigures(offers, revisions, seeded),
    {
      // A blank stored description shows the default one (loadPageMeta), so that is what is audited.
      metas: metas.map((m) => ({
        path: m.pagePath,
        name: m.pageName,
        description: m.metaDescription || (PUBLIC_PAGES.find((p) => p.path === m.pagePath)?.description ?? ''),
      })),
      costs: { ...costs, launchBuildCost },
    },
  );
  const drafts = pages.filter((p) => p.draft).map((p) => p.title);
  // The versions each form sends back in a hidden field (src/lib/admin/versions.ts).
  const [versioned, costVersions] = await Promise.all([
    withVersions(db, 'offer', offers, (o) => o.id),
    getVersions(db, 'buildCosts', ['build-costs']),
  ]);
  return {
    offers: versioned,
    buildCosts: { ...costs, launchBuildCost },
    buildCostsVersion: costVersions['build-costs'] ?? 0,
    drafts,
    ...audit,
  };
}
export type PricesAdminData = Awaited<ReturnType<typeof loadPricesAdmin>>;
