import { SectionHeading } from '../../sections/SectionHeading.tsx';
import { tokensFor, type SectionProps } from '../../sections/shared/section-props.ts';
import { PageSection } from '../home/PageSection.tsx';

/**
 * `calculator`: the savings calculator band used on /, /packages and /calculator. The interactive
 * island arrives through the page's `calculator` slot; the note, when there is one, quotes the build cost setting.
 */
export function CalculatorSection({ id, data, ctx }: SectionProps<'calculator'>) {
  const t = tokensFor(ctx);
  const calculator = ctx.slots.calculator;
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone={data.tone}>
      <SectionHeading id={`${id}-heading`} eyebrow={data.eyebrow} heading={t(data.heading)} intro={data.intro && t(data.intro)} />
      <div className="mx-auto mt-10 max-w-5xl">
        {calculator ?? (
          <p className="card text-center text-navy-700">
            The calculator is not available right now.{' '}
            <a className="font-semibold underline" href="/contact">
              Send us your list of tools
            </a>{' '}
            and we will do the sums for you.
          </p>
        )}
        {data.disclaimer && (
          <p className="mt-5 text-center text-sm leading-relaxed text-navy-600">
            {data.disclaimerLabel && <strong className="font-semibold text-navy-800">{data.disclaimerLabel}: </strong>}
            {t(data.disclaimer)}
          </p>
        )}
      </div>
    </PageSection>
  );
}
