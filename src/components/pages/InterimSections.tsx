// Temporary until the shared PageSections renderer lands (c13-core).
import type { ComponentType } from 'react';
import type { RenderContext } from '../../lib/content/render-context.ts';
import { PLATFORM_SECTION_COMPONENTS } from '../sections/registry-platforms.tsx';
import { CtaBandSection } from './platforms/CtaBandSection.tsx';
import { FeatureGridSection } from './platforms/FeatureGridSection.tsx';
import { HeroSection } from './platforms/HeroSection.tsx';

const ALL = {
  ...PLATFORM_SECTION_COMPONENTS,
  hero: HeroSection,
  ctaBand: CtaBandSection,
  cardGrid: FeatureGridSection,
} as Record<string, ComponentType<{ id: string; data: unknown; ctx: RenderContext }>>;

export function InterimSections({
  doc,
  ctx,
}: {
  doc: { sections: { id: string; type: string; hidden: boolean; data: unknown }[] };
  ctx: Omit<RenderContext, 'slots'>;
}) {
  return (
    <>
      {doc.sections.map((s) => {
        const C = ALL[s.type];
        return C && !s.hidden ? <C key={s.id} id={s.id} data={s.data} ctx={{ ...ctx, slots: {} }} /> : null;
      })}
    </>
  );
}
