import { ArrowRight } from 'lucide-react';
import type { SiteInfo } from '../../../lib/site.ts';
import type { CaseStudySummaryView } from '../../../lib/testimonials-and-cases/views.ts';
import type { ResolvedImage } from '../../../lib/page-content/render-context.ts';
import { PageHero } from '../../sections/PageHero.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import { CaseStudyCards } from '../../sections/testimonials-and-cases/CaseStudyList.tsx';

const hero = {
  eyebrow: 'Our work',
  headline: 'Software we have built, and what it changed',
  subheading: 'Each case study covers the problem, what we built, the tools we used and the numbers since launch.',
};

/** /work: published case studies, or (before the first is published) an honest 'being written' page. */
export function WorkListPage({
  site,
  items,
  images,
}: {
  site: SiteInfo;
  items: CaseStudySummaryView[];
  /** Resolved covers by media id. */
  images?: Record<string, ResolvedImage>;
}) {
  return (
    <>
      <PageHero hero={hero} site={site} kind="editorial" />
      <section aria-labelledby="work-list-heading" className="section bg-cream">
        <div className="container-page">
          {items.length > 0 ? (
            <>
              <h2 id="work-list-heading" className="sr-only">
                Case studies
              </h2>
              <CaseStudyCards items={items} images={images} />
            </>
          ) : (
            <BeingWritten />
          )}
        </div>
      </section>
    </>
  );
}

function BeingWritten() {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id="work-list-heading" className="text-3xl font-bold text-navy-950">
        Our case studies are being written
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-navy-700">
        We only publish a case study once the client has read it and agreed to the figures, so this page fills up slowly. In the
        meantime, we are happy to talk you through similar projects on a call, and our packages show what a build costs and how
        long it takes.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/contact" variant="default" size="lg">
          Ask about similar projects <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </ButtonLink>
        <ButtonLink href="/packages" variant="outline" size="lg">
          See packages and prices
        </ButtonLink>
      </div>
    </div>
  );
}
