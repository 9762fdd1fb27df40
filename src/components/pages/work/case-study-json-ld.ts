import type { SiteInfo } from '../../../lib/site.ts';
import { workPath, type CaseStudyView } from '../../../lib/testimonials-and-cases/views.ts';

/** schema.org Article for a case study, plus its breadcrumb trail. */
export function caseStudyJsonLd(site: SiteInfo, study: CaseStudyView): object[] {
  const url = new URL(workPath(study.slug), site.siteUrl).href;
  const workUrl = new URL('/work', site.siteUrl).href;
  const org = { '@type': 'Organization', name: site.name, url: site.siteUrl };
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: study.title.slice(0, 110),
      description: study.summary,
      datePublished: study.publishedAt,
      dateModified: study.updatedAt,
      author: org,
      publisher: { ...org, logo: { '@type': 'ImageObject', url: new URL('/favicon.svg', site.siteUrl).href } },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url,
      image: new URL('/og-default.png', site.siteUrl).href,
      about: study.sector || undefined,
      keywords: study.stack.join(', '),
      inLanguage: 'en-GB',
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: new URL('/', site.siteUrl).href },
        { '@type': 'ListItem', position: 2, name: 'Our work', item: workUrl },
        { '@type': 'ListItem', position: 3, name: study.title, item: url },
      ],
    },
  ];
}
