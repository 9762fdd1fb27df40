/*
 * The editor's form, read from a section's JSON Schema (`z.toJSONSchema(definition.schema)`, made on
 * the server). Each field kind from src/lib/page-content/fields.ts carries `x-kind`; a plain object
 * without one is a group of fields. The island renders a control per FieldSpec and never sees zod.
 */
import type { FieldKind } from '../fields.ts';

/** The subset of JSON Schema that z.toJSONSchema() writes for section schemas. */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  'x-kind'?: string;
  maxLength?: number;
  minLength?: number;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  default?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

interface Common {
  /** Property name within its parent ('' for a list's item). */
  key: string;
  label: string;
  hint?: string;
  required: boolean;
}
export type TextSpec = Common & { kind: 'text' | 'textarea' | 'richText' | 'href'; maxLength?: number };
export type ChoiceSpec = Common & { kind: 'icon' | 'select'; options: string[] };
export type PlainSpec = Common & { kind: 'boolean' | 'image' | 'offer' };
export type ListSpec = Common & { kind: 'list'; item: FieldSpec; minItems: number; maxItems?: number };
export type GroupSpec = Common & { kind: 'group'; fields: FieldSpec[] };
export type FieldSpec = TextSpec | ChoiceSpec | PlainSpec | ListSpec | GroupSpec;

const KINDS = new Set<FieldKind>(['text', 'textarea', 'richText', 'href', 'icon', 'image', 'offer', 'list', 'boolean', 'select']);

/** 'ctaLabel' → 'Cta label': a readable label when a schema has no title. */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Item';
}

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace(/^#\/\$defs\//, '');
  const target = root.$defs?.[name];
  return target ? { ...resolve(target, root), ...schema, $ref: undefined } : schema;
}

function kindOf(schema: JsonSchema): FieldKind | 'group' {
  const declared = schema['x-kind'];
  if (declared && KINDS.has(declared as FieldKind)) return declared as FieldKind;
  if (schema.type === 'boolean') return 'boolean';
  if (schema.type === 'array') return 'list';
  if (schema.type === 'object' || schema.properties) return 'group';
  if (schema.enum) return 'select';
  return 'text';
}

/** One field of the form. `required` is the parent's verdict on this key. */
export function fieldSpec(raw: JsonSchema, key: string, required: boolean, root: JsonSchema = raw): FieldSpec {
  const schema = resolve(raw, root);
  const common: Common = { key, label: schema.title ?? humanise(key), hint: schema.description, required };
  const kind = kindOf(schema);
  switch (kind) {
    case 'text':
    case 'textarea':
    case 'richText':
    case 'href':
      return { ...common, kind, maxLength: schema.maxLength };
    case 'icon':
    case 'select':
      return { ...common, kind, options: (schema.enum ?? []).map(String) };
    case 'list':
      return {
        ...common,
        kind,
        item: fieldSpec(schema.items ?? { type: 'string' }, '', true, root),
        minItems: schema.minItems ?? 0,
        maxItems: schema.maxItems,
      };
    case 'group':
      return { ...common, kind, fields: objectFields(schema, root) };
    default:
      return { ...common, kind };
  }
}

/** The fields of an object schema, in declaration order (a section's data is one). */
export function objectFields(raw: JsonSchema, root: JsonSchema = raw): FieldSpec[] {
  const schema = resolve(raw, root);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([key, child]) => fieldSpec(child, key, required.has(key), root));
}

/** A fresh value for a field: what 'Add section' and 'Add item' start from. */
export function emptyValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'boolean':
      return false;
    case 'image':
      return null;
    case 'offer':
      return { offerId: '' };
    case 'icon':
    case 'select':
      return spec.options[0] ?? '';
    case 'list':
      return Array.from({ length: spec.minItems }, () => emptyValue(spec.item));
    case 'group':
      return Object.fromEntries(spec.fields.filter((f) => f.required).map((f) => [f.key, emptyValue(f)]));
    default:
      return '';
  }
}
