/*
 * A table's columns from an entity's declaration (src/lib/shapes/): each field is a column named
 * in snake_case (`priceNote` → `price_note`), typed by what the dialects return — a list or an
 * object is JSON text, a flag is a Bool — and read back into the record's shape by one codec, so
 * a repository does not restate the fields.
 */
import type { z } from 'zod';
import { columnName, fieldKinds, type FieldKind, type Fields, type RecordOf, type Stored } from '../../shapes/fields.ts';
import type { Bool, Json } from './schema.ts';
import { bool, json } from './values.ts';

type Snake<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Uppercase<H> ? (H extends Lowercase<H> ? H : `_${Lowercase<H>}`) : H}${Snake<T>}`
  : S;

/** How a value of the record is stored: the dialect-loose types of ./schema.ts. */
type ColumnOf<T, V = Exclude<T, undefined>> = [V] extends [boolean]
  ? Bool
  : [V] extends [number]
    ? number
    : [V] extends [string]
      ? string
      : [V] extends [string | null]
        ? string | null
        : Json;

/** The value written for a field: JSON text for lists and objects. */
type WriteOf<T, V = Exclude<T, undefined>> = [V] extends [boolean]
  ? boolean
  : [V] extends [number]
    ? number
    : [V] extends [string | null]
      ? V
      : string;

/** The columns of an entity's fields, for a table type in ./schema.ts. */
export type RowOf<S extends Fields> = { [K in keyof z.output<S> & string as Snake<K>]: ColumnOf<z.output<S>[K]> };

/** The values written for those columns. */
export type RowWrite<S extends Fields> = { [K in keyof z.output<S> & string as Snake<K>]: WriteOf<z.output<S>[K]> };

export interface RowCodec<S extends Fields> {
  /** The columns, in declaration order. */
  columns: readonly (keyof RowOf<S> & string)[];
  /** The record from a selected row (other columns are ignored). */
  read(row: object): Stored<S>;
  /** Every column's value, for an insert. */
  write(record: RecordOf<S>): RowWrite<S>;
  /** The columns of the fields given, for an update of some of them. */
  patch(record: Partial<RecordOf<S>>): Partial<RowWrite<S>>;
}

/** A nullable text field's empty value is stored, and read, as null: absent is one value, not two. */
const blankAsNull = (k: FieldKind, v: unknown) => (k.nullable && k.kind === 'text' && v === '' ? null : v);

export function rowCodec<S extends Fields>(fields: S): RowCodec<S> {
  const kinds = Object.entries(fieldKinds(fields)).map(([key, k]) => ({ key, column: columnName(key), ...k }));
  const encode = (record: Record<string, unknown>) =>
    Object.fromEntries(
      kinds
        // A field left out is not written: an update keeps the stored value, an insert the column's default.
        .filter((k) => record[k.key] !== undefined)
        .map((k) => {
          const v = blankAsNull(k, record[k.key]);
          return [k.column, ['list', 'array', 'json'].includes(k.kind) && !(k.nullable && v == null) ? JSON.stringify(v) : v];
        }),
    );
  return {
    columns: kinds.map((k) => k.column) as (keyof RowOf<S> & string)[],
    read(row) {
      const r = row as Record<string, unknown>;
      return Object.fromEntries(
        kinds.map((k) => {
          const v = blankAsNull(k, r[k.column]);
          if (k.nullable && v == null) return [k.key, null];
          switch (k.kind) {
            case 'number':
              return [k.key, Number(v)];
            case 'bool':
              return [k.key, bool(v as boolean | number)];
            case 'enum':
              return [k.key, k.options!.includes(v as string) ? v : k.options![0]];
            case 'list':
            case 'array':
              return [k.key, json<unknown[]>(v, [])];
            case 'json':
              return [k.key, json<unknown>(v, null)];
            default:
              return [k.key, v ?? ''];
          }
        }),
      ) as Stored<S>;
    },
    write: (record) => encode(record as Record<string, unknown>) as RowWrite<S>,
    patch: (record) => encode(record as Record<string, unknown>) as Partial<RowWrite<S>>,
  };
}
