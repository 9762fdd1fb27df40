import { ArrowLeft, Quote } from 'lucide-react';
import { SAMPLE_CASE_LABEL, SAMPLE_CASE_NOTE } from '../../../lib/testimonials-and-cases/illustrative.ts';
import { paragraphs, type CaseStudyView } from '../../../lib/testimonials-and-cases/views.ts';
import type { SiteInfo } from '../../../lib/site.ts';
import { CtaBand } from '../../sections/CtaBand.tsx';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import type { ResolvedImage } from '../../../lib/page-content/render-context.ts';

/**
 * /work/[slug]: one published case study. Plain text fields become paragraphs; no script.
 * `cover` is the resolved library picture for study.coverMediaId, when the page has one.
 */
export function CaseStudyPage({ site, study, cover }: { site: SiteInfo; study: CaseStudyView; cover?: ResolvedImage }) {
  return (
    <>
      <section aria-labelledby="page-title" className="bg-navy-950 text-white">
        <div className="container-page py-14 sm:py-20">
          <a href="/work" className="inline-flex items-center gap-1 text-sm font-semibold text-mustard-300 hover:underline">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> All case studies
          </a>
          <p className="mt-6 text-sm font-semibold uppercase tracking-[0.14em] text-mustard-300">
            {study.client}
            {study.sector && ` · ${study.sector}`}
          </p>
          <h1 id="page-title" className="mt-3 max-w-4xl text-4xl font-extrabold leading-tight sm:text-5xl">
            {study.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-navy-100">{study.summary}</p>
          {study.sample && (
            <p className="mt-6 max-w-2xl rounded-lg border border-white/25 px-4 py-3 text-sm text-navy-100">
              <strong className="font-semibold text-white">{`${SAMPLE_CASE_LABEL}.`}</strong> {SAMPLE_CASE_NOTE}
            </p>
          )}
          {study.results.length > 0 && (
            <dl aria-label="Results" className="mt-10 grid grid-cols-1 gap-6 border-t border-white/15 pt-8 sm:grid-cols-3">
              {study.results.map((r) => (
                <div key={`${r.figure}-${r.label}`} className="flex flex-col">
                  <dt className="text-sm text-navy-200">{r.label}</dt>
                  <dd className="order-first font-display text-3xl font-extrabold text-mustard-300 sm:text-4xl">{r.figure}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </section>
      <div className="section bg-paper">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="max-w-3xl">
            {cover && (
              // Below the dark title band on phones, so lazy like every picture but a hero's.
              <ResponsiveImage
                image={cover}
                sizes="(min-width: 1024px) 48rem, calc(100vw - 2rem)"
                pictureClassName="mb-10 block"
                className="h-auto w-full rounded-2xl object-cover"
              />
            )}
            <Story id="problem" heading="The problem" text={study.problem} />
            <Story id="built" heading="What we built" text={study.built} />
            {study.quote && (
              <figure className="mt-12 rounded-2xl bg-cream p-6 sm:p-8">
                <Quote aria-hidden="true" className="h-8 w-8 text-mustard-500" />
                <blockquote className="mt-3 text-xl leading-relaxed text-navy-900">
                  <p>{study.quote}</p>
                </blockquote>
                {study.quoteBy && (
                  <figcaption className="mt-4 text-sm font-semibold text-navy-700">
                    {study.quoteBy}, {study.client}
                  </figcaption>
                )}
              </figure>
            )}
          </div>
          {study.stack.length > 0 && (
            <aside aria-labelledby="stack-heading" className="h-fit rounded-2xl border border-line bg-cream p-6">
              <h2 id="stack-heading" className="text-lg font-bold text-navy-950">
                Built with
              </h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {study.stack.map((s) => (
                  <li
                    key={s}
                    className="rounded-[var(--radius-pill)] border border-line bg-paper px-3 py-1 text-sm font-medium text-navy-800"
                  >
                    {s}
                  </li>
                ))}
              </ul>
            </aside>
          )}
        </div>
      </div>
      <CtaBand
        site={site}
        heading="Got a problem like this one?"
        body="Tell us which tools you are paying for and what they fail to do. We usually reply within 2-4 business hours with a straight answer on whether a custom build makes sense."
      />
    </>
  );
}

function Story({ id, heading, text }: { id: string; heading: string; text: string }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 first:mt-0">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-navy-950">
        {heading}
      </h2>
      {paragraphs(text).map((p, i) => (
        <p key={i} className="mt-4 text-lg leading-relaxed text-navy-800">
          {p}
        </p>
      ))}
    </section>
  );
}
