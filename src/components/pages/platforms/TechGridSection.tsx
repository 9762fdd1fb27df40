import { fillTokens } from '../../../lib/site.ts';
import { Icon } from '../../ui/Icon.tsx';
import type { SectionProps } from '../../sections/shared/section-props.ts';
import { PageSection } from './PageSection.tsx';

/** Technologies, each with the role it plays and why it is used. */
export function TechGridSection({ id, data, ctx }: SectionProps<'techGrid'>) {
  const technologies = data.items;
  const { site } = ctx;
  return (
    <PageSection id={id} intro={data} site={site}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {technologies.map((tech) => (
          <li key={tech.name} className="card flex gap-4">
            <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-navy-700">
              <Icon name={tech.icon} className="h-6 w-6" />
            </span>
            <div className="flex min-w-0 flex-col">
              <h3 className="mt-1 text-lg font-bold text-navy-950">{fillTokens(tech.name, site)}</h3>
              <p className="order-first text-xs font-semibold uppercase tracking-[0.12em] text-mustard-800">
                {fillTokens(tech.role, site)}
              </p>
              <p className="mt-2 leading-relaxed text-navy-700">{fillTokens(tech.description, site)}</p>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
