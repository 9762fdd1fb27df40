import { ArrowRight, Check } from 'lucide-react';
import type { platformCardsSection } from '../../../lib/page-content/sections/platforms.ts';
import type { SectionData } from '../../../lib/page-content/sections/define.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { Icon } from '../../ui/Icon.tsx';

type Platform = SectionData<typeof platformCardsSection>['items'][number];

/** One platform on /tech-stack: the pitch on the left, features and use cases on the right. */
export function PlatformCard({ platform, price, site }: { platform: Platform; price: string; site: SiteInfo }) {
  const headingId = `platform-${platform.name.toLowerCase()}`;
  return (
    <article aria-labelledby={headingId} className="card grid gap-8 p-6 sm:p-8 lg:grid-cols-[1fr_1.15fr] lg:gap-12">
      <div className="flex flex-col">
        <div className="flex flex-wrap items-center gap-4">
          <span className="inline-flex h-14 w-14 items-center justify-center rounded-xl bg-navy-900 text-mustard-300">
            <Icon name={platform.icon} className="h-7 w-7" />
          </span>
          <div>
            <h3 id={headingId} className="text-2xl font-bold text-navy-950">
              {platform.name}
            </h3>
            <p className="text-sm font-semibold uppercase tracking-[0.12em] text-mustard-800">
              {fillTokens(platform.tagline, site)}
            </p>
          </div>
        </div>
        <p className="mt-5 text-lg leading-relaxed text-navy-700">{fillTokens(platform.description, site)}</p>
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-4 lg:mt-auto lg:pt-8">
          <p className="rounded-[var(--radius-pill)] bg-mustard-100 px-4 py-1.5 font-display text-lg font-bold text-navy-950">
            {price}
          </p>
          <a
            href={platform.href}
            className="group inline-flex items-center gap-2 font-semibold text-navy-900 underline decoration-mustard-500 decoration-2 underline-offset-4 hover:text-navy-700"
          >
            {platform.learnMoreLabel}
            <span className="sr-only"> about {platform.name}</span>
            <ArrowRight aria-hidden="true" className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
          </a>
        </div>
      </div>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <div className="rounded-xl bg-navy-50 p-5">
          <h4 className="text-sm font-semibold uppercase tracking-[0.12em] text-navy-700">Features</h4>
          <ul className="mt-3 space-y-2.5 text-navy-800">
            {platform.features.map((feature) => (
              <li key={feature} className="flex gap-2.5">
                <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-mustard-700" />
                <span>{fillTokens(feature, site)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl bg-cream p-5">
          <h4 className="text-sm font-semibold uppercase tracking-[0.12em] text-navy-700">Use cases</h4>
          <ul className="mt-3 space-y-2.5 text-navy-800">
            {platform.useCases.map((useCase) => (
              <li key={useCase} className="flex gap-2.5">
                <ArrowRight aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-navy-400" />
                <span>{fillTokens(useCase, site)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}
