/*
 * The error pages' copy comes from their content documents ('not-found', 'server-error'). The 500
 * page is rendered because something threw, possibly the database itself, so its loader never
 * throws: without the database it returns the copy the seed starts from (src/copy/server-error.ts)
 * and no site information.
 */
import type { SectionData } from '../../page-content/sections/define.ts';
import type { errorPanelSection } from '../../page-content/sections/legal.ts';
import type { SiteInfo } from '../../site.ts';
import { serverErrorPanel } from '../../../copy/server-error.ts';
import { loadPageMeta } from './site-context.ts';
import { loadContentPage } from './content.ts';
import { routeLogger } from './system.ts';

type ErrorPanelData = SectionData<typeof errorPanelSection>;

const panelOf = (doc: { sections: { type: string; hidden: boolean; data: unknown }[] }) =>
  doc.sections.find((s) => s.type === 'errorPanel' && !s.hidden)?.data as ErrorPanelData | undefined;

const SEED_PANEL: ErrorPanelData = serverErrorPanel;

export async function loadServerErrorPage(path: string): Promise<{ site?: SiteInfo; panel: ErrorPanelData }> {
  try {
    const { doc, ctx } = await loadContentPage('server-error');
    // The layout reads page meta from the database too; make sure it can before using it.
    await loadPageMeta('/500', ctx.site.name);
    return { site: ctx.site, panel: panelOf(doc) ?? SEED_PANEL };
  } catch (err) {
    try {
      routeLogger().warn({ err, path }, 'error page without site information');
    } catch {
      // Nothing more to do: the fallback needs nothing.
    }
    return { panel: SEED_PANEL };
  }
}
