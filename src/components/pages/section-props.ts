import type { RenderContext } from '../../lib/content/render-context.ts';
import type { SectionData } from '../../lib/content/sections/define.ts';

/** What every section component receives: its stable id (the in-page anchor), its data, the page's context. */
export interface SectionProps<D> {
  id: string;
  data: SectionData<D>;
  ctx: RenderContext;
}
