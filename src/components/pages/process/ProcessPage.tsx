import { processClosing, processHero } from '../../../content/process.ts';
import type { SiteInfo } from '../../../lib/site.ts';
import { CtaBand } from '../../sections/CtaBand.tsx';
import { PageHero } from '../../sections/PageHero.tsx';
import { Governance } from './Governance.tsx';
import { ProcessPhases } from './ProcessPhases.tsx';

export function ProcessPage({ site }: { site: SiteInfo }) {
  return (
    <>
      <PageHero hero={processHero} site={site} illustration="workflow" />
      <ProcessPhases site={site} />
      <Governance site={site} />
      <CtaBand id="process-closing" section={processClosing} site={site} />
    </>
  );
}
