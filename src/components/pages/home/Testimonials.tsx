import { Quote } from 'lucide-react';
import { testimonials, trustedBy, trustedByHeading } from '../../../content/home.ts';
import { tokensFor, type SectionProps } from '../../sections/content/section-props.ts';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { PageSection } from './PageSection.tsx';

/**
 * `testimonialSet` (home section 10): the heading comes from the page document; the quotes are
 * still the illustrative placeholders in src/content/home.ts until testimonial records replace them.
 */
export function Testimonials({ id, data: testimonialsIntro, ctx }: SectionProps<'testimonialSet'>) {
  const t = tokensFor(ctx);
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone="paper">
      <SectionHeading
        id={`${id}-heading`}
        eyebrow={testimonialsIntro.eyebrow}
        heading={t(testimonialsIntro.heading)}
        intro={testimonialsIntro.intro && t(testimonialsIntro.intro)}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {testimonials.map((item) => (
          <li key={item.author} className="card flex flex-col">
            <figure className="flex h-full flex-col">
              <div className="flex items-center justify-between gap-4">
                <Quote aria-hidden="true" className="h-8 w-8 text-mustard-500" />
                <p className="rounded-[var(--radius-pill)] bg-mustard-100 px-3 py-1 text-sm font-semibold text-mustard-900">
                  {item.stat}
                </p>
              </div>
              <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-navy-800">
                <p>{t(item.quote)}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-4">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-white"
                >
                  {item.author.replaceAll('.', '')}
                </span>
                <span className="text-sm leading-snug">
                  <span className="block font-semibold text-navy-950">
                    {item.author}, {item.role}
                  </span>
                  <span className="block text-navy-600">{t(item.company)}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-navy-600">
        Illustrative examples based on typical project outcomes; client references available on request.
      </p>
      <div className="mt-16 border-t border-line pt-12">
        <h3 className="text-center text-xl font-bold text-navy-950">{t(trustedByHeading)}</h3>
        <ul className="mt-6 flex flex-wrap justify-center gap-3">
          {trustedBy.map((b) => (
            <li
              key={b.label}
              className="inline-flex items-center gap-2 rounded-[var(--radius-pill)] border border-line bg-cream px-4 py-2 text-sm font-medium text-navy-800"
            >
              <Icon name={b.icon} className="h-4 w-4 text-navy-500" />
              {b.label}
            </li>
          ))}
        </ul>
      </div>
    </PageSection>
  );
}
