import { whySwitchIntro, whySwitchReasons } from '../../../content/home.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { PageSection } from './PageSection.tsx';

/** Home section 6: why businesses are moving off SaaS. */
export function WhySwitch({ site }: { site: SiteInfo }) {
  const t = (s: string) => fillTokens(s, site);
  return (
    <PageSection id={whySwitchIntro.id} labelledBy="home-why-heading" tone="cream">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.5fr] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading
            id="home-why-heading"
            eyebrow={whySwitchIntro.eyebrow}
            heading={t(whySwitchIntro.heading)}
            intro={t(whySwitchIntro.intro)}
            align="left"
          />
        </div>
        <ul className="space-y-4">
          {whySwitchReasons.map((reason, i) => (
            <li key={reason.title} className="card flex gap-4 sm:gap-5">
              <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-navy-900 text-mustard-300">
                <Icon name={reason.icon} className="h-5 w-5" />
              </span>
              <div>
                <h3 className="text-lg font-bold text-navy-950">
                  <span className="sr-only">{i + 1}. </span>
                  {reason.title}
                </h3>
                <p className="mt-1.5 leading-relaxed text-navy-700">{t(reason.description)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </PageSection>
  );
}
