import type { ComponentType } from 'react';
import type { PageDocument } from '../../lib/page-content/page-document.ts';
import type { RenderContext } from '../../lib/page-content/render-context.ts';
import { isSectionType } from '../../lib/page-content/sections/index.ts';
import { SECTION_COMPONENTS } from './registry.tsx';

/**
 * Renders a page document in order. Hidden sections are skipped for visitors; the admin preview
 * (`ctx.preview`) shows them dimmed with a label so staff can see what they have hidden. A type
 * the registry does not know (a document from a newer release) renders nothing.
 */
export function PageSections({ doc, ctx }: { doc: PageDocument; ctx: RenderContext }) {
  return (
    <>
      {doc.sections.map((section) => {
        if (!isSectionType(section.type)) return null;
        if (section.hidden && !ctx.preview) return null;
        const Component = SECTION_COMPONENTS[section.type] as ComponentType<{ id: string; data: unknown; ctx: RenderContext }>;
        const rendered = <Component key={section.id} id={section.id} data={section.data} ctx={ctx} />;
        if (!section.hidden) return rendered;
        return (
          <div key={section.id} className="relative opacity-50" data-hidden-section={section.id}>
            <p className="absolute left-4 top-4 z-10 rounded-[var(--radius-pill)] bg-navy-950 px-3 py-1 text-xs font-semibold text-white">
              Hidden from visitors
            </p>
            {rendered}
          </div>
        );
      })}
    </>
  );
}
