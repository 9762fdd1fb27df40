import { trustedBy, trustedByHeading } from '../../../copy/home.ts';
import { fillTokens, type SiteInfo } from '../../../lib/site.ts';
import type { TestimonialView } from '../../../lib/testimonials-and-cases/views.ts';
import type { ResolvedImage } from '../../../lib/page-content/render-context.ts';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { SectionHeading } from '../SectionHeading.tsx';
import { PageSection } from '../../pages/home/PageSection.tsx';

/**
 * Home section 10 from the testimonial records: published ones in order.
 * A real, consented quote shows as it is; an illustrative one carries the
 * 'Illustrative' label on its card and the footnote explains it, so invented
 * examples are never passed off as genuine reviews.
 */
export function Testimonials({
  id,
  intro,
  site,
  items,
  images = {},
}: {
  /** The section's anchor (the page document's section id). */
  id: string;
  /** Eyebrow, heading and intro from the page document; copy tokens are filled here. */
  intro: { eyebrow?: string | undefined; heading: string; intro?: string | undefined };
  site: SiteInfo;
  items: TestimonialView[];
  /** Resolved library pictures by media id (photos); without one the initials show. */
  images?: Record<string, ResolvedImage>;
}) {
  const t = (s: string) => fillTokens(s, site);
  const anyIllustrative = items.some((i) => i.illustrative);
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone="paper">
      <SectionHeading
        id={`${id}-heading`}
        eyebrow={intro.eyebrow}
        heading={t(intro.heading)}
        intro={intro.intro && t(intro.intro)}
      />
      {items.length > 0 && (
        <ul
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling rail takes focus so keys scroll it (axe: scrollable-region-focusable)
          tabIndex={0}
          aria-label="Testimonials"
          // Three (or six) in rows of three, otherwise in pairs: no card left alone on its row.
          className={`rail mt-10 grid gap-6 ${items.length % 3 === 0 ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}
        >
          {items.map((item) => (
            <li key={item.id} className="card flex flex-col">
              <TestimonialCard item={item} photo={item.photoMediaId ? images[item.photoMediaId] : undefined} />
            </li>
          ))}
        </ul>
      )}
      {anyIllustrative && (
        <p className="mx-auto mt-6 max-w-2xl text-center text-sm text-navy-800">
          Quotes marked ‘Illustrative’ are examples based on typical project outcomes, not reviews from named clients; client
          references are available on request.
        </p>
      )}
      {/* A ruled list in two columns (four on wide screens), not eight pills each on its own line on a phone. */}
      <div className="mt-10 border-t border-line pt-8">
        <h3 className="text-center text-xl font-bold text-navy-950">{t(trustedByHeading)}</h3>
        <ul className="mx-auto mt-6 grid max-w-4xl grid-cols-2 gap-x-4 gap-y-3 text-sm font-medium text-navy-800 sm:grid-cols-4">
          {trustedBy.map((b) => (
            <li key={b.label} className="border-l-2 border-mustard-400 pl-3">
              {b.label}
            </li>
          ))}
        </ul>
      </div>
    </PageSection>
  );
}

function initials(name: string): string {
  const letters = name.replaceAll('.', '').trim();
  if (letters.length <= 3 && !letters.includes(' ')) return letters;
  return letters
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

function TestimonialCard({ item, photo }: { item: TestimonialView; photo: ResolvedImage | undefined }) {
  return (
    <figure className="flex h-full flex-col">
      <div className="flex flex-wrap items-center gap-2">
        {item.illustrative && (
          <span className="rounded-[var(--radius-pill)] border border-navy-300 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-navy-700">
            Illustrative
          </span>
        )}
        {item.highlight && (
          <span className="rounded-[var(--radius-pill)] bg-mustard-100 px-3 py-1 text-sm font-semibold text-mustard-900">
            {item.highlight}
          </span>
        )}
      </div>
      <blockquote className="mt-4 flex-1 leading-relaxed text-navy-900 sm:text-lg">
        <p>{item.quote}</p>
      </blockquote>
      <figcaption className="mt-4 flex items-center gap-3 border-t border-line pt-4">
        {photo ? (
          // The name is written beside the photo, so the photo itself is decorative here.
          <ResponsiveImage
            image={{ ...photo, alt: '' }}
            sizes="40px"
            pictureClassName="shrink-0"
            className="h-10 w-10 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-white"
          >
            {initials(item.name)}
          </span>
        )}
        <span className="text-sm leading-snug">
          <span className="block font-semibold text-navy-950">
            {item.name}
            {item.role && `, ${item.role}`}
          </span>
          {item.company && <span className="block text-navy-600">{item.company}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
