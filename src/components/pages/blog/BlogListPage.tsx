import type { ReactNode } from 'react';
import { Mail } from 'lucide-react';
import type { Hero } from '../../../copy/types.ts';
import type { SiteInfo } from '../../../lib/site.ts';
import { PageHero } from '../../sections/PageHero.tsx';

export const blogHero: Hero = {
  eyebrow: 'The {business} blog',
  headline: 'Practical insights on custom software',
  subheading:
    'Plain-English articles for UK businesses on software costs, AI automation, security, cloud hosting and leaving subscriptions behind.',
};

/** /blog: hero, the filter-and-results island, and the newsletter box. */
export function BlogListPage({ site, explorer, newsletter }: { site: SiteInfo; explorer?: ReactNode; newsletter?: ReactNode }) {
  return (
    <>
      <PageHero hero={blogHero} site={site} kind="editorial" />
      <div className="section pt-10! sm:pt-12!">
        <div className="container-page">{explorer}</div>
      </div>
      <section id="newsletter" aria-labelledby="newsletter-heading" className="pb-16 sm:pb-20">
        <div className="container-page">
          <div className="relative overflow-hidden rounded-[var(--radius-card)] bg-navy-950 px-6 py-10 text-white shadow-[var(--shadow-card)] sm:px-10 sm:py-12">
            <div
              aria-hidden="true"
              className="absolute inset-0 bg-[radial-gradient(ellipse_at_bottom_left,rgb(232_177_38/0.16),transparent_60%)]"
            />
            <div className="relative grid items-center gap-8 lg:grid-cols-[1fr_1.1fr] lg:gap-12">
              <div>
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-mustard-400 text-navy-950">
                  <Mail aria-hidden="true" className="h-6 w-6" />
                </span>
                <h2 id="newsletter-heading" className="mt-4 text-2xl font-bold sm:text-3xl">
                  Get new articles by email
                </h2>
                <p className="mt-3 max-w-xl text-navy-100">
                  One short email when we publish something useful: software costs, automation ideas and lessons from real UK
                  projects. No spam, ever.
                </p>
              </div>
              <div>{newsletter}</div>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
