/*
 * A word-level diff for the revision history's 'View changes'. The server renders the segments
 * as <ins>/<del> with text labels, so the comparison reads the same with or without colour.
 * The comparison itself is jsdiff's (Myers); this file only decides the tokens and groups the result.
 */
import { diffArrays } from 'diff';

export interface Segment {
  op: 'same' | 'ins' | 'del';
  text: string;
}

/**
 * Most edits (tokens removed or added) jsdiff may explore before giving up on a comparison: its
 * Myers diff costs about the square of the edits plus one pass over the text, so a long article
 * with a few changes is compared word by word, and a rewrite (over ~100 words changed) falls back
 * to lines, then to 'all removed, all added', in tens of milliseconds at worst.
 */
const MAX_EDITS = 200;

/**
 * Words and the whitespace between them, as whole tokens. jsdiff's own diffWords splits at
 * punctuation too, which would show '£8,000' → '£5,000' as '8' → '5'; a price reads as one word.
 */
const tokens = (text: string): string[] => text.match(/\s+|[^\s]+/g) ?? [];
const lines = (text: string): string[] => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];

function push(out: Segment[], op: Segment['op'], text: string) {
  if (!text) return;
  const last = out[out.length - 1];
  if (last?.op === op) last.text += text;
  else out.push({ op, text });
}

/** Appends jsdiff's comparison of two token lists; false (nothing appended) when it needs more edits than the budget. */
function compare(a: string[], b: string[], out: Segment[]): boolean {
  const changes = diffArrays(a, b, { maxEditLength: MAX_EDITS });
  if (!changes) return false;
  for (const c of changes) push(out, c.added ? 'ins' : c.removed ? 'del' : 'same', c.value.join(''));
  return true;
}

/**
 * The common start and end are set aside first: jsdiff may otherwise pair the space before an
 * unchanged closing phrase with an earlier one and report 'running. ' removed rather than ' '
 * kept (an equally short edit that reads worse). It also keeps the budget for the changed part.
 */
function diffTokens(a: string[], b: string[], out: Segment[]) {
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
  if (!compare(midA, midB, out) && !compare(lines(midA.join('')), lines(midB.join('')), out)) {
    // Too different even line by line: the old middle removed, the new one added.
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
  diffTokens(tokens(before), tokens(after), out);
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
