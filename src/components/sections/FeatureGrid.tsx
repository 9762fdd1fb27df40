import { CardMark } from '../ui/Icon.tsx';
import type { ResolvedImage } from '../../lib/page-content/render-context.ts';
import { CardPicture } from './CardPicture.tsx';

export interface GridItem {
  title: string;
  description: string;
  icon?: string | undefined;
  /** A library picture shown across the top of the card. */
  image?: ResolvedImage | undefined;
}

/**
 * Title and text under a mustard rule, in columns (a ruled list, not a grid of cards: issue 26);
 * an item with a picture is a card, the picture across its top. `columns` is the count at large widths.
 */
export function FeatureGrid({ items, columns = 3 }: { items: GridItem[]; columns?: 2 | 3 | 4 }) {
  const cols = { 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' }[columns];
  return (
    <ul className={`grid gap-x-8 gap-y-8 sm:grid-cols-2 ${cols}`}>
      {items.map((item) => (
        <li key={item.title} className={item.image ? 'card' : 'border-t-2 border-mustard-400 pt-4'}>
          <CardPicture image={item.image} />
          {item.image && <CardMark />}
          <h3 className={`${item.image ? 'mt-4 ' : ''}text-lg font-bold text-navy-950`}>{item.title}</h3>
          <p className="mt-2 leading-relaxed text-navy-700">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
