/*
 * A word-level diff for the revision history's 'View changes'. The server renders the segments
 * as <ins>/<del> with text labels, so the comparison reads the same with or without colour.
 */
export interface Segment {
  op: 'same' | 'ins' | 'del';
  text: string;
}

/** Above this many table cells the middle part is compared line by line instead of word by word. */
const MAX_CELLS = 2_000_000;

const tokens = (text: string): string[] => text.match(/\s+|[^\s]+/g) ?? [];
const lines = (text: string): string[] => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];

function push(out: Segment[], op: Segment['op'], text: string) {
  if (!text) return;
  const last = out[out.length - 1];
  if (last?.op === op) last.text += text;
  else out.push({ op, text });
}

/** Longest common subsequence over two token lists (both already short enough). */
function lcsDiff(a: string[], b: string[], out: Segment[]) {
  const n = a.length;
  const m = b.length;
  const table = new Uint32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      table[i * (m + 1) + j] =
        a[i] === b[j]
          ? table[(i + 1) * (m + 1) + j + 1]! + 1
          : Math.max(table[(i + 1) * (m + 1) + j]!, table[i * (m + 1) + j + 1]!);
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      push(out, 'same', a[i]!);
      i++;
      j++;
    } else if (table[(i + 1) * (m + 1) + j]! >= table[i * (m + 1) + j + 1]!) push(out, 'del', a[i++]!);
    else push(out, 'ins', b[j++]!);
  }
  while (i < n) push(out, 'del', a[i++]!);
  while (j < m) push(out, 'ins', b[j++]!);
}

function diffTokens(a: string[], b: string[], byLinesWhenLong: boolean, out: Segment[]) {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  push(out, 'same', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if ((midA.length + 1) * (midB.length + 1) <= MAX_CELLS) lcsDiff(midA, midB, out);
  else if (byLinesWhenLong) diffTokens(lines(midA.join('')), lines(midB.join('')), false, out);
  else {
    // Too long even line by line: the old middle removed, the new one added.
    push(out, 'del', midA.join(''));
    push(out, 'ins', midB.join(''));
  }
  push(out, 'same', a.slice(endA).join(''));
}

/**
 * Reads better: a change, a lone space, another change becomes one removed phrase and one added
 * phrase ('keep it running.' → 'run it.') instead of alternating single words.
 */
function groupChanges(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  let del = '';
  let ins = '';
  const flush = () => {
    push(out, 'del', del);
    push(out, 'ins', ins);
    del = ins = '';
  };
  segments.forEach((s, i) => {
    if (s.op === 'del') del += s.text;
    else if (s.op === 'ins') ins += s.text;
    else if (/^\s+$/.test(s.text) && (del || ins) && segments[i + 1] && segments[i + 1]!.op !== 'same') {
      // Whitespace between two changes belongs to both phrases.
      del += s.text;
      ins += s.text;
    } else {
      flush();
      push(out, 'same', s.text);
    }
  });
  flush();
  return out;
}

/** Word-level diff of two texts: 'same' runs keep their whitespace, so joining them rebuilds either side. */
export function diffWords(before: string, after: string): Segment[] {
  const out: Segment[] = [];
  diffTokens(tokens(before), tokens(after), true, out);
  return groupChanges(out);
}

const BLOCK_END = /<(\/(p|div|h[1-6]|li|ul|ol|blockquote|pre|tr|table|figure|figcaption)|br|hr)\b[^>]*>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Readable text of stored (sanitised) HTML: blocks become lines, tags go, common entities decode. */
export function htmlToText(html: string): string {
  return html
    .replace(/<li\b[^>]*>/gi, '• ')
    .replace(BLOCK_END, '\n')
    .replace(/<img\b[^>]*alt="([^"]*)"[^>]*>/gi, '[image: $1]')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
