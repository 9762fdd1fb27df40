import { homeMeta, homeStructuredData } from '../../../content/home.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';

/** schema.org ProfessionalService for the home page's JSON-LD. */
export function homeJsonLd(site: SiteInfo): object[] {
  const d = homeStructuredData;
  return [
    {
      '@context': 'https://schema.org',
      '@type': d.type,
      name: site.name,
      description: fillTokens(homeMeta.description, site),
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
