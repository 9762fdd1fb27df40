/*
 * A section type: its name, the label staff see in the editor, and the zod schema of its data.
 * Definitions are isomorphic (no React), so the server validates with them and the editor is
 * generated from `z.toJSONSchema(definition.schema)`. The component that renders a type lives in
 * src/components/sections/ and is looked up by `type` (registry there).
 */
import type { z } from 'zod';

export interface SectionDefinition<S extends z.ZodType = z.ZodType> {
  /** camelCase, stable: stored in the database. Never rename one without a migration. */
  type: string;
  /** Shown in the editor's 'Add section' list and section headers. */
  label: string;
  /** One sentence: what the section is for and where it looks right. */
  description: string;
  schema: S;
}

export function defineSection<S extends z.ZodType>(definition: SectionDefinition<S>): SectionDefinition<S> {
  return definition;
}

/** The data a section component receives, inferred from its definition. */
export type SectionData<D> = D extends SectionDefinition<infer S> ? z.infer<S> : never;
