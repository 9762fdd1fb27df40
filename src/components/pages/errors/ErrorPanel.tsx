import { ArrowRight } from 'lucide-react';
import type { errorPanelSection } from '../../../lib/page-content/sections/legal.ts';
import type { SectionData } from '../../../lib/page-content/sections/define.ts';
import type { CtaData } from '../../../lib/page-content/sections/common.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import type { ButtonVariant } from '../../ui/button-styles.ts';
import type { SectionProps } from '../../sections/shared/section-props.ts';
import { ErrorShell } from './ErrorShell.tsx';

export type ErrorPanelData = SectionData<typeof errorPanelSection>;

// Without site information (the 500 page when the database is down) a booking button has no
// address, so it falls back to the contact page.
function PanelButton({ cta, site, variant }: { cta: CtaData; site: SiteInfo | undefined; variant: ButtonVariant }) {
  if (cta.booking && site) {
    return (
      <ButtonLink href={site.bookingUrl} external variant={variant} size="lg">
        {cta.label}
      </ButtonLink>
    );
  }
  return (
    <ButtonLink href={cta.booking ? '/contact' : (cta.href ?? '/')} variant={variant} size="lg">
      {cta.label}
    </ButtonLink>
  );
}

/**
 * An error page body: the code, a plain explanation and ways on. `site` is optional so the
 * render-failure page still works when loading site information is what failed.
 */
export function ErrorPanel({ data, site }: { data: ErrorPanelData; site?: SiteInfo | undefined }) {
  const fill = (text: string) => (site ? fillTokens(text, site) : text);
  return (
    <ErrorShell code={data.code}>
      <h1 className="text-3xl font-bold text-navy-950 sm:text-4xl">{fill(data.heading)}</h1>
      <p className="mt-4 text-lg leading-relaxed text-navy-700">{fill(data.body)}</p>
      {data.emailPrompt && site?.email && (
        <p className="mt-3 text-navy-700">
          {fill(data.emailPrompt)}{' '}
          <a
            href={`mailto:${site.email}`}
            className="font-medium text-navy-800 underline decoration-mustard-500 decoration-2 underline-offset-2 hover:text-navy-950"
          >
            {site.email}
          </a>
          .
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <PanelButton cta={data.primaryCta} site={site} variant="default" />
        {data.secondaryCta && <PanelButton cta={data.secondaryCta} site={site} variant="outline" />}
      </div>
      {data.suggestions.length > 0 && (
        <nav aria-label="Popular pages" className="mt-10 border-t border-line pt-6">
          {data.suggestionsLabel && <p className="text-sm font-medium text-navy-700">{fill(data.suggestionsLabel)}</p>}
          <ul className="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-2">
            {data.suggestions.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="inline-flex items-center gap-1 font-medium text-navy-800 underline decoration-mustard-500 decoration-2 underline-offset-4 hover:text-navy-950"
                >
                  {link.label}
                  <ArrowRight aria-hidden="true" className="h-3.5 w-3.5" />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </ErrorShell>
  );
}

/** The error panel as a page section. */
export function ErrorPanelSection({ data, ctx }: SectionProps<'errorPanel'>) {
  return <ErrorPanel data={data} site={ctx.site} />;
}
