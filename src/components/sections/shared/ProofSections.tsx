import { Testimonials } from '../testimonials-and-cases/Testimonials.tsx';
import { CaseStudyList } from '../testimonials-and-cases/CaseStudyList.tsx';
import { tokensFor, type SectionProps } from './section-props.ts';

/**
 * `testimonialSet`: the published testimonial records (ctx.proof, filled by the loader when a page
 * holds this section), under the heading the page document gives. Illustrative quotes keep their label.
 */
export function TestimonialSetSection({ id, data, ctx }: SectionProps<'testimonialSet'>) {
  return <Testimonials id={id} intro={data} site={ctx.site} items={ctx.proof?.testimonials ?? []} images={ctx.images} />;
}

/** `caseStudyList`: the newest published case studies, up to the section's limit; nothing when none is published. */
export function CaseStudyListSection({ id, data, ctx }: SectionProps<'caseStudyList'>) {
  const t = tokensFor(ctx);
  const items = (ctx.proof?.caseStudies ?? []).slice(0, Number(data.limit));
  return (
    <CaseStudyList
      id={id}
      intro={{ eyebrow: data.eyebrow, heading: t(data.heading), intro: data.intro && t(data.intro) }}
      items={items}
      images={ctx.images}
    />
  );
}
