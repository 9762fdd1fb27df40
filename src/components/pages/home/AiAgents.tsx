import { tokensFor, type SectionProps } from '../../sections/shared/section-props.ts';
import { CtaButton } from '../../sections/CtaButton.tsx';
import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { PageSection } from './PageSection.tsx';

/** `featurePanel` (home section 3): AI agents, with the human-in-the-loop guardrails beside them. */
export function AiAgents({ id, data: aiAgentsIntro, ctx }: SectionProps<'featurePanel'>) {
  const t = tokensFor(ctx);
  const site = ctx.site;
  const dark = aiAgentsIntro.tone === 'navy' || aiAgentsIntro.tone === 'navyDeep';
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone={aiAgentsIntro.tone}>
      <SectionHeading
        id={`${id}-heading`}
        eyebrow={aiAgentsIntro.eyebrow}
        heading={t(aiAgentsIntro.heading)}
        intro={aiAgentsIntro.intro && t(aiAgentsIntro.intro)}
        dark={dark}
      />
      <div className="mt-10 grid gap-6 lg:grid-cols-[1.7fr_1fr]">
        <ul
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling rail takes focus so keys scroll it (axe: scrollable-region-focusable)
          tabIndex={0}
          aria-label="AI agents"
          className="rail grid gap-4 sm:grid-cols-2"
        >
          {aiAgentsIntro.items.map((agent) => (
            <li key={agent.title} className="rounded-[var(--radius-card)] border border-white/10 bg-white/5 p-5">
              <h3 className="text-lg font-bold text-white">{agent.title}</h3>
              <p className="mt-2 text-navy-100">{t(agent.description)}</p>
            </li>
          ))}
        </ul>
        <div className="flex flex-col rounded-[var(--radius-card)] border border-mustard-300/30 bg-navy-950 p-5 sm:p-8">
          <h3 className="text-lg font-bold text-white">{t(aiAgentsIntro.asideHeading)}</h3>
          {/* A ruled list (a mustard rule per point, as the trusted-by list), not a shield icon per point. */}
          <ul className="mt-4 grid gap-3">
            {aiAgentsIntro.asideItems.map((g) => (
              <li key={g} className="border-l-2 border-mustard-400 pl-3 text-navy-100">
                {t(g)}
              </li>
            ))}
          </ul>
          <div className="mt-6 lg:mt-auto lg:pt-8">
            <CtaButton cta={aiAgentsIntro.cta} site={site} variant="primary" size="lg" className="w-full sm:w-auto lg:w-full" />
          </div>
        </div>
      </div>
    </PageSection>
  );
}
