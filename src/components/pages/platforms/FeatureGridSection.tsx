import type { cardGridSection } from '../../../lib/content/sections/grids.ts';
import { fillTokens } from '../../../lib/site.ts';
import { FeatureGrid } from '../../sections/FeatureGrid.tsx';
import type { SectionProps } from '../section-props.ts';
import { PageSection } from './PageSection.tsx';

const COLUMNS = { '2': 2, '3': 3, '4': 4 } as const;

/** Interim renderer of the core's cardGrid type ('grid' layout) until its component lands. */
export function FeatureGridSection({ id, data, ctx }: SectionProps<typeof cardGridSection>) {
  const { site } = ctx;
  const items = data.items.map((item) => ({
    icon: item.icon,
    title: fillTokens(item.title, site),
    description: fillTokens(item.description, site),
  }));
  return (
    <PageSection id={id} intro={data} site={site}>
      <FeatureGrid items={items} columns={COLUMNS[data.columns]} />
    </PageSection>
  );
}
