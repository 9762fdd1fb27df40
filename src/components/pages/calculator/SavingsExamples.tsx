import { Clock } from 'lucide-react';
import { tokensFor, type SectionProps } from '../../sections/shared/section-props.ts';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { PageSection } from '../home/PageSection.tsx';

/** `savingsExamples`: client examples led by the yearly saving. */
export function SavingsExamples({ id, data, ctx }: SectionProps<'savingsExamples'>) {
  const t = tokensFor(ctx);
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone={data.tone}>
      <SectionHeading id={`${id}-heading`} eyebrow={data.eyebrow} heading={t(data.heading)} intro={data.intro && t(data.intro)} />
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {data.items.map((ex) => (
          <li key={ex.figure} className="card flex flex-col p-0">
            <div className="rounded-t-[var(--radius-card)] bg-navy-900 px-7 py-6 text-white">
              <p className="font-display text-4xl font-extrabold text-mustard-300 sm:text-5xl">{ex.figure}</p>
              <p className="mt-1 text-navy-100">saved {ex.period}</p>
            </div>
            <div className="flex flex-1 flex-col px-7 py-6">
              <h3 className="text-lg font-bold leading-snug text-navy-950">{t(ex.client)}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-navy-700">{t(ex.summary)}</p>
              <h4 className="mt-5 text-sm font-bold uppercase tracking-wider text-navy-900">Replaced</h4>
              <ul className="mt-2 space-y-1.5 text-sm text-navy-800">
                {ex.replaced.map((r) => (
                  <li key={r} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-mustard-500" />
                    <span>{r}</span>
                  </li>
                ))}
              </ul>
              <p className="pt-6">
                <span className="inline-flex items-center gap-2 rounded-[var(--radius-pill)] bg-mustard-100 px-3 py-1.5 text-sm font-semibold text-mustard-900">
                  <Clock aria-hidden="true" className="h-4 w-4" />
                  {ex.payback}
                </span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
