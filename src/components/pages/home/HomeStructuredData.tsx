import { homeStructuredData } from '../../../copy/home.ts';
import { PUBLIC_PAGES } from '../../../lib/pages.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { fillOfferTokens } from '../../../lib/page-content/offer-tokens.ts';

/** schema.org ProfessionalService for the home page's JSON-LD. */
export function homeJsonLd(site: SiteInfo, figures: Record<string, string>): object[] {
  const d = homeStructuredData;
  return [
    {
      '@context': 'https://schema.org',
      '@type': d.type,
      name: site.name,
      // The same description as the page's meta (lib/pages.ts, staff-editable defaults), offer figures filled.
      description: fillOfferTokens(
        fillTokens(PUBLIC_PAGES.find((p) => p.path === '/')?.description ?? '', site),
        new Map(Object.entries(figures)),
      ),
      url: site.siteUrl,
      telephone: site.phone,
      email: site.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: site.address,
        addressLocality: d.addressLocality,
        addressCountry: d.addressCountry,
      },
      areaServed: { '@type': 'Country', name: d.areaServed },
      priceRange: d.priceRange,
    },
  ];
}
