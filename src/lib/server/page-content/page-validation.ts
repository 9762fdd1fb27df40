/*
 * Checks a page document before it is stored: every section's type must be registered and its
 * data must pass that type's schema. Rich-text values are run through the posts' sanitiser, so
 * what is stored is already safe HTML. Errors carry paths the editor shows beside the field,
 * e.g. `sections.3.data.items.2.title`.
 */
import { z } from 'zod';
import { pageDocument, type PageDocument } from '../../page-content/page-document.ts';
import { SECTION_DEFINITIONS, isSectionType } from '../../page-content/sections/index.ts';
import { sanitizePostHtml } from '../blog/sanitize.ts';
import { escapeHtml } from '../../escape-html.ts';
import {
  fillOfferTokens,
  unknownOfferTokens,
  unknownTokenMessage,
  type OfferTokenValues,
} from '../../page-content/offer-tokens.ts';

export interface ContentFieldError {
  /** Dot-separated path from the document root. */
  path: string;
  message: string;
}

export type PageValidation = { ok: true; doc: PageDocument } | { ok: false; errors: ContentFieldError[] };

const issuesToErrors = (issues: z.core.$ZodIssue[], prefix: (string | number)[]): ContentFieldError[] =>
  issues.map((i) => ({ path: [...prefix, ...i.path].map(String).join('.'), message: i.message }));

type JsonSchemaNode = { 'x-kind'?: string; properties?: Record<string, JsonSchemaNode>; items?: JsonSchemaNode };
const jsonSchemas = new Map<string, JsonSchemaNode>();

function jsonSchemaFor(type: keyof typeof SECTION_DEFINITIONS): JsonSchemaNode {
  let s = jsonSchemas.get(type);
  if (!s) {
    s = z.toJSONSchema(SECTION_DEFINITIONS[type].schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode;
    jsonSchemas.set(type, s);
  }
  return s;
}

/** Returns `value` with every richText string (found through the JSON Schema's x-kind) sanitised. */
function sanitiseRichText(value: unknown, node: JsonSchemaNode | undefined): unknown {
  if (!node) return value;
  if (node['x-kind'] === 'richText' && typeof value === 'string') return sanitizePostHtml(value);
  if (Array.isArray(value) && node.items) return value.map((v) => sanitiseRichText(v, node.items));
  if (value && typeof value === 'object' && node.properties) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = sanitiseRichText(v, node.properties[k]);
    return out;
  }
  return value;
}

/** Sanitises a section's rich text again at render time (stored HTML is never trusted blindly). */
export function sanitiseSectionData(type: string, data: unknown): unknown {
  return isSectionType(type) ? sanitiseRichText(data, jsonSchemaFor(type)) : data;
}

/** Fills offer tokens in every string of a section's data; rich text gets the figure HTML-escaped. */
function fillTokens(value: unknown, node: JsonSchemaNode | undefined, values: OfferTokenValues): unknown {
  if (typeof value === 'string') return fillOfferTokens(value, values, node?.['x-kind'] === 'richText' ? escapeHtml : undefined);
  if (Array.isArray(value)) return value.map((v) => fillTokens(v, node?.items, values));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = fillTokens(v, node?.properties?.[k], values);
    return out;
  }
  return value;
}

/** A section's data with its offer tokens replaced by today's figures (render time, server only). */
export function fillSectionOfferTokens(type: string, data: unknown, values: OfferTokenValues): unknown {
  return fillTokens(data, isSectionType(type) ? jsonSchemaFor(type) : undefined, values);
}

/** Paths of strings holding offer tokens that name no offer, with the editor's message. */
function unknownTokenErrors(value: unknown, path: (string | number)[], values: OfferTokenValues): ContentFieldError[] {
  if (typeof value === 'string') {
    const unknown = unknownOfferTokens(value, values);
    return unknown.length > 0 ? [{ path: path.join('.'), message: unknownTokenMessage(unknown) }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => unknownTokenErrors(v, [...path, i], values));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => unknownTokenErrors(v, [...path, k], values));
  }
  return [];
}

/**
 * Checks a document; with `offerTokens` (every offer's token values) a token naming no offer is
 * refused at its field, so a typo never reaches the site as `{offer:…}`.
 */
export function validatePageDocument(input: unknown, offerTokens?: OfferTokenValues): PageValidation {
  const envelope = pageDocument.safeParse(input);
  if (!envelope.success) return { ok: false, errors: issuesToErrors(envelope.error.issues, []) };
  const errors: ContentFieldError[] = [];
  const seen = new Set<string>();
  const sections: PageDocument['sections'] = [];
  for (const [i, section] of envelope.data.sections.entries()) {
    if (seen.has(section.id)) {
      errors.push({ path: `sections.${i}.id`, message: 'Another section on this page already uses this id.' });
    }
    seen.add(section.id);
    if (!isSectionType(section.type)) {
      errors.push({ path: `sections.${i}.type`, message: 'Pick a section type from the list.' });
      continue;
    }
    const parsed = SECTION_DEFINITIONS[section.type].schema.safeParse(section.data);
    if (!parsed.success) {
      errors.push(...issuesToErrors(parsed.error.issues, ['sections', i, 'data']));
      continue;
    }
    if (offerTokens) errors.push(...unknownTokenErrors(parsed.data, ['sections', i, 'data'], offerTokens));
    sections.push({ ...section, data: sanitiseSectionData(section.type, parsed.data) });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, doc: { sections } };
}
