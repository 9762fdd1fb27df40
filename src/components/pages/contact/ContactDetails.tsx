import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { telHref } from '../../../lib/site.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { tokensFor, type SectionProps } from '../../sections/shared/section-props.ts';

/** `contactDetails`: the enquiry form (the page's `form` slot) beside phone, email, address and booking. */
export function ContactDetails({ id, data, ctx }: SectionProps<'contactDetails'>) {
  const t = tokensFor(ctx);
  const site = ctx.site;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="section">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div className="card sm:p-8">
          <h2 id={`${id}-heading`} className="text-2xl font-bold text-navy-950">
            {t(data.formHeading)}
          </h2>
          <p className="mt-2 text-navy-700">{t(data.formIntro)}</p>
          <div className="mt-6">{ctx.slots.form}</div>
        </div>
        <aside className="space-y-6" aria-label="Other ways to reach us">
          <div className="card">
            <h2 className="text-lg font-bold text-navy-950">{t(data.sideHeading)}</h2>
            <p className="mt-1 text-sm text-navy-700">{t(data.sideIntro)}</p>
            <ul className="mt-4 space-y-3 text-sm">
              <li className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-mustard-700" />
                <span>
                  <span className="block font-semibold text-navy-900">{data.phoneLabel}</span>
                  <a className="underline" href={telHref(site.phone)}>
                    {site.phone}
                  </a>
                </span>
              </li>
              <li className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-mustard-700" />
                <span>
                  <span className="block font-semibold text-navy-900">{data.emailLabel}</span>
                  <a className="underline" href={`mailto:${site.email}`}>
                    {site.email}
                  </a>
                </span>
              </li>
              <li className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-mustard-700" />
                <span>
                  <span className="block font-semibold text-navy-900">{data.addressLabel}</span>
                  <address className="not-italic">{site.address}</address>
                </span>
              </li>
            </ul>
            <p className="mt-5 text-sm text-navy-700">{t(data.bookingDescription)}</p>
            <ButtonLink href={site.bookingUrl} external variant="mustard" className="mt-3 w-full">
              {data.bookingLabel}
            </ButtonLink>
          </div>
          <div className="card bg-navy-950! text-white">
            <div className="flex items-center gap-2">
              <Clock aria-hidden="true" className="h-5 w-5 text-mustard-300" />
              <h2 className="text-lg font-bold">{t(data.responseHeading)}</h2>
            </div>
            <p className="mt-2 text-sm text-navy-100">{t(data.responseBody)}</p>
          </div>
        </aside>
      </div>
    </section>
  );
}
