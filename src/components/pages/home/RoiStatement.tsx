import { roiStatement } from '../../../content/home.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { PageSection } from './PageSection.tsx';

/** Home section 7: the ROI statement with its three headline figures. */
export function RoiStatement({ site }: { site: SiteInfo }) {
  const t = (s: string) => fillTokens(s, site);
  return (
    <PageSection id={roiStatement.id} labelledBy="home-roi-heading" tone="navyDeep" className="relative overflow-hidden">
      <div className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-mustard-300">Return on investment</p>
        <h2 id="home-roi-heading" className="mt-2 text-3xl font-bold text-white sm:text-4xl">
          {t(roiStatement.heading)}
        </h2>
        <p className="mt-5 text-lg leading-relaxed text-navy-100 sm:text-xl">{t(roiStatement.statement)}</p>
      </div>
      <dl className="mx-auto mt-12 grid max-w-5xl gap-4 sm:grid-cols-3">
        {roiStatement.stats.map((s) => (
          <div
            key={s.label}
            className="flex flex-col justify-center rounded-[var(--radius-card)] border border-white/10 bg-white/5 px-4 py-7 text-center"
          >
            <dt className="mt-1 text-navy-100">{s.label}</dt>
            <dd className="order-first whitespace-nowrap font-display text-4xl font-extrabold text-mustard-300 sm:text-3xl lg:text-5xl">
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-navy-200">{t(roiStatement.footnote)}</p>
    </PageSection>
  );
}
