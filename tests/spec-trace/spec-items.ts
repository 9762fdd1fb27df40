// Every line of the specification a test must name (issue 38): each bullet,
// numbered item and table row of SPEC.md, under the headings it sits in.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface SpecItem {
  /** '2. Screens and routes › Home' or '5. Validation rules › Enquiry form': where it sits. */
  section: string;
  /** The line's words without its marker: 'Sticky top bar with a slide-out drawer on mobile.' */
  text: string;
  /** 1-based line number in SPEC.md. */
  line: number;
}

/** The specification as received, kept beside the trace so every checkout and CI can read it. */
export const SPEC_PATH = path.join(import.meta.dirname, 'SPEC.md');
/** Where the team keeps the original; when it is there, the copy must match it. */
export const SHARED_SPEC_PATH = '/work/shared/SPEC.md';

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());
const isSeparator = (row: string) => /^\|(\s*:?-+:?\s*\|)+\s*$/.test(row.trim());

export function parseSpec(markdown: string): SpecItem[] {
  const lines = markdown.split('\n');
  const items: SpecItem[] = [];
  const headings: string[] = []; // by level: [h1, h2, h3, h4]
  let label = ''; // a bold line such as '**Visitor calculator**' names the list under it
  lines.forEach((raw, i) => {
    const heading = /^(#{1,4})\s+(.*)$/.exec(raw);
    if (heading) {
      const level = heading[1]!.length;
      headings.length = level - 1;
      headings[level - 1] = heading[2]!.trim();
      label = '';
      return;
    }
    const bold = /^\*\*(.+?)\*\*/.exec(raw.trim());
    if (bold && !raw.trim().startsWith('-')) label = bold[1]!.replace(/[:.]$/, '');
    const where = { section: [...headings.slice(1), label].filter(Boolean).join(' › '), line: i + 1 };
    const bullet = /^\s*(?:[-*]|\d+\.)\s+(.*\S)\s*$/.exec(raw);
    if (bullet) {
      items.push({ ...where, text: bullet[1]! });
      return;
    }
    if (raw.trim().startsWith('|')) {
      // A table's first row is its header when a separator follows it.
      if (!isSeparator(raw) && !isSeparator(lines[i + 1] ?? '')) items.push({ ...where, text: cells(raw).join(' | ') });
      return;
    }
    // A paragraph in a numbered section is a line too ('All calls go to…', '**page_meta:** id, …'),
    // unless it only introduces what follows ('Sections in order:', '**Admin calls** (…)').
    const words = raw
      .replace(/\*\*[^*]+\*\*/g, '')
      .replace(/\([^)]*\)/g, '')
      .trim();
    if (/^\d+\./.test(headings[1] ?? '') && words && !raw.trim().endsWith(':')) items.push({ ...where, text: raw.trim() });
  });
  return items;
}

export const specItems = (path = SPEC_PATH) => parseSpec(readFileSync(path, 'utf8'));
