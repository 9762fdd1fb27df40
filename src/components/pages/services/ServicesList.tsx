import { Check } from 'lucide-react';
import { resolveOffer } from '../../../lib/page-content/offer-refs.ts';
import { tokensFor, type SectionProps } from '../../sections/shared/section-props.ts';
import { CtaButton } from '../../sections/CtaButton.tsx';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import { PageSection } from '../home/PageSection.tsx';

/** `serviceList`: one card per service offer, each with a quote button and 'Learn more' (its page). */
export function ServicesList({ id, data, ctx }: SectionProps<'serviceList'>) {
  const t = tokensFor(ctx);
  const site = ctx.site;
  const services = data.items.flatMap((item) => {
    const offer = resolveOffer(item.offer, ctx.offers);
    return offer
      ? [
          {
            ...item,
            title: item.title || offer.name,
            price: offer.price,
            timeline: offer.timeline,
            description: item.description || offer.description,
            features: item.features.length > 0 ? item.features : offer.bullets,
          },
        ]
      : [];
  });
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone={data.tone}>
      <SectionHeading id={`${id}-heading`} eyebrow={data.eyebrow} heading={t(data.heading)} intro={data.intro && t(data.intro)} />
      <ul className="mt-12 grid gap-6 lg:grid-cols-2">
        {services.map((s) => (
          <li key={s.title} className="card flex flex-col p-7 sm:p-8">
            <div className="flex flex-wrap items-start gap-4">
              <div className="min-w-0 flex-1">
                <h3 className="text-2xl font-bold text-navy-950">{s.title}</h3>
                <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
                  <span className="font-bold text-mustard-800">{s.price}</span>
                  <span aria-hidden="true" className="text-navy-300">
                    |
                  </span>
                  <span className="font-medium text-navy-600">Timeline: {s.timeline}</span>
                </p>
              </div>
            </div>
            <p className="mt-5 leading-relaxed text-navy-700">{t(s.description)}</p>
            <h4 className="mt-6 text-sm font-bold uppercase tracking-wider text-navy-900">What's included</h4>
            <ul className="mt-3 space-y-2 text-navy-800">
              {s.features.map((f) => (
                <li key={f} className="flex gap-2.5">
                  <Check aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-mustard-700" />
                  <span>{t(f)}</span>
                </li>
              ))}
            </ul>
            <h4 className="mt-6 text-sm font-bold uppercase tracking-wider text-navy-900">Technologies</h4>
            <ul className="mt-3 flex flex-wrap gap-2">
              {s.technologies.map((tech) => (
                <li
                  key={tech}
                  className="rounded-[var(--radius-pill)] border border-navy-100 bg-navy-50 px-3 py-1 text-sm text-navy-800"
                >
                  {tech}
                </li>
              ))}
            </ul>
            <div className="mt-auto flex flex-wrap gap-3 pt-8">
              <CtaButton cta={data.quoteCta} site={site} variant="default" size="default" />
              {s.href && (
                <ButtonLink href={s.href} variant="outline" size="default">
                  {data.learnMoreLabel}
                  <span className="sr-only"> about {s.title}</span>
                </ButtonLink>
              )}
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
