/*
 * One declaration per entity (src/lib/shapes/<entity>.ts): a zod object whose keys are the
 * record's fields, whose checks are what staff may save and whose `.meta({ title })` is the label
 * a person reads. What other code needs — the database row (server/db/row-shape.ts), views,
 * revision payloads, a plain form's state — is derived here from that object, so a field is
 * added or renamed in one place.
 */
import type { z } from 'zod';
import type { ConflictInfo } from '../admin/versions.ts';

// Any zod object (zod 4's ZodObject defaults its shape to the widest one).
export type Fields = z.ZodObject;
export type RecordOf<S extends Fields> = z.output<S>;
/** A record as read back from storage: every field present (an absent value reads as null). */
export type Stored<S extends Fields> = { [K in keyof RecordOf<S>]-?: Exclude<RecordOf<S>[K], undefined> };

/** How a field is stored and posted: the zod type under its optional/nullable/pipe wrappers. */
export interface FieldKind {
  kind: 'text' | 'number' | 'bool' | 'enum' | 'list' | 'array' | 'json';
  nullable: boolean;
  /** The values of an enum, first = the one an unknown stored value reads as. */
  options?: readonly string[];
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string>;
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

function kindOf(schema: z.ZodType): FieldKind {
  let s = schema;
  let nullable = false;
  for (;;) {
    const def = defOf(s);
    if (def.type === 'nullable') nullable = true;
    if (def.innerType && ['nullable', 'optional', 'default', 'readonly', 'prefault'].includes(def.type)) s = def.innerType;
    else if (def.type === 'pipe' && def.in) s = def.in;
    else break;
  }
  const def = defOf(s);
  switch (def.type) {
    case 'number':
      return { kind: 'number', nullable };
    case 'boolean':
      return { kind: 'bool', nullable };
    case 'enum':
      return { kind: 'enum', nullable, options: Object.values(def.entries ?? {}) };
    case 'array':
      return { kind: def.element && defOf(def.element).type === 'string' ? 'list' : 'array', nullable };
    case 'object':
    case 'record':
      return { kind: 'json', nullable };
    default:
      return { kind: 'text', nullable };
  }
}

/** The storage name of a field: snake_case (`priceNote` → `price_note`), as every table and setting key is named. */
export const columnName = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const kindCache = new WeakMap<Fields, Record<string, FieldKind>>();

/** Each field's kind, in declaration order (computed once per declaration). */
export function fieldKinds(fields: Fields): Record<string, FieldKind> {
  let kinds = kindCache.get(fields);
  if (!kinds) {
    kinds = Object.fromEntries(Object.entries(fields.shape).map(([k, s]) => [k, kindOf(s as z.ZodType)]));
    kindCache.set(fields, kinds);
  }
  return kinds;
}

const metaOf = (fields: Fields, key: string) => (fields.shape[key] as z.ZodType).meta();

/** Each field's label: its `.meta({ title })`, else its key. */
export function fieldLabels<S extends Fields>(fields: S): Record<keyof RecordOf<S> & string, string> {
  return Object.fromEntries(Object.keys(fields.shape).map((k) => [k, String(metaOf(fields, k)?.title ?? k)])) as Record<
    keyof RecordOf<S> & string,
    string
  >;
}

/** Each field's hint, where its declaration has one: its `.meta({ description })`. */
export function fieldHints<S extends Fields>(fields: S): Partial<Record<keyof RecordOf<S> & string, string>> {
  return Object.fromEntries(
    Object.keys(fields.shape).flatMap((k) => {
      const hint = metaOf(fields, k)?.description;
      return hint ? [[k, hint]] : [];
    }),
  ) as Partial<Record<keyof RecordOf<S> & string, string>>;
}

/**
 * The declared fields of `record`, in declaration order (lists copied). Revisions are compared as
 * JSON and PostgreSQL's jsonb does not keep key order, so a payload is always built this way.
 */
export function pickFields<S extends Fields>(fields: S, record: RecordOf<S>): RecordOf<S> {
  const source = record as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(fields.shape).map((k) => [k, Array.isArray(source[k]) ? [...(source[k] as unknown[])] : source[k]]),
  ) as RecordOf<S>;
}

/** A plain form's fields as the text it posts: a list is one line per item. */
export type FormValues<S extends Fields> = { [K in keyof RecordOf<S>]: string };

/** A plain (no script) form's state after a refused post: what was posted, and why not. */
export interface PlainFormState<S extends Fields> {
  values: FormValues<S>;
  errors: Record<string, string>;
  /** The version the refused post was based on: kept, so 'save mine over theirs' says what it replaced. */
  version?: string;
  conflict?: { info: ConflictInfo; message: string };
}

/** The form's starting values from the stored record. */
export function formValues<S extends Fields>(fields: S, record: RecordOf<S>): FormValues<S> {
  const source = record as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(fields.shape).map((k) => {
      const v = source[k];
      return [k, Array.isArray(v) ? v.join('\n') : v == null ? '' : String(v)];
    }),
  ) as FormValues<S>;
}

/** The form's values as posted (`read` gives a field's text, '' when absent). */
export function postedValues<S extends Fields>(fields: S, read: (name: string) => string): FormValues<S> {
  return Object.fromEntries(Object.keys(fields.shape).map((k) => [k, read(k)])) as FormValues<S>;
}

/**
 * Posted text back in the record's shape: a list split by line, a number read as one. Not
 * validated: it is what was posted, to compare with a stored version or to send to the action
 * that validates it.
 */
export function formRecord<S extends Fields>(fields: S, values: FormValues<S> | Readonly<Record<string, string>>): RecordOf<S> {
  const kinds = fieldKinds(fields);
  const source = values as Record<string, string>;
  const read = (k: string) => {
    const text = source[k] ?? '';
    if (kinds[k]!.kind === 'number') return Number(text);
    if (kinds[k]!.kind !== 'list') return text;
    return text
      .split(/\r?\n/)
      .map((s) => s.trim())
      .filter(Boolean);
  };
  return Object.fromEntries(Object.keys(fields.shape).map((k) => [k, read(k)])) as RecordOf<S>;
}

/** A new record's starting values: empty text (null where a field may be absent), 0, false, the first option, []. */
export function emptyRecord<S extends Fields>(fields: S): RecordOf<S> {
  const empty = (k: FieldKind): unknown => {
    if (k.nullable) return null;
    if (k.kind === 'number') return 0;
    if (k.kind === 'bool') return false;
    if (k.kind === 'enum') return k.options![0];
    if (k.kind === 'list' || k.kind === 'array') return [];
    return k.kind === 'json' ? {} : '';
  };
  return Object.fromEntries(Object.entries(fieldKinds(fields)).map(([key, k]) => [key, empty(k)])) as RecordOf<S>;
}
