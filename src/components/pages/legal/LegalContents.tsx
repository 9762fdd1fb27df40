import { headingAnchor as sectionId, type legalDocumentSection } from '../../../lib/page-content/sections/legal.ts';
import type { SectionData } from '../../../lib/page-content/sections/define.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';

export type LegalDocument = SectionData<typeof legalDocumentSection>;

export { sectionId };

/** A short table of contents linking to each section of a legal document. */
export function LegalContents({ doc, site }: { doc: LegalDocument; site: SiteInfo }) {
  return (
    <nav aria-label="Contents" className="rounded-[var(--radius-card)] border border-line bg-paper p-6">
      <p className="text-sm font-semibold uppercase tracking-[0.12em] text-navy-700">Contents</p>
      <ol className="mt-3 gap-x-8 sm:columns-2">
        {doc.sections.map((section, index) => (
          <li key={section.heading} className="flex break-inside-avoid gap-2 pb-2">
            <span aria-hidden="true" className="w-6 shrink-0 text-right text-navy-500">
              {index + 1}.
            </span>
            <a
              href={`#${sectionId(section.heading)}`}
              className="text-navy-800 underline decoration-navy-200 underline-offset-4 hover:text-navy-950 hover:decoration-mustard-500"
            >
              {fillTokens(section.heading, site)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
