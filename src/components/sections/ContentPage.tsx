import type { ReactNode } from 'react';
import type { PageDocument } from '../../lib/page-content/page-document.ts';
import type { RenderContext } from '../../lib/page-content/render-context.ts';
import { PageSections } from './PageSections.tsx';

/**
 * A page rendered from its document. The .astro page passes islands as named Astro slots
 * (`<SavingsCalculator slot="calculator" client:early … />`); Astro hands them over as props of
 * the same name, and they reach the sections as `ctx.slots`.
 */
export function ContentPage({
  doc,
  ctx,
  ...slots
}: {
  doc: PageDocument;
  ctx: Omit<RenderContext, 'slots'>;
  calculator?: ReactNode;
  form?: ReactNode;
}) {
  return <PageSections doc={doc} ctx={{ ...ctx, slots }} />;
}
