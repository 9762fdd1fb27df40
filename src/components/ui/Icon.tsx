import { icons, type LucideProps } from 'lucide-react';

// Content files name icons as strings; this resolves them at render time on
// the server (no icon code reaches the browser from static sections).
export function Icon({ name, ...props }: { name: string | undefined } & LucideProps) {
  const Component = (name && icons[name as keyof typeof icons]) || icons.Sparkles;
  return <Component aria-hidden="true" focusable="false" {...props} />;
}

/** The mustard square that holds a card's icon. */
export function IconBadge({ name }: { name: string | undefined }) {
  return (
    <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-mustard-100 text-mustard-800">
      <Icon name={name} className="h-6 w-6" />
    </span>
  );
}
