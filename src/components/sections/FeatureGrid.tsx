import { CardMark } from '../ui/Icon.tsx';
import type { ResolvedImage } from '../../lib/content/render-context.ts';
import { CardPicture } from './CardPicture.tsx';

export interface GridItem {
  title: string;
  description: string;
  icon?: string | undefined;
  /** A library picture shown across the top of the card. */
  image?: ResolvedImage | undefined;
}

/** Cards of icon, title and text; `columns` is the count at large widths. */
export function FeatureGrid({ items, columns = 3 }: { items: GridItem[]; columns?: 2 | 3 | 4 }) {
  const cols = { 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' }[columns];
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${cols}`}>
      {items.map((item) => (
        <li key={item.title} className="card">
          <CardPicture image={item.image} />
          <CardMark />
          <h3 className="mt-4 text-lg font-bold text-navy-950">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-navy-700">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
