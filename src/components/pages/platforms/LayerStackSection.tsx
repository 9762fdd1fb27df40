import { fillTokens } from '../../../lib/site.ts';
import { Icon } from '../../ui/Icon.tsx';
import type { SectionProps } from '../../sections/shared/section-props.ts';
import { PageSection } from './PageSection.tsx';

/** A system drawn as a stack of numbered layers, requests flowing from top to bottom. */
export function LayerStackSection({ id, data, ctx }: SectionProps<'layerStack'>) {
  const { layers } = data;
  const { site } = ctx;
  return (
    <PageSection id={id} intro={data} site={site}>
      <ol className="mx-auto max-w-4xl">
        {layers.map((layer, index) => (
          <li key={layer.name} className="relative pb-6 pl-16 last:pb-0 sm:pl-20">
            {index < layers.length - 1 && (
              <span
                aria-hidden="true"
                className="absolute top-14 bottom-0 left-6 w-px bg-linear-to-b from-mustard-300 to-white/20 sm:left-7"
              />
            )}
            <span className="absolute top-0 left-0 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-mustard-400 text-navy-950 shadow-md sm:h-14 sm:w-14">
              <Icon name={layer.icon} className="h-6 w-6" />
            </span>
            <div className="rounded-[var(--radius-card)] border border-white/10 bg-navy-800 p-5 sm:p-6">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="font-display text-sm font-bold text-mustard-300">Layer {index + 1}</span>
                <h3 className="text-xl font-bold text-white">{fillTokens(layer.name, site)}</h3>
              </div>
              <p className="mt-2 leading-relaxed text-navy-100">{fillTokens(layer.description, site)}</p>
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${layer.name} components`}>
                {layer.components.map((component) => (
                  <li
                    key={component}
                    className="rounded-[var(--radius-pill)] border border-white/15 bg-white/5 px-3 py-1 text-sm text-white"
                  >
                    {fillTokens(component, site)}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
