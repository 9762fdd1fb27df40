import { icons, type LucideProps } from 'lucide-react';

// Content files name icons as strings; this resolves them at render time on
// the server (no icon code reaches the browser from static sections).
export function Icon({ name, ...props }: { name: string | undefined } & LucideProps) {
  const Component = (name && icons[name as keyof typeof icons]) || icons.Sparkles;
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
