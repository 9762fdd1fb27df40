// One rule for "is this proof real?" (issue 38). The public label, the admin badge and the
// setup checklist all ask here, so they cannot disagree: before, the home page labelled a quote
// 'Illustrative' while the admin list showed its consent date and the checklist counted the
// flag alone, and the sample case study went live as a real project and ticked the checklist.

/**
 * A testimonial is illustrative when it is marked so, or when nobody has recorded the day its
 * client agreed to be quoted: without consent on record it is never shown as a real client's words.
 */
export function isIllustrativeTestimonial(t: { illustrative: boolean; consentDate: string | null }): boolean {
  return t.illustrative || t.consentDate === null;
}

/** A case study is a sample while it is the example a fresh install starts with, unedited. */
export function isSampleCaseStudy(c: { sample: boolean }): boolean {
  return c.sample;
}

export const SAMPLE_CASE_LABEL = 'Sample project';
export const SAMPLE_CASE_NOTE =
  'This is an example of the kind of project we take on, written to show how we work; it is not a named client’s story.';
/** What the owner reads before publishing the unedited sample (and the server's refusal without that answer). */
export const SAMPLE_PUBLISH_QUESTION =
  'This is the sample case study, not one of your projects. Publish it anyway? It will keep its ‘Sample project’ label until you rewrite it.';
