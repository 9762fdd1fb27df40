/*
 * 'View changes' for a page, post or offer revision: both versions flattened to labelled text fields,
 * then compared field by field (word-level inside a field). Only fields that differ are listed.
 */
import { diffWords, htmlToText, type Segment } from '../page-content/diff.ts';
import { humanise } from '../page-content/editor/form-spec.ts';
import { fieldLabels } from '../shapes/fields.ts';
import { offerRevisionFields } from '../shapes/offer.ts';
import { postRevisionFields } from '../shapes/post.ts';

export interface FieldEntry {
  /** Stable across versions: a page field is keyed by section id, not position. */
  key: string;
  label: string;
  text: string;
}

export interface FieldChange {
  key: string;
  label: string;
  change: 'added' | 'removed' | 'changed';
  segments: Segment[];
}

const looksLikeHtml = (s: string) => /^\s*<(p|h[1-6]|ul|ol|div|blockquote|figure|pre)\b/i.test(s);

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return looksLikeHtml(value) ? htmlToText(value) : value;
  return String(value);
}

function flatten(value: unknown, key: string, label: string, out: FieldEntry[]) {
  if (Array.isArray(value)) {
    value.forEach((item, i) => flatten(item, `${key}.${i}`, `${label} › ${i + 1}`, out));
    if (value.length === 0) out.push({ key, label, text: '(none)' });
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, `${key}.${k}`, `${label} › ${humanise(k)}`, out);
  } else out.push({ key, label, text: textOf(value) });
}

interface SectionLike {
  id: string;
  type: string;
  hidden?: boolean;
  data: unknown;
}

/** A page document as fields; `typeLabel` names a section type ('Hero', 'FAQ group'). */
export function pageEntries(doc: { sections: readonly SectionLike[] }, typeLabel: (type: string) => string): FieldEntry[] {
  const name = (s: SectionLike) => `${typeLabel(s.type)} “${s.id}”`;
  const out: FieldEntry[] = [{ key: 'order', label: 'Sections in order', text: doc.sections.map(name).join('\n') }];
  for (const s of doc.sections) {
    out.push({ key: `${s.id}.hidden`, label: `${name(s)} › Hidden from visitors`, text: textOf(Boolean(s.hidden)) });
    flatten(s.data, `${s.id}.data`, name(s), out);
  }
  return out;
}

/** The post fields a revision keeps, with their labels (src/lib/shapes/post.ts). */
const POST_REVISION_LABELS = fieldLabels(postRevisionFields);

export function postEntries(post: Partial<Record<keyof typeof POST_REVISION_LABELS, unknown>>): FieldEntry[] {
  return Object.entries(POST_REVISION_LABELS).map(([key, label]) => ({
    key,
    label,
    text: key === 'content' ? htmlToText(String(post.content ?? '')) : textOf(post[key as keyof typeof post]),
  }));
}

/** The offer fields a revision keeps, with their labels (src/lib/shapes/offer.ts). */
const OFFER_REVISION_LABELS = fieldLabels(offerRevisionFields);

/** An offer as fields; its points one per line, so a changed point reads as a changed line. */
export function offerEntries(offer: Partial<Record<keyof typeof OFFER_REVISION_LABELS, unknown>>): FieldEntry[] {
  return Object.entries(OFFER_REVISION_LABELS).map(([key, label]) => {
    const value = offer[key as keyof typeof offer];
    return { key, label, text: Array.isArray(value) ? value.map(textOf).join('\n') : textOf(value) };
  });
}

/** What changed from `before` to `after`, in `after`'s field order (removed fields last). */
export function compareEntries(before: readonly FieldEntry[], after: readonly FieldEntry[]): FieldChange[] {
  const old = new Map(before.map((e) => [e.key, e]));
  const seen = new Set<string>();
  const out: FieldChange[] = [];
  for (const e of after) {
    seen.add(e.key);
    const prev = old.get(e.key);
    if (!prev) {
      if (e.text) out.push({ key: e.key, label: e.label, change: 'added', segments: [{ op: 'ins', text: e.text }] });
    } else if (prev.text !== e.text) {
      out.push({ key: e.key, label: e.label, change: 'changed', segments: diffWords(prev.text, e.text) });
    }
  }
  for (const e of before)
    if (!seen.has(e.key) && e.text)
      out.push({ key: e.key, label: e.label, change: 'removed', segments: [{ op: 'del', text: e.text }] });
  return out;
}
