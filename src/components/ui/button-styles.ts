// One source of button looks, shared by <Button>, <ButtonLink> and islands.
// One primary style everywhere (docs/design.md, "Buttons"): mustard with navy text. `default`,
// `hero` and `mustard` are names older call sites use for it.
const PRIMARY = 'bg-mustard-400 text-navy-950 hover:bg-mustard-300 shadow-sm font-semibold';

export const BUTTON_VARIANTS = {
  primary: PRIMARY,
  default: PRIMARY,
  destructive: 'bg-red-700 text-white hover:bg-red-800 shadow-sm',
  outline: 'border border-navy-300 bg-paper text-navy-900 hover:bg-navy-50',
  secondary: 'bg-navy-100 text-navy-900 hover:bg-navy-200',
  ghost: 'text-navy-900 hover:bg-navy-100',
  link: 'text-navy-800 underline decoration-mustard-500 decoration-2 underline-offset-4 hover:text-navy-950 px-0! h-auto!',
  hero: PRIMARY,
  heroSecondary: 'border-2 border-white/70 text-white hover:bg-white/10 font-semibold',
  mustard: PRIMARY,
} as const;

export const BUTTON_SIZES = {
  default: 'h-11 px-5 text-sm',
  sm: 'h-9 px-3 text-sm',
  lg: 'h-12 px-6 text-base',
  xl: 'h-14 px-8 text-lg',
  icon: 'h-11 w-11 p-0',
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;
export type ButtonSize = keyof typeof BUTTON_SIZES;

export function buttonClasses(variant: ButtonVariant = 'default', size: ButtonSize = 'default', extra = ''): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-60 cursor-pointer',
    BUTTON_VARIANTS[variant],
    BUTTON_SIZES[size],
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}
