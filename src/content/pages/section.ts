import type { z } from 'zod';
import type { SectionDefinition } from '../../lib/content/sections/define.ts';

/**
 * One section of a page document, type-checked against its definition's schema, so a seed that
 * no longer matches the schema fails `astro check` before it fails a test.
 */
export function section<S extends z.ZodType>(definition: SectionDefinition<S>, id: string, data: z.input<S>) {
  return { id, type: definition.type, hidden: false, data };
}
