import type { PageDocument } from '../../../lib/page-content/page-document.ts';
import type { SectionData } from '../../../lib/page-content/sections/index.ts';
import type { faqCategoriesSection, faqGroupSection } from '../../../lib/page-content/sections/text.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';

type Question = { question: string; answer: string };

/** Every visible question on a page, from its question sections, in order. */
function questionsOf(doc: PageDocument): Question[] {
  return doc.sections.flatMap((s): Question[] => {
    if (s.hidden) return [];
    if (s.type === 'faqCategories')
      return (s.data as SectionData<typeof faqCategoriesSection>).categories.flatMap((c) => c.items);
    if (s.type === 'faqGroup') return (s.data as SectionData<typeof faqGroupSection>).items;
    return [];
  });
}

/** schema.org FAQPage data with every question on the page and its plain-text answer. */
export function faqJsonLd(doc: PageDocument, site: SiteInfo): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: new URL('/faq', site.siteUrl).href,
    mainEntity: questionsOf(doc).map((item) => ({
      '@type': 'Question',
      name: fillTokens(item.question, site),
      acceptedAnswer: { '@type': 'Answer', text: fillTokens(item.answer, site) },
    })),
  };
}
