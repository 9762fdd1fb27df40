import type { ReactNode } from 'react';
import type { PageDocument } from '../../../lib/page-content/page-document.ts';
import type { RenderContext } from '../../../lib/page-content/render-context.ts';
import { ContentPage } from '../../sections/ContentPage.tsx';

/**
 * Home: the sections of its page document in order (hero, services, AI agents, technology, what
 * we build, why switch, ROI, calculator, packages, testimonials); the footer comes from the layout.
 * The calculator island arrives as the `calculator` slot.
 */
export function HomePage({
  doc,
  ctx,
  calculator,
}: {
  doc: PageDocument;
  ctx: Omit<RenderContext, 'slots'>;
  calculator?: ReactNode;
}) {
  return <ContentPage doc={doc} ctx={ctx} calculator={calculator} />;
}
