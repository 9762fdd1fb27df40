import { CircleCheck, CircleX } from 'lucide-react';
import { tokensFor, type SectionProps } from '../../sections/shared/section-props.ts';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { CardMark } from '../../ui/Icon.tsx';
import { PageSection } from '../home/PageSection.tsx';

/** Three common worries, each set out as the myth and the reality. */
export function MythRealityCards({ id, data, ctx }: SectionProps<'mythReality'>) {
  const t = tokensFor(ctx);
  const items = data.items;
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone={data.tone}>
      <SectionHeading id={`${id}-heading`} eyebrow={data.eyebrow} heading={t(data.heading)} intro={data.intro && t(data.intro)} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.topic} className="card flex flex-col">
            <div className="flex items-center gap-3">
              <CardMark />
              <h3 className="text-lg font-bold text-navy-950">{t(item.topic)}</h3>
            </div>
            <dl className="mt-5 flex flex-1 flex-col gap-4">
              <div className="rounded-xl bg-navy-50 p-4">
                <dt className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.12em] text-red-800">
                  <CircleX aria-hidden="true" className="h-4 w-4" />
                  Myth
                </dt>
                <dd className="mt-2 leading-relaxed text-navy-700 italic">{t(item.myth)}</dd>
              </div>
              <div className="flex-1 rounded-xl border border-mustard-200 bg-mustard-50 p-4">
                <dt className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.12em] text-emerald-800">
                  <CircleCheck aria-hidden="true" className="h-4 w-4" />
                  Reality
                </dt>
                <dd className="mt-2 leading-relaxed text-navy-800">{t(item.reality)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
