// One source of button looks, shared by <Button>, <ButtonLink> and islands.
// One primary style everywhere (docs/design.md, "Buttons"): mustard with navy text. `default`,
// `hero` and `mustard` are names older call sites use for it.
//
// Each look is one component class in theme.css (`.btn`, `.btn-primary`, `.btn-lg`), not fifteen
// utilities per button: an island's words keep their names in its page (short-class-names.ts), so
// a button's utilities in an island were long names in the page's markup and kept the same
// utilities unrenamed everywhere else on it (issue 26, the home's first round trip). Classes a
// caller adds are utilities, which always win over a component class.
export const BUTTON_VARIANTS = {
  primary: 'btn-primary',
  default: 'btn-primary',
  destructive: 'btn-destructive',
  outline: 'btn-outline',
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
  link: 'btn-link',
  hero: 'btn-primary',
  heroSecondary: 'btn-on-navy',
  mustard: 'btn-primary',
} as const;

export const BUTTON_SIZES = {
  default: 'btn-md',
  sm: 'btn-sm',
  lg: 'btn-lg',
  xl: 'btn-xl',
  icon: 'btn-icon',
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;
export type ButtonSize = keyof typeof BUTTON_SIZES;

export function buttonClasses(variant: ButtonVariant = 'default', size: ButtonSize = 'default', extra = ''): string {
  return ['btn', BUTTON_VARIANTS[variant], BUTTON_SIZES[size], extra].filter(Boolean).join(' ');
}
