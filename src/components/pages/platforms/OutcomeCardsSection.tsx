import { Check } from 'lucide-react';
import { fillTokens } from '../../../lib/site.ts';
import type { SectionProps } from '../../sections/shared/section-props.ts';
import { PageSection } from './PageSection.tsx';

/** Anonymised case studies: the challenge, what was built and the outcome. */
export function OutcomeCardsSection({ id, data, ctx }: SectionProps<'outcomeCards'>) {
  const examples = data.items;
  const { site } = ctx;
  return (
    <PageSection id={id} intro={data} site={site}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {examples.map((example) => (
          <li key={example.title} className="card flex flex-col p-0">
            <div className="rounded-t-[var(--radius-card)] bg-navy-900 p-6 text-white">
              <p className="font-display text-4xl font-extrabold text-mustard-300">{example.stat.value}</p>
              <p className="mt-1 text-sm text-navy-100">{fillTokens(example.stat.label, site)}</p>
            </div>
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-xl font-bold text-navy-950">{fillTokens(example.title, site)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-navy-700">{fillTokens(example.client, site)}</p>
              <dl className="mt-5 space-y-5 border-t border-line pt-5">
                <div>
                  <dt className="text-xs font-semibold uppercase tracking-[0.12em] text-mustard-800">Challenge</dt>
                  <dd className="mt-1.5 leading-relaxed text-navy-800">{fillTokens(example.challenge, site)}</dd>
                </div>
                <div>
                  <dt className="text-xs font-semibold uppercase tracking-[0.12em] text-mustard-800">What we built</dt>
                  <dd className="mt-2">
                    <ul className="space-y-2 text-navy-800">
                      {example.built.map((item) => (
                        <li key={item} className="flex gap-2.5">
                          <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-mustard-700" />
                          <span>{fillTokens(item, site)}</span>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
                <div>
                  <dt className="text-xs font-semibold uppercase tracking-[0.12em] text-mustard-800">Outcome</dt>
                  <dd className="mt-1.5 leading-relaxed text-navy-800">{fillTokens(example.outcome, site)}</dd>
                </div>
              </dl>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
