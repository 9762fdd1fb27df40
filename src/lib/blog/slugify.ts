/** Longest slug we generate; longer titles are cut at a word boundary where possible. */
export const SLUG_MAX_LENGTH = 100;

/**
 * A URL slug from a title: lowercase, each run of characters other than a-z
 * and 0-9 becomes one hyphen, no leading or trailing hyphen, at most 100
 * characters. Accented letters lose their accents first ("Café" → "cafe")
 * rather than turning into hyphens.
 */
export function slugify(text: string, maxLength = SLUG_MAX_LENGTH): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  // Prefer ending at a hyphen (a whole word) unless that loses too much.
  const lastHyphen = cut.lastIndexOf('-');
  const trimmed = lastHyphen >= maxLength / 2 ? cut.slice(0, lastHyphen) : cut;
  return trimmed.replace(/-+$/g, '');
}

/** True when `slug` is already in the form slugify produces. */
export function isValidSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= SLUG_MAX_LENGTH && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);
}
