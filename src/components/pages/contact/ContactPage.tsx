import type { ReactNode } from 'react';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { contactForm, contactHero, contactSideCard, quickResponseCard } from '../../../content/contact.ts';
import { fillTokens, telHref, type SiteInfo } from '../../../lib/site.ts';
import { PageHero } from '../../sections/PageHero.tsx';
import { ButtonLink } from '../../ui/Button.tsx';

export function ContactPage({ site, form }: { site: SiteInfo; form?: ReactNode }) {
  return (
    <>
      <PageHero hero={contactHero} site={site} illustration="message" />
      <section aria-labelledby="get-started" className="section">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div className="card sm:p-8">
            <h2 id="get-started" className="text-2xl font-bold text-navy-950">
              {contactForm.heading}
            </h2>
            <p className="mt-2 text-navy-700">{fillTokens(contactForm.intro, site)}</p>
            <div className="mt-6">{form}</div>
          </div>
          <aside className="space-y-6" aria-label="Other ways to reach us">
            <div className="card">
              <h2 className="text-lg font-bold text-navy-950">{contactSideCard.heading}</h2>
              <p className="mt-1 text-sm text-navy-700">{contactSideCard.intro}</p>
              <ul className="mt-4 space-y-3 text-sm">
                <li className="flex gap-3">
                  <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-mustard-700" />
                  <span>
                    <span className="block font-semibold text-navy-900">{contactSideCard.phoneLabel}</span>
                    <a className="underline" href={telHref(site.phone)}>
                      {site.phone}
                    </a>
                  </span>
                </li>
                <li className="flex gap-3">
                  <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-mustard-700" />
                  <span>
                    <span className="block font-semibold text-navy-900">{contactSideCard.emailLabel}</span>
                    <a className="underline" href={`mailto:${site.email}`}>
                      {site.email}
                    </a>
                  </span>
                </li>
                <li className="flex gap-3">
                  <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-mustard-700" />
                  <span>
                    <span className="block font-semibold text-navy-900">{contactSideCard.addressLabel}</span>
                    <address className="not-italic">{site.address}</address>
                  </span>
                </li>
              </ul>
              <p className="mt-5 text-sm text-navy-700">{contactSideCard.booking.description}</p>
              <ButtonLink href={site.bookingUrl} external variant="mustard" className="mt-3 w-full">
                {contactSideCard.booking.label}
              </ButtonLink>
            </div>
            <div className="card bg-navy-950! text-white">
              <div className="flex items-center gap-2">
                <Clock aria-hidden="true" className="h-5 w-5 text-mustard-300" />
                <h2 className="text-lg font-bold">{quickResponseCard.heading}</h2>
              </div>
              <p className="mt-2 text-sm text-navy-100">{quickResponseCard.body}</p>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}
