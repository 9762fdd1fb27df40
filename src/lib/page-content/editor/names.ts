// Names the editor reads out for list items and sections: 'Package 2: Launch Build' in headers and
// in the live region's 'moved to position 3 of 4'.
import { ICON_NAMES } from '../fields.ts';
import type { FieldSpec } from './form-spec.ts';

const singularWord = (w: string) =>
  w.endsWith('ies') ? `${w.slice(0, -3)}y` : w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : undefined;
/** 'Packages' → 'Package', 'Figures under the buttons' → 'Figure', 'Tracker steps' → 'Tracker step'. */
export function singular(plural: string): string {
  const words = plural.split(' ');
  const first = singularWord(words[0] ?? '');
  if (first) return first;
  const last = singularWord(words[words.length - 1] ?? '');
  return last ? [...words.slice(0, -1), last].join(' ') : 'Item';
}

const NAME_KEYS = ['title', 'name', 'heading', 'headline', 'label', 'question', 'value'];
const readable = (v: unknown): v is string =>
  typeof v === 'string' && v.trim() !== '' && !v.startsWith('<') && !(ICON_NAMES as readonly string[]).includes(v);

/** The first filled plain-text value of an item or section (a title before anything else), shortened. */
export function firstText(value: unknown): string | undefined {
  let text: string | undefined;
  if (readable(value)) text = value;
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    text = NAME_KEYS.map((k) => record[k]).find(readable) ?? Object.values(record).find(readable);
  }
  return text && text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/** A short name for an item, so 'Move' announcements say which one. */
export function itemName(spec: FieldSpec, value: unknown, index: number): string {
  const base = `${spec.label || 'Item'} ${index + 1}`;
  const text = firstText(value);
  return text ? `${base}: ${text}` : base;
}
