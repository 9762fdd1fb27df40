import { FeatureGrid } from '../FeatureGrid.tsx';
import { SectionHeading } from '../SectionHeading.tsx';
import { CardMark } from '../../ui/Icon.tsx';
import { PageSection } from '../../pages/home/PageSection.tsx';
import { CardPicture } from '../CardPicture.tsx';
import { tokensFor, type SectionProps } from './section-props.ts';

// Written out in full so Tailwind sees every class it must generate.
const ROW_COLUMNS: Record<number, string> = {
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
  6: 'lg:grid-cols-6',
};
const NUMBERED_COLUMNS = { '2': 'md:grid-cols-2', '3': 'md:grid-cols-3', '4': 'md:grid-cols-2 lg:grid-cols-4' } as const;

/**
 * `cardGrid`: icon cards. 'grid' is the plain grid; 'row' puts every card on one line on wide
 * screens (the process page's governance); 'numbered' sets a large number behind each (values);
 * 'compact' is a ruled list of short items in two columns even on a phone (the home's 'what we build').
 */
export function CardGridSection({ id, data, ctx }: SectionProps<'cardGrid'>) {
  const t = tokensFor(ctx);
  const items = data.items.map((f) => ({
    ...f,
    title: t(f.title),
    description: t(f.description),
    image: f.image ? ctx.images[f.image.mediaId] : undefined,
  }));
  return (
    <PageSection id={id} labelledBy={`${id}-heading`} tone={data.tone}>
      <SectionHeading
        id={`${id}-heading`}
        eyebrow={data.eyebrow}
        heading={t(data.heading)}
        intro={data.intro && t(data.intro)}
        dark={data.tone === 'navy' || data.tone === 'navyDeep'}
      />
      {data.layout === 'grid' && (
        <div className="mt-12">
          <FeatureGrid items={items} columns={Number(data.columns) as 2 | 3 | 4} />
        </div>
      )}
      {data.layout === 'compact' && (
        // Two columns from the narrowest phone: eight short items take four rows, not eight.
        <ul className={`mt-10 grid grid-cols-2 gap-x-4 gap-y-6 sm:gap-x-8 ${ROW_COLUMNS[Number(data.columns)] ?? ''}`}>
          {items.map((item) => (
            <li key={item.title} className="border-t-2 border-mustard-400 pt-3">
              <CardPicture image={item.image} bleed={false} />
              <h3 className="font-bold text-navy-950 sm:text-lg">{item.title}</h3>
              <p className="mt-1 text-sm text-navy-800">{item.description}</p>
            </li>
          ))}
        </ul>
      )}
      {data.layout === 'row' && (
        <ul
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling rail takes focus so keys scroll it (axe: scrollable-region-focusable)
          tabIndex={0}
          aria-label={t(data.heading)}
          className={`rail mt-12 grid gap-5 sm:grid-cols-2 ${ROW_COLUMNS[items.length] ?? 'lg:grid-cols-4'}`}
        >
          {items.map((g) => (
            <li key={g.title} className="card flex flex-col p-6 last:sm:col-span-2 last:lg:col-span-1">
              <CardPicture image={g.image} />
              <CardMark />
              <h3 className="mt-4 text-xl font-bold text-navy-950">{g.title}</h3>
              <p className="mt-2 leading-relaxed text-navy-700">{g.description}</p>
            </li>
          ))}
        </ul>
      )}
      {data.layout === 'numbered' && (
        <ul className={`mt-12 grid gap-6 ${NUMBERED_COLUMNS[data.columns]}`}>
          {items.map((v, i) => (
            <li key={v.title} className="card relative overflow-hidden p-7 sm:p-8">
              {/* The card pads more here, so the picture sits inside the padding rather than bleeding. */}
              <CardPicture image={v.image} bleed={false} />
              <span
                aria-hidden="true"
                className="absolute right-6 top-4 font-display text-7xl font-extrabold leading-none text-navy-50"
              >
                {i + 1}
              </span>
              <h3 className="relative mt-5 text-2xl font-bold text-navy-950">{v.title}</h3>
              <p className="relative mt-3 leading-relaxed text-navy-700">{v.description}</p>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
