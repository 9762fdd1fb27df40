import type { LucideProps } from 'lucide-react';
import * as ICONS from '../../lib/page-content/icons.ts';
import type { IconName } from '../../lib/page-content/fields.ts';

// Content files name icons as strings; this resolves them at render time on
// the server (no icon code reaches the browser from static sections). Only the
// pickable icons are in the build, not lucide's whole map.
export function Icon({ name, ...props }: { name: string | undefined } & LucideProps) {
  const Component = (name && ICONS[name as IconName]) || ICONS.Sparkles;
  return <Component aria-hidden="true" focusable="false" {...props} />;
}

/**
 * The short mustard rule that opens a card (docs/design.md, "Cards"). It took the place of an
 * icon in a mustard square (issue 26: fifteen grids of those read as a template, and each icon
 * cost the page's first round trip ~100 bytes gzip).
 */
export function CardMark() {
  return <span aria-hidden="true" className="block h-1 w-10 rounded-full bg-mustard-400" />;
}
