/** The filter chips on /blog, in the spec's order. 'All' means no filter. */
export const ALL_CATEGORIES = 'All';

export const BLOG_CATEGORIES = [
  'Software Development',
  'AI & Automation',
  'Web Design',
  'Mobile Apps',
  'Cybersecurity',
  'Cloud Computing',
  'E-commerce',
  'Software Architecture',
] as const;

export const CATEGORY_CHIPS: readonly string[] = [ALL_CATEGORIES, ...BLOG_CATEGORIES];

/** The spec's default category for a new post. */
export const DEFAULT_POST_CATEGORY = 'Technology';

/** What the editor's category field offers: the default first, then the chips. */
export const EDITOR_CATEGORIES: readonly string[] = [DEFAULT_POST_CATEGORY, ...BLOG_CATEGORIES];

/** A category from the query string: '' for none, 'All' or junk. */
export function normaliseCategory(value: string | null | undefined): string {
  const v = (value ?? '').trim().slice(0, 100);
  return v === ALL_CATEGORIES ? '' : v;
}
