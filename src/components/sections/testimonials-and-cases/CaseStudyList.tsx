import { ArrowRight } from 'lucide-react';
import { SAMPLE_CASE_LABEL } from '../../../lib/testimonials-and-cases/illustrative.ts';
import { workPath, type CaseStudySummaryView } from '../../../lib/testimonials-and-cases/views.ts';
import type { ResolvedImage } from '../../../lib/page-content/render-context.ts';
import { SectionHeading } from '../SectionHeading.tsx';
import { PageSection } from '../../pages/home/PageSection.tsx';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';

/** Cards linking to case studies: cover, headline result, client and summary. Server-rendered links, no script. */
export function CaseStudyCards({
  items,
  images = {},
  headingLevel = 'h3',
}: {
  items: CaseStudySummaryView[];
  /** Resolved covers by media id; a card without one shows no picture. */
  images?: Record<string, ResolvedImage>;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    // Centred rows: one or two case studies sit in the middle rather than hugging the left.
    <ul className="flex flex-wrap justify-center gap-6">
      {items.map((c) => {
        const cover = c.coverMediaId ? images[c.coverMediaId] : undefined;
        return (
          <li key={c.slug} className="card relative flex w-full flex-col md:w-[calc(50%_-_0.75rem)] lg:w-[calc((100%_-_3rem)/3)]">
            {cover && (
              <ResponsiveImage
                image={cover}
                sizes="(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw"
                pictureClassName="-mx-6 -mt-6 mb-5 block"
                className="aspect-[16/9] h-auto w-full rounded-t-[var(--radius-card)] object-cover"
              />
            )}
            {c.headline && (
              <p className="flex flex-col">
                <span className="font-display text-3xl font-extrabold text-navy-950">{c.headline.figure}</span>
                <span className="text-sm font-medium text-navy-600">{c.headline.label}</span>
              </p>
            )}
            <Heading className="mt-4 text-xl font-bold leading-snug text-navy-950">
              {/* The whole card is the link's target area; the title is its name. */}
              <a href={workPath(c.slug)} className="after:absolute after:inset-0 hover:underline">
                {c.title}
              </a>
            </Heading>
            <p className="mt-1 text-sm text-navy-600">
              {c.client}
              {c.sector && ` · ${c.sector}`}
            </p>
            {c.sample && (
              <p className="mt-2 self-start rounded-[var(--radius-pill)] border border-navy-300 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-navy-700">
                {SAMPLE_CASE_LABEL}
              </p>
            )}
            <p className="mt-3 flex-1 leading-relaxed text-navy-800">{c.summary}</p>
            <span aria-hidden="true" className="mt-5 inline-flex items-center gap-1 font-semibold text-navy-900">
              Read the case study <ArrowRight className="h-4 w-4" />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** A page's 'Recent work' section: rendered only when a case study is published. */
export function CaseStudyList({
  id,
  intro,
  items,
  images,
}: {
  id: string;
  /** Eyebrow, heading and intro, copy tokens already filled. */
  intro: { eyebrow?: string | undefined; heading: string; intro?: string | undefined };
  items: CaseStudySummaryView[];
  images?: Record<string, ResolvedImage>;
}) {
  if (items.length === 0) return null;
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone="cream">
      <SectionHeading id={`${id}-heading`} eyebrow={intro.eyebrow} heading={intro.heading} intro={intro.intro} />
      <div className="mt-12">
        <CaseStudyCards items={items} images={images} />
      </div>
      <p className="mt-10 text-center">
        <a href="/work" className="inline-flex items-center gap-1 font-semibold text-navy-900 underline underline-offset-4">
          See all case studies <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </a>
      </p>
    </PageSection>
  );
}
