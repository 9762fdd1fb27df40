import { CircleCheck, ListChecks } from 'lucide-react';
import { resolveOffer } from '../../../lib/page-content/offer-refs.ts';
import { tokensFor, type SectionProps } from '../../sections/shared/section-props.ts';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { PageSection } from '../home/PageSection.tsx';

/** `phases` (Define, Build, Run): one card per stage, priced by its offer, with what happens and what you get. */
export function ProcessPhases({ id, data, ctx }: SectionProps<'phases'>) {
  const t = tokensFor(ctx);
  const processPhases = data.items.flatMap((phase) => {
    const offer = resolveOffer(phase.offer, ctx.offers);
    return offer ? [{ ...phase, price: offer.price, duration: offer.timeline }] : [];
  });
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone={data.tone}>
      <SectionHeading id={`${id}-heading`} eyebrow={data.eyebrow} heading={t(data.heading)} intro={data.intro && t(data.intro)} />
      <ol className="mt-12 space-y-8">
        {processPhases.map((phase, i) => (
          <li key={phase.name} className="card grid gap-8 p-7 sm:p-9 lg:grid-cols-[1fr_1.35fr] lg:gap-12">
            <div>
              <div className="flex items-center gap-4">
                <span className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-navy-900 text-mustard-300">
                  <Icon name={phase.icon} className="h-7 w-7" />
                </span>
                <div>
                  <p className="text-sm font-bold uppercase tracking-[0.14em] text-mustard-800">Stage {i + 1}</p>
                  <h3 className="text-3xl font-extrabold text-navy-950">{phase.name}</h3>
                </div>
              </div>
              <p className="mt-5 text-lg font-semibold text-navy-900">{t(phase.tagline)}</p>
              <p className="mt-2 leading-relaxed text-navy-700">{t(phase.description)}</p>
              <dl className="mt-6 grid grid-cols-2 gap-3">
                <div className="rounded-xl bg-cream px-4 py-3">
                  <dt className="text-xs font-semibold uppercase tracking-wider text-navy-600">Duration</dt>
                  <dd className="mt-0.5 font-bold text-navy-950">{phase.duration}</dd>
                </div>
                <div className="rounded-xl bg-cream px-4 py-3">
                  <dt className="text-xs font-semibold uppercase tracking-wider text-navy-600">Price</dt>
                  <dd className="mt-0.5 font-bold text-navy-950">{phase.price}</dd>
                </div>
              </dl>
            </div>
            <div className="grid gap-6 sm:grid-cols-2 lg:border-l lg:border-line lg:pl-12">
              <PhaseList heading="What happens" items={phase.whatHappens.map(t)} icon="list" />
              <PhaseList heading="What you get" items={phase.deliverables.map(t)} icon="check" />
            </div>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}

function PhaseList({ heading, items, icon }: { heading: string; items: string[]; icon: 'list' | 'check' }) {
  const Mark = icon === 'list' ? ListChecks : CircleCheck;
  return (
    <div>
      <h4 className="text-sm font-bold uppercase tracking-wider text-navy-900">{heading}</h4>
      <ul className="mt-3 space-y-2.5">
        {items.map((item) => (
          <li key={item} className="flex gap-2.5 leading-relaxed text-navy-800">
            <Mark aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-mustard-700" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
