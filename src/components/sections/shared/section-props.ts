import type { RenderContext } from '../../../lib/page-content/render-context.ts';
import type { SECTION_DEFINITIONS, SectionData } from '../../../lib/page-content/sections/index.ts';
import { fillTokens } from '../../../lib/site.ts';

/** What the registry passes every section component: its id (the in-page anchor), data and context. */
export interface SectionProps<K extends keyof typeof SECTION_DEFINITIONS> {
  id: string;
  data: SectionData<(typeof SECTION_DEFINITIONS)[K]>;
  ctx: RenderContext;
}

/** The copy-token filler for a section: business details from settings, then figures such as {buildCost}. */
export function tokensFor(ctx: RenderContext): (s: string) => string {
  return (s: string) => {
    let out = fillTokens(s, ctx.site);
    for (const [k, v] of Object.entries(ctx.tokens ?? {})) out = out.replaceAll(`{${k}}`, v);
    return out;
  };
}
