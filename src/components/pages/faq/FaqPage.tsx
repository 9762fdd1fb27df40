import { faqCategories, faqClosing, faqHero, mythRealities, mythsIntro } from '../../../content/faq.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { CtaBand } from '../../sections/CtaBand.tsx';
import { PageHero } from '../../sections/PageHero.tsx';
import { FaqCategories } from './FaqCategories.tsx';
import { MythRealityCards } from './MythRealityCards.tsx';

export function FaqPage({ site }: { site: SiteInfo }) {
  return (
    <>
      <PageHero hero={faqHero} site={site} illustration="questions" />
      <FaqCategories categories={faqCategories} site={site} />
      <MythRealityCards intro={mythsIntro} items={mythRealities} site={site} />
      <CtaBand
        heading={faqClosing.heading}
        body={faqClosing.body}
        primary={faqClosing.primaryCta}
        secondary={faqClosing.secondaryCta}
        site={site}
      />
    </>
  );
}

/** schema.org FAQPage data with every question and its plain-text answer. */
export function faqJsonLd(site: SiteInfo): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: new URL('/faq', site.siteUrl).href,
    mainEntity: faqCategories.flatMap((category) =>
      category.items.map((item) => ({
        '@type': 'Question',
        name: fillTokens(item.question, site),
        acceptedAnswer: { '@type': 'Answer', text: fillTokens(item.answer, site) },
      })),
    ),
  };
}
