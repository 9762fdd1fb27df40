/*
 * The shape of a page's content, shared by the renderer, the editor and the repository.
 *
 * A page is an ordered list of typed sections. `type` names an entry of the section registry
 * (src/lib/page-content/sections/), whose zod schema validates `data`. Code owns the section
 * components; the words, numbers, links and order live in the database.
 */
import { z } from 'zod';

export const SECTION_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const sectionEnvelope = z.object({
  /** Stable id within the page (also the in-page anchor where a section has one). */
  id: z.string().regex(SECTION_ID, 'Use lowercase letters, digits and hyphens.'),
  type: z.string().min(1).max(64),
  hidden: z.boolean().default(false),
  data: z.unknown(),
});
export type SectionEnvelope = z.infer<typeof sectionEnvelope>;

export const pageDocument = z.object({
  sections: z.array(sectionEnvelope).max(40, 'A page holds at most 40 sections.'),
});
export type PageDocument = z.infer<typeof pageDocument>;

/** Where a page stands: the published document is what visitors see; the draft is what staff edit. */
export type PageStatus = 'published' | 'draft-changes';
