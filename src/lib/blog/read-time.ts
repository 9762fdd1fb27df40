export const WORDS_PER_MINUTE = 200;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The visible words of an HTML fragment, for counting. Pure and dependency
 * free so the editor can show the same figure in the browser; it is not a
 * sanitiser and its output must never be rendered as HTML.
 */
export function htmlToWords(html: string): string[] {
  const text = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? m;
    });
  // A word has at least one letter or digit: stray punctuation does not count.
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
}

export function wordCount(html: string): number {
  return htmlToWords(html).length;
}

/** Whole minutes at 200 words a minute, rounded up, never below 1. */
export function readTimeMinutes(html: string): number {
  return Math.max(1, Math.ceil(wordCount(html) / WORDS_PER_MINUTE));
}

/** e.g. "5 min read". */
export function readTime(html: string): string {
  return `${readTimeMinutes(html)} min read`;
}
