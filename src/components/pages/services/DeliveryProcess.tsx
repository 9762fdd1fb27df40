import { deliveryIntro, deliverySteps } from '../../../content/services.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { PageSection } from '../home/PageSection.tsx';

export function DeliveryProcess({ site }: { site: SiteInfo }) {
  const t = (s: string) => fillTokens(s, site);
  return (
    <PageSection id={deliveryIntro.id} labelledBy="delivery-heading" tone="paper">
      <SectionHeading
        id="delivery-heading"
        eyebrow="Delivery"
        heading={t(deliveryIntro.heading)}
        intro={t(deliveryIntro.intro)}
      />
      <ol className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-5">
        {deliverySteps.map((step, i) => (
          <li key={step.title} className="card relative flex flex-col p-5 last:md:col-span-2 last:lg:col-span-1">
            <div className="flex items-center justify-between">
              <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-navy-900 font-display font-bold text-mustard-300">
                {i + 1}
              </span>
              <Icon name={step.icon} className="h-6 w-6 text-navy-400" />
            </div>
            <h3 className="mt-4 text-lg font-bold leading-snug text-navy-950">{step.title}</h3>
            {step.duration && <p className="mt-1 text-sm font-semibold text-mustard-800">{step.duration}</p>}
            <p className="mt-2 text-[0.95rem] leading-relaxed text-navy-700">{t(step.description)}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
