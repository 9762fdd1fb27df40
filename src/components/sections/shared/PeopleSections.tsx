import { PageSection } from '../../pages/home/PageSection.tsx';
import { SectionHeading } from '../SectionHeading.tsx';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { tokensFor, type SectionProps } from './section-props.ts';

const isDark = (tone: string) => tone === 'navy' || tone === 'navyDeep';

/**
 * `team`: real people with real photos. A person whose photo cannot be resolved (deleted, still
 * processing) is left out rather than shown without a face; no people, no section.
 */
export function TeamSection({ id, data, ctx }: SectionProps<'team'>) {
  const t = tokensFor(ctx);
  const people = data.people.flatMap((p) => {
    const photo = ctx.images[p.photo.mediaId];
    return photo ? [{ ...p, photo }] : [];
  });
  if (people.length === 0) return null;
  const dark = isDark(data.tone);
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone={data.tone}>
      <SectionHeading
        id={`${id}-heading`}
        eyebrow={data.eyebrow}
        heading={t(data.heading)}
        intro={data.intro && t(data.intro)}
        dark={dark}
      />
      <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {people.map((p) => (
          <li key={`${p.name}-${p.role}`} className="flex flex-col">
            <ResponsiveImage
              image={p.photo}
              sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw"
              className="aspect-[4/5] h-auto w-full rounded-[var(--radius-card)] object-cover"
            />
            <h3 className={`mt-4 text-xl font-bold ${dark ? 'text-white' : 'text-navy-950'}`}>{p.name}</h3>
            <p className={`text-sm font-semibold ${dark ? 'text-mustard-300' : 'text-mustard-800'}`}>{p.role}</p>
            <p className={`mt-2 leading-relaxed ${dark ? 'text-navy-100' : 'text-navy-700'}`}>{t(p.bio)}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

/**
 * `logoStrip`: clients who agreed to be named. Each logo's alt text is the client's name when the
 * media record marks the picture decorative, so the strip never reads as a row of blanks.
 */
export function LogoStripSection({ id, data, ctx }: SectionProps<'logoStrip'>) {
  const t = tokensFor(ctx);
  const logos = data.logos.flatMap((l) => {
    const image = ctx.images[l.logo.mediaId];
    return image ? [{ ...l, image: { ...image, alt: image.alt || l.name } }] : [];
  });
  if (logos.length === 0) return null;
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone={data.tone}>
      <SectionHeading
        id={`${id}-heading`}
        eyebrow={data.eyebrow}
        heading={t(data.heading)}
        intro={data.intro && t(data.intro)}
        dark={isDark(data.tone)}
      />
      <ul className="mt-10 flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
        {logos.map((l) => {
          const picture = <ResponsiveImage image={l.image} sizes="10rem" className="h-12 w-auto max-w-[10rem] object-contain" />;
          return (
            <li key={l.name}>
              {l.href ? (
                <a href={l.href} className="block rounded-md p-1 hover:opacity-80">
                  {picture}
                </a>
              ) : (
                picture
              )}
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
