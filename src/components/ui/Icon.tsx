import { icons, type LucideProps } from 'lucide-react';

// Content files name icons as strings; this resolves them at render time on
// the server (no icon code reaches the browser from static sections).
export function Icon({ name, ...props }: { name: string | undefined } & LucideProps) {
  const Component = (name && icons[name as keyof typeof icons]) || icons.Sparkles;
  return <Component aria-hidden="true" focusable="false" {...props} />;
}
