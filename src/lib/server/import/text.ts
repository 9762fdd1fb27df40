// Small text helpers both readers share: the file's fingerprint, slugs folded to ASCII, and
// titles, excerpts and tags fitted to the blog's limits (src/lib/admin/blog.ts) with a note
// saying what was cut, so nothing is shortened silently.
import { createHash } from 'node:crypto';
import { POST_EXCERPT_MAX, POST_TITLE_MAX, TAG_MAX_LENGTH, TAGS_MAX } from '../../admin/blog.ts';
import { slugify } from '../../blog/slugify.ts';

/** Imported slugs are at most this long (the job adds a suffix on a clash, within the blog's 100). */
export const IMPORT_SLUG_MAX = 80;

/** sha256 of the file's bytes, hex: with an item's source id it makes a second import of one file a no-op. */
export function fingerprint(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

// Letters Unicode does not decompose into a base letter and accents, and the Cyrillic and Greek
// alphabets, spelt in ASCII the way their readers would (ISO 9 / ELOT 743, simplified).
const FOLD: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'ae',
  ø: 'o',
  Ø: 'o',
  œ: 'oe',
  Œ: 'oe',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  þ: 'th',
  Þ: 'th',
  ı: 'i',
  ŋ: 'ng',
  ħ: 'h',
  ĸ: 'k',
  ſ: 's',
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'i',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

/** ASCII letters for a title or slug in another script, where a reader's spelling exists. */
function foldToAscii(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\u0000-\u007f]/g, (c) => FOLD[c] ?? FOLD[c.toLowerCase()] ?? c);
}

/** A slug as the site writes them: lower-case ASCII, hyphenated, at most IMPORT_SLUG_MAX characters; '' when nothing is left. */
export function importSlug(text: string): string {
  return slugify(foldToAscii(text), IMPORT_SLUG_MAX);
}

/** The slug a WordPress post_name holds: WordPress keeps non-ASCII slugs percent-encoded. */
export function decodePercent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The first item's slug that is not empty, else a fallback ('post-123'), with a note when the old one was changed. */
export function chooseSlug(candidates: string[], fallback: string, notes: string[]): string {
  const [original = ''] = candidates;
  for (const candidate of candidates) {
    const slug = importSlug(candidate);
    if (!slug) continue;
    if (original && slug !== original)
      notes.push(`The address name “${original}” became “${slug}” (plain letters, at most ${IMPORT_SLUG_MAX} characters).`);
    return slug;
  }
  notes.push(
    `No address name could be made from the title in plain letters, so it is “${fallback}”: change it before publishing.`,
  );
  return fallback;
}

/** Text cut at a word boundary to `max` characters, ending with an ellipsis. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

export function fitTitle(raw: string, notes: string[]): string {
  const title = raw.replace(/\s+/g, ' ').trim();
  if (!title) {
    notes.push('The item had no title, so it is called “Untitled”.');
    return 'Untitled';
  }
  if (title.length <= POST_TITLE_MAX) return title;
  notes.push(
    `The title was ${title.length} characters; it was shortened to ${POST_TITLE_MAX}, the blog's limit. It began: “${title.slice(0, 60)}…”.`,
  );
  return shorten(title, POST_TITLE_MAX);
}

export function fitExcerpt(raw: string, notes: string[]): string {
  const excerpt = raw.replace(/\s+/g, ' ').trim();
  if (excerpt.length <= POST_EXCERPT_MAX) return excerpt;
  notes.push(`The excerpt was ${excerpt.length} characters; it was shortened to ${POST_EXCERPT_MAX}.`);
  return shorten(excerpt, POST_EXCERPT_MAX);
}

/** Tags without repeats, each at most the blog's length, at most the blog's number. */
export function fitTags(raw: string[], notes: string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const name of raw) {
    let tag = name.replace(/\s+/g, ' ').trim();
    if (!tag) continue;
    if (tag.length > TAG_MAX_LENGTH) {
      notes.push(`The tag “${tag}” was shortened to ${TAG_MAX_LENGTH} characters.`);
      tag = shorten(tag, TAG_MAX_LENGTH);
    }
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  if (out.length > TAGS_MAX) {
    notes.push(`The item had ${out.length} tags; the first ${TAGS_MAX} were kept (${out.slice(TAGS_MAX).join(', ')} left out).`);
    return out.slice(0, TAGS_MAX);
  }
  return out;
}

/** Counts of skipped things, kept in the order first seen. */
export class SkipTally {
  private readonly counts = new Map<string, { count: number; why: string }>();
  add(what: string, why: string, count = 1): void {
    const entry = this.counts.get(what);
    if (entry) entry.count += count;
    else this.counts.set(what, { count, why });
  }
  list(): { what: string; count: number; why: string }[] {
    return [...this.counts].filter(([, e]) => e.count > 0).map(([what, e]) => ({ what, count: e.count, why: e.why }));
  }
}

/** Notes in first-seen order, a repeated one said once with how many times it happened. */
export function tidyNotes(notes: string[]): string[] {
  const counts = new Map<string, number>();
  for (const n of notes) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].map(([n, c]) => (c === 1 ? n : `${n} (${c === 2 ? 'twice' : `${c} times`})`));
}
