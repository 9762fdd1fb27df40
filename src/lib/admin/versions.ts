/*
 * The save contract every staff editor follows (issue 23, "no lost edits"): a save names the
 * version it was based on; one based on an older version is refused with a CONFLICT that says
 * who changed the record and when, and carries the stored values so the editor can show the
 * difference. A second save with `overwrite` replaces them knowingly (and is audited).
 * Shared by the islands and the handlers.
 */
import { z } from 'zod';

export const VERSION_KINDS = [
  'page',
  'post',
  'offer',
  'testimonial',
  'caseStudy',
  'media',
  'pageMeta',
  'settings',
  'calculatorOption',
  'buildCosts',
] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

/** Each kind in a sentence ('saved over Alex Smith’s newer version of the offer'). */
export const VERSION_KIND_LABELS: Record<VersionKind, string> = {
  page: 'page draft',
  post: 'post',
  offer: 'offer',
  testimonial: 'testimonial',
  caseStudy: 'case study',
  media: 'picture’s details',
  pageMeta: 'page’s meta',
  settings: 'settings',
  calculatorOption: 'calculator option',
  buildCosts: 'build costs',
};

export const VERSION_REQUIRED = 'This form does not say which version it changes: reload the page and make the change again.';

/** The version a form was loaded with: a number from JSON, digits from a plain form post. */
export const versionField = z
  .union([z.number().int().min(0).max(1_000_000_000), z.string().regex(/^\d{1,9}$/)], { error: VERSION_REQUIRED })
  .transform(Number);

/**
 * 'Save anyway' after a conflict: true from JSON, 'on'/'true' from a plain form's checkbox. A plain
 * form without the checkbox sends nothing, which Astro passes on as null.
 */
export const overwriteField = z
  .union([z.boolean(), z.enum(['on', 'true', 'false', '']), z.null()])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');

export const versionInput = { version: versionField, overwrite: overwriteField };

/** The same two fields for a record that may not exist yet (no version until it is created). */
export const optionalVersionInput = { version: versionField.optional(), overwrite: overwriteField };

export interface ConflictInfo {
  kind: VersionKind;
  key: string;
  /** The stored version: send it with `overwrite` to replace it knowingly. */
  version: number;
  by: string;
  /** ISO time of the newer save; `atLabel` is the same in UK time. */
  at: string;
  atLabel: string;
  /** The refusal in words: who saved the newer version and when (UK time). */
  message: string;
  /** The stored values, in the shape the editor sends. */
  stored: Record<string, unknown>;
  /** For a merged save (a page): only the fields both sides changed, named for the editor. */
  conflicts?: string[];
}

interface IssueLike {
  path?: readonly PropertyKey[];
  message?: string;
  params?: { conflict?: ConflictInfo };
}

/** The conflict an action refused a save with, if that was the reason. */
export function readConflict(error: unknown): ConflictInfo | undefined {
  if (typeof error !== 'object' || error === null || !('issues' in error)) return undefined;
  const issues = (error as { issues: unknown }).issues;
  if (!Array.isArray(issues)) return undefined;
  return (issues as IssueLike[]).find((i) => i.params?.conflict)?.params?.conflict;
}

export interface ValueDifference {
  /** 'sections.2.data.heading' */
  path: string;
  theirs: string;
  mine: string;
}

const IGNORED = new Set(['version', 'overwrite']);

function flatten(value: unknown, path: string, out: Map<string, string>): void {
  if (Array.isArray(value)) {
    if (value.length === 0) out.set(path, '');
    value.forEach((v, i) => flatten(v, path ? `${path}.${i}` : String(i), out));
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) if (!(path === '' && IGNORED.has(k))) flatten(v, path ? `${path}.${k}` : k, out);
  } else {
    out.set(path, value == null ? '' : String(value));
  }
}

/** Field by field: every leaf value that differs between what the editor holds and what is stored. */
export function valueDifferences(mine: unknown, theirs: unknown): ValueDifference[] {
  const a = new Map<string, string>();
  const b = new Map<string, string>();
  flatten(mine, '', a);
  flatten(theirs, '', b);
  const paths = [...new Set([...b.keys(), ...a.keys()])];
  return paths
    .filter((p) => (a.get(p) ?? '') !== (b.get(p) ?? ''))
    .map((p) => ({ path: p, mine: a.get(p) ?? '', theirs: b.get(p) ?? '' }));
}
