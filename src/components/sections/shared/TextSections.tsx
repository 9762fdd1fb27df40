// Sections that are mostly words: headline figures, the closing band, questions, story, rich text.
import { Accordion } from '../Accordion.tsx';
import { CtaBand } from '../CtaBand.tsx';
import { SectionHeading } from '../SectionHeading.tsx';
import { PageSection } from '../../pages/home/PageSection.tsx';
import { tokensFor, type SectionProps } from './section-props.ts';

// Written out in full so Tailwind sees every class; four figures make two rows on a phone.
const STAT_COLUMNS: Record<number, string> = { 1: 'grid-cols-1', 2: 'grid-cols-2', 4: 'grid-cols-2 sm:grid-cols-4' };

/** `stats`: a statement and its headline figures on the deep navy band, with an honest footnote. */
export function StatsSection({ id, data, ctx }: SectionProps<'stats'>) {
  const t = tokensFor(ctx);
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone="navyDeep" className="relative overflow-hidden">
      <div className="mx-auto max-w-3xl text-center">
        {data.eyebrow && <p className="eyebrow text-mustard-300">{t(data.eyebrow)}</p>}
        <h2 id={`${id}-heading`} className="mt-2 text-3xl font-bold text-white sm:text-4xl">
          {t(data.heading)}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-navy-100 sm:text-xl">{t(data.statement)}</p>
      </div>
      {/* Side by side even on a phone: three stacked boxes were most of a screen. */}
      <dl className={`mx-auto mt-8 grid max-w-5xl gap-2 sm:mt-12 sm:gap-4 ${STAT_COLUMNS[data.stats.length] ?? 'grid-cols-3'}`}>
        {data.stats.map((s) => (
          <div
            key={s.label}
            className="flex flex-col justify-center rounded-[var(--radius-card)] border border-white/10 bg-white/5 px-2 py-4 text-center sm:px-4 sm:py-7"
          >
            <dt className="mt-1 text-sm text-navy-100 sm:text-base">{s.label}</dt>
            <dd className="order-first font-display text-2xl font-extrabold text-mustard-300 sm:text-3xl lg:text-5xl">
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
      {data.footnote && <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-navy-200">{t(data.footnote)}</p>}
    </PageSection>
  );
}

/** `ctaBand`: the closing call to action. */
export function CtaBandSection({ id, data, ctx }: SectionProps<'ctaBand'>) {
  return (
    <CtaBand
      id={id}
      heading={data.heading}
      body={data.body}
      primary={data.primaryCta}
      secondary={data.secondaryCta}
      site={ctx.site}
    />
  );
}

/** `faqGroup`: questions that open one at a time. */
export function FaqGroupSection({ id, data, ctx }: SectionProps<'faqGroup'>) {
  const t = tokensFor(ctx);
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone={data.tone}>
      <SectionHeading id={`${id}-heading`} eyebrow={data.eyebrow} heading={t(data.heading)} intro={data.intro && t(data.intro)} />
      <div className="mx-auto mt-10 max-w-3xl">
        <Accordion name={id} items={data.items.map((q) => ({ question: t(q.question), answer: t(q.answer) }))} />
      </div>
    </PageSection>
  );
}

/** `story`: heading on the left, paragraphs on the right (the first one larger). */
export function StorySection({ id, data, ctx }: SectionProps<'story'>) {
  const t = tokensFor(ctx);
  const [lead, ...rest] = data.paragraphs;
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone={data.tone}>
      <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          {data.eyebrow && <p className="eyebrow">{t(data.eyebrow)}</p>}
          <h2 id={`${id}-heading`} className="mt-2 text-3xl font-bold text-navy-950 sm:text-4xl">
            {t(data.heading)}
          </h2>
          <div aria-hidden="true" className="mt-6 h-1.5 w-16 rounded-full bg-mustard-400" />
        </div>
        <div className="space-y-5 text-lg leading-relaxed text-navy-700">
          {lead && <p className="text-xl font-medium leading-relaxed text-navy-900 sm:text-2xl">{t(lead)}</p>}
          {rest.map((p) => (
            <p key={p}>{t(p)}</p>
          ))}
        </div>
      </div>
    </PageSection>
  );
}

/**
 * `richText`: staff-formatted HTML. The service sanitised it on save and the loader sanitises it
 * again before render (the posts' rules), so it is safe to set as HTML here.
 */
export function RichTextSection({ id, data, ctx }: SectionProps<'richText'>) {
  const t = tokensFor(ctx);
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone={data.tone}>
      <SectionHeading id={`${id}-heading`} eyebrow={data.eyebrow} heading={t(data.heading)} intro={data.intro && t(data.intro)} />
      <div
        className="prose-article mx-auto mt-10 max-w-3xl [&>:first-child]:mt-0"
        dangerouslySetInnerHTML={{ __html: data.body }}
      />
    </PageSection>
  );
}
