import { CircleCheck, CircleX } from 'lucide-react';
import type { MythReality, SectionIntro } from '../../../content/types.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { IconBadge } from '../../ui/Icon.tsx';

/** Three common worries, each set out as the myth and the reality. */
export function MythRealityCards({ intro, items, site }: { intro: SectionIntro; items: MythReality[]; site: SiteInfo }) {
  const id = intro.id ?? 'myths';
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="section border-y border-line bg-paper">
      <div className="container-page">
        <SectionHeading id={`${id}-heading`} heading={fillTokens(intro.heading, site)} intro={fillTokens(intro.intro, site)} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {items.map((item) => (
            <li key={item.topic} className="card flex flex-col">
              <div className="flex items-center gap-3">
                <IconBadge name={item.icon} />
                <h3 className="text-lg font-bold text-navy-950">{fillTokens(item.topic, site)}</h3>
              </div>
              <dl className="mt-5 flex flex-1 flex-col gap-4">
                <div className="rounded-xl bg-navy-50 p-4">
                  <dt className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.12em] text-red-800">
                    <CircleX aria-hidden="true" className="h-4 w-4" />
                    Myth
                  </dt>
                  <dd className="mt-2 leading-relaxed text-navy-700 italic">{fillTokens(item.myth, site)}</dd>
                </div>
                <div className="flex-1 rounded-xl border border-mustard-200 bg-mustard-50 p-4">
                  <dt className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.12em] text-emerald-800">
                    <CircleCheck aria-hidden="true" className="h-4 w-4" />
                    Reality
                  </dt>
                  <dd className="mt-2 leading-relaxed text-navy-800">{fillTokens(item.reality, site)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
