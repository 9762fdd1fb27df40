// Sections that list items in one distinctive card each: reasons, badges, tagged cards, names, steps.
import { SectionHeading } from '../SectionHeading.tsx';
import { CardMark } from '../../ui/Icon.tsx';
import { PageSection } from '../../pages/home/PageSection.tsx';
import { tokensFor, type SectionProps } from './section-props.ts';

const isDark = (tone: string) => tone === 'navy' || tone === 'navyDeep';

/** `numberedList`: the heading stays in view on the left, the reasons run down the right. */
export function NumberedListSection({ id, data, ctx }: SectionProps<'numberedList'>) {
  const t = tokensFor(ctx);
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone={data.tone}>
      <div className="grid gap-8 lg:grid-cols-[1fr_1.5fr] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading
            id={`${id}-heading`}
            eyebrow={data.eyebrow}
            heading={t(data.heading)}
            intro={data.intro && t(data.intro)}
            align="left"
            dark={isDark(data.tone)}
          />
        </div>
        <ul className="border-t border-line">
          {data.items.map((reason, i) => (
            <li key={reason.title} className="flex gap-4 border-b border-line py-4 sm:gap-5 sm:py-5">
              <span aria-hidden="true" className="font-display text-2xl font-extrabold leading-none text-mustard-700">
                {String(i + 1).padStart(2, '0')}
              </span>
              <div>
                <h3 className="text-lg font-bold text-navy-950">
                  <span className="sr-only">{i + 1}. </span>
                  {t(reason.title)}
                </h3>
                <p className="mt-1 text-navy-800">{t(reason.description)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </PageSection>
  );
}

/** `badgeCards`: cards on a dark band, each with a short badge (how a standard applies). */
export function BadgeCardsSection({ id, data, ctx }: SectionProps<'badgeCards'>) {
  const t = tokensFor(ctx);
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone={data.tone}>
      <SectionHeading
        id={`${id}-heading`}
        eyebrow={data.eyebrow}
        heading={t(data.heading)}
        intro={data.intro && t(data.intro)}
        dark={isDark(data.tone)}
      />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {data.items.map((c) => (
          <li key={c.name} className="flex flex-col rounded-[var(--radius-card)] border border-white/10 bg-white/5 p-6">
            <div className="flex items-center justify-between gap-3">
              <p className="rounded-[var(--radius-pill)] border border-mustard-300/40 px-3 py-1 text-right text-xs font-semibold text-mustard-300">
                {c.badge}
              </p>
            </div>
            <h3 className="mt-4 text-lg font-bold text-white">{c.name}</h3>
            <p className="mt-2 leading-relaxed text-navy-100">{t(c.description)}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

/** `tagCards`: icon cards with a row of example tags at the foot. */
export function TagCardsSection({ id, data, ctx }: SectionProps<'tagCards'>) {
  const t = tokensFor(ctx);
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone={data.tone}>
      <SectionHeading id={`${id}-heading`} eyebrow={data.eyebrow} heading={t(data.heading)} intro={data.intro && t(data.intro)} />
      <ul
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling rail takes focus so keys scroll it (axe: scrollable-region-focusable)
        tabIndex={0}
        aria-label={t(data.heading)}
        className="rail mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      >
        {data.items.map((ind) => (
          <li key={ind.name} className="card flex flex-col">
            <CardMark />
            <h3 className="mt-4 text-lg font-bold text-navy-950">{ind.name}</h3>
            <p className="mt-2 leading-relaxed text-navy-700">{t(ind.description)}</p>
            <ul aria-label={`Examples for ${ind.name}`} className="mt-auto flex flex-wrap gap-1.5 pt-4">
              {ind.tags.map((ex) => (
                <li key={ex} className="rounded-[var(--radius-pill)] bg-navy-50 px-2.5 py-1 text-xs font-medium text-navy-800">
                  {ex}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

/** `nameGrid`: a compact grid of names and categories, with a note under it. */
export function NameGridSection({ id, data, ctx }: SectionProps<'nameGrid'>) {
  const t = tokensFor(ctx);
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone={data.tone}>
      <SectionHeading id={`${id}-heading`} eyebrow={data.eyebrow} heading={t(data.heading)} intro={data.intro && t(data.intro)} />
      <ul className="mx-auto mt-12 grid max-w-5xl grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {data.items.map((i) => (
          <li key={i.name} className="flex flex-col rounded-xl border border-line bg-paper px-4 py-3 shadow-sm">
            <span className="font-semibold text-navy-950">{i.name}</span>
            <span className="text-sm text-navy-600">{i.category}</span>
          </li>
        ))}
      </ul>
      {data.note && <p className="mx-auto mt-8 max-w-2xl text-center text-navy-700">{t(data.note)}</p>}
    </PageSection>
  );
}

/** `steps`: numbered steps with an icon and an optional duration. */
export function StepsSection({ id, data, ctx }: SectionProps<'steps'>) {
  const t = tokensFor(ctx);
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone={data.tone}>
      <SectionHeading id={`${id}-heading`} eyebrow={data.eyebrow} heading={t(data.heading)} intro={data.intro && t(data.intro)} />
      <ol className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-5">
        {data.items.map((step, i) => (
          <li key={step.title} className="card relative flex flex-col p-5 last:md:col-span-2 last:lg:col-span-1">
            <div className="flex items-center justify-between">
              <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-navy-900 font-display font-bold text-mustard-300">
                {i + 1}
              </span>
            </div>
            <h3 className="mt-4 text-lg font-bold leading-snug text-navy-950">{step.title}</h3>
            {step.duration && <p className="mt-1 text-sm font-semibold text-mustard-800">{step.duration}</p>}
            <p className="mt-2 text-[0.95rem] leading-relaxed text-navy-700">{t(step.description)}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
