import { ArrowRight, CircleCheck, Clock, Phone } from 'lucide-react';
import { tokensFor, type SectionProps } from '../../sections/shared/section-props.ts';
import { CtaButton } from '../../sections/CtaButton.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import { LinkedText } from '../legal/LinkedText.tsx';

/** `confirmation`: after an enquiry, what happens next, urgent contacts and where to go now. */
export function Confirmation({ id, data: thankYou, ctx }: SectionProps<'confirmation'>) {
  const t = tokensFor(ctx);
  const site = ctx.site;
  const [home, services] = thankYou.links;
  return (
    <div id={id} className="section relative overflow-hidden">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 h-72 bg-navy-950" />
      <div className="container-page relative">
        <div className="card mx-auto max-w-2xl p-8 text-center sm:p-12">
          <span className="mx-auto inline-flex h-16 w-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
            <CircleCheck aria-hidden="true" className="h-9 w-9" />
          </span>
          <h1 className="mt-6 text-4xl font-extrabold text-navy-950 sm:text-5xl">{t(thankYou.heading)}</h1>
          <p className="mt-4 text-xl text-navy-800">{t(thankYou.message)}</p>
          <p className="mx-auto mt-5 flex max-w-md items-start justify-center gap-2 rounded-xl bg-mustard-50 px-4 py-3 text-left text-navy-800">
            <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-mustard-700" />
            <span>{t(thankYou.response)}</span>
          </p>
          <p className="mt-6 text-navy-700">{t(thankYou.nextSteps)}</p>
          <div className="mt-8 flex flex-col items-center gap-4">
            <CtaButton cta={thankYou.bookCall} site={site} variant="mustard" size="lg" className="w-full sm:w-auto" />
            <ul className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
              {home && (
                <li>
                  <ButtonLink href={home.href ?? '/'} variant="outline" className="w-full sm:w-auto">
                    {home.label}
                  </ButtonLink>
                </li>
              )}
              {services && (
                <li>
                  <ButtonLink href={services.href ?? '/services'} variant="outline" className="w-full sm:w-auto">
                    {services.label}
                    <ArrowRight aria-hidden="true" className="h-4 w-4" />
                  </ButtonLink>
                </li>
              )}
            </ul>
          </div>
        </div>

        <section
          aria-labelledby="urgent-heading"
          className="mx-auto mt-8 flex max-w-2xl gap-4 rounded-[var(--radius-card)] border border-line bg-paper p-6 sm:p-8"
        >
          <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-navy-900 text-mustard-300">
            <Phone aria-hidden="true" className="h-5 w-5" />
          </span>
          <div className="min-w-0">
            <h2 id="urgent-heading" className="text-xl font-bold text-navy-950">
              {t(thankYou.urgentHeading)}
            </h2>
            <p className="mt-2 leading-relaxed text-navy-700">
              <LinkedText text={thankYou.urgentBody} site={site} />
            </p>
          </div>
        </section>
      </div>
    </div>
  );
}
