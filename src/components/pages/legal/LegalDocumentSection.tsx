import { fillTokens } from '../../../lib/site.ts';
import { identityLines } from '../../../lib/business-identity.ts';
import { formatCalendarDate } from '../../../lib/uk-time.ts';
import type { SectionProps } from '../../sections/shared/section-props.ts';
import { LegalContents, sectionId } from './LegalContents.tsx';
import { LinkedText } from './LinkedText.tsx';

/** A legal document as readable prose: title, last-updated date, contents, then numbered sections. */
export function LegalDocumentSection({ data: doc, ctx }: SectionProps<'legalDocument'>) {
  const { site } = ctx;
  // The company behind these terms, as the owner entered it; nothing when unset.
  const identity = identityLines(site);
  const updated = formatCalendarDate(doc.updated);
  return (
    <>
      <header className="border-b border-line bg-paper">
        <div className="container-page py-12 sm:py-16">
          <div className="mx-auto max-w-3xl">
            <p className="eyebrow">Legal</p>
            <h1 className="mt-2 text-4xl font-extrabold text-navy-950 sm:text-5xl">{fillTokens(doc.title, site)}</h1>
            <p className="mt-4 text-navy-700">
              Last updated <time dateTime={doc.updated}>{updated}</time>
            </p>
          </div>
        </div>
      </header>
      <div className="section">
        <div className="container-page">
          <div className="mx-auto max-w-3xl">
            <LegalContents doc={doc} site={site} />
            <article className="mt-10 text-lg leading-relaxed text-navy-800">
              {doc.sections.map((section, index) => (
                <section
                  key={section.heading}
                  id={sectionId(section.heading)}
                  aria-labelledby={`${sectionId(section.heading)}-heading`}
                  className="mt-10 first:mt-0"
                >
                  <h2 id={`${sectionId(section.heading)}-heading`} className="text-2xl font-bold text-navy-950">
                    <span aria-hidden="true" className="mr-3 text-mustard-700">
                      {index + 1}.
                    </span>
                    {fillTokens(section.heading, site)}
                  </h2>
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph} className="mt-4">
                      <LinkedText text={paragraph} site={site} />
                    </p>
                  ))}
                </section>
              ))}
            </article>
            {identity.length > 0 && (
              <aside aria-label="Company details" className="mt-12 border-t border-line pt-6 text-navy-800">
                <p className="font-semibold text-navy-950">{site.name}</p>
                <ul className="mt-2 space-y-1">
                  {identity.map((line) => (
                    <li key={line.label}>
                      {line.label} {line.value}
                    </li>
                  ))}
                </ul>
              </aside>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
