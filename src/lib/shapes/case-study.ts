/*
 * A case study declared once. The `case_studies` table's columns (server/db/schema.ts), the
 * repository's record, the views /work renders, the Proof tab's form and the save action's input
 * derive from `caseStudyFields`; the limits and messages are the Proof contract's
 * (src/lib/admin/proof.ts).
 */
import { z } from 'zod';
import {
  CASE_SLUG_MAX,
  CASE_SLUG_PATTERN,
  COMPANY_MAX,
  FIGURE_MAX,
  NAME_MAX,
  PROOF_STATUSES,
  QUOTE_MAX,
  RESULTS_MAX,
  RESULT_LABEL_MAX,
  ROLE_MAX,
  STACK_ITEM_MAX,
  STACK_MAX,
  STORY_MAX,
  SUMMARY_MAX,
  TITLE_MAX,
  mediaIdField,
  proofRequired,
  proofText,
} from '../admin/proof.ts';
import { emptyRecord, type RecordOf } from './fields.ts';

export const resultSchema = z.object({
  figure: proofRequired(FIGURE_MAX, 'Figure'),
  label: proofRequired(RESULT_LABEL_MAX, 'Result label'),
});
export type CaseStudyResult = z.infer<typeof resultSchema>;

/** What staff edit. */
export const caseStudyFields = z.object({
  slug: z
    .string()
    .trim()
    .max(CASE_SLUG_MAX, `Keep the slug under ${CASE_SLUG_MAX} characters.`)
    .regex(CASE_SLUG_PATTERN, 'Use lower-case letters, numbers and single hyphens in the slug.'),
  title: proofRequired(TITLE_MAX, 'Title'),
  client: proofRequired(COMPANY_MAX, 'Client'),
  sector: proofText(NAME_MAX, 'Sector'),
  summary: proofRequired(SUMMARY_MAX, 'Summary'),
  problem: proofRequired(STORY_MAX, 'Problem'),
  built: proofRequired(STORY_MAX, 'What we built'),
  results: z.array(resultSchema).max(RESULTS_MAX, `Show at most ${RESULTS_MAX} results.`),
  stack: z.array(proofRequired(STACK_ITEM_MAX, 'Stack item')).max(STACK_MAX, `List at most ${STACK_MAX} tools.`),
  quote: proofText(QUOTE_MAX, 'Quote').nullable(),
  quoteBy: proofText(NAME_MAX + ROLE_MAX, 'Quote by'),
  coverMediaId: mediaIdField,
});
export type CaseStudyFields = RecordOf<typeof caseStudyFields>;

/** The save action's input: the fields, and the id when it changes an existing one. */
export const caseStudyInput = caseStudyFields.extend({ id: z.string().max(64).optional() });
export type CaseStudyInput = RecordOf<typeof caseStudyInput>;

/** As stored: the fields and whether it is live (publishing is its own action, which dates it). */
/** `sample`: the unedited example a fresh install starts with (0034; the rule is lib/testimonials-and-cases/illustrative.ts). */
export const caseStudyRecordFields = caseStudyFields.extend({ status: z.enum(PROOF_STATUSES), sample: z.boolean() });
export type CaseStudy = RecordOf<typeof caseStudyRecordFields> & {
  id: string;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** What a card shows: the story's fields stay on its own page. */
export const caseStudySummaryFields = caseStudyFields.pick({
  slug: true,
  title: true,
  client: true,
  sector: true,
  summary: true,
  coverMediaId: true,
});
export type CaseStudySummaryView = RecordOf<typeof caseStudySummaryFields> & {
  /** The first result, shown on cards. */
  headline: CaseStudyResult | null;
  /** The unedited sample: labelled wherever it is shown. */
  sample: boolean;
};
/** /work/[slug]: every field, and when it went live. */
export type CaseStudyView = CaseStudySummaryView & CaseStudyFields & { publishedAt: string; updatedAt: string };

/** A new case study's form: empty, with one result row to fill in. */
export const EMPTY_CASE_STUDY: CaseStudyFields = { ...emptyRecord(caseStudyFields), results: [{ figure: '', label: '' }] };
