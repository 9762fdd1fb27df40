/*
 * The editor's own check before it sends a draft: the same zod schemas the server validates with
 * (src/lib/page-content/sections/), so most messages appear without a round trip. The server still
 * checks everything and has the last word.
 */
import { SECTION_DEFINITIONS } from '../sections/index.ts';
import type { PageDocument } from '../page-document.ts';
import { errorsByPath } from './paths.ts';

export function checkDocument(doc: PageDocument): Record<string, string> {
  let errors: Record<string, string> = {};
  const seen = new Set<string>();
  doc.sections.forEach((section, i) => {
    if (seen.has(section.id)) errors[`sections.${i}.id`] = 'Another section on this page already uses this id.';
    seen.add(section.id);
    const definition = (SECTION_DEFINITIONS as Record<string, { schema: { safeParse(v: unknown): unknown } }>)[section.type];
    if (!definition) return;
    const result = definition.schema.safeParse(section.data) as {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
    if (!result.success && result.error) errors = { ...errorsByPath(result.error.issues, ['sections', i, 'data']), ...errors };
  });
  return errors;
}
