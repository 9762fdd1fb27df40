import { useState } from 'react';
import { actions } from 'astro:actions';
import { slugify } from '../../../lib/blog/slugify.ts';
import { CASE_SLUG_MAX, COMPANY_MAX, NAME_MAX, QUOTE_MAX, STORY_MAX, SUMMARY_MAX, TITLE_MAX } from '../../../lib/admin/proof.ts';
import { EMPTY_CASE_STUDY, caseStudyFields, type CaseStudy, type CaseStudyFields } from '../../../lib/shapes/case-study.ts';
import { TextField } from '../ui/TextField.tsx';
import { ResultsEditor } from './ResultsEditor.tsx';
import { PictureField, RecordForm, useRecordForm } from './record-form.tsx';

/** Create or edit a case study. Saving never publishes: that is a separate, audited step in the list. */
export function CaseStudyForm({
  initial,
  onSaved,
  onCancel,
}: {
  initial: (CaseStudy & { version?: number }) | null;
  onSaved: (row: CaseStudy) => void;
  onCancel: () => void;
}) {
  const state = useRecordForm({
    fields: caseStudyFields,
    initial,
    empty: EMPTY_CASE_STUDY,
    send: (fields: CaseStudyFields, version, overwrite) =>
      actions.admin.proof.saveCaseStudy({
        ...fields,
        slug: fields.slug || slugify(fields.title, CASE_SLUG_MAX),
        id: initial?.id,
        version,
        overwrite,
      }),
    onSaved,
  });
  const { form, set } = state;
  const { errors } = state.saving;
  const [stackText, setStackText] = useState((initial?.stack ?? []).join(', '));
  // What a save sends: the stack is typed as one line, separated by commas.
  const fields = {
    ...form,
    stack: stackText
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };

  return (
    <RecordForm
      state={state}
      values={fields}
      onReload={(info) => {
        state.loadTheirs(info);
        setStackText(((info.stored.stack as string[] | undefined) ?? []).join(', '));
      }}
      saveLabel="Save case study"
      onCancel={onCancel}
    >
      <TextField id="cs-title" label="Title" value={form.title} onChange={set('title')} max={TITLE_MAX} error={errors.title} />
      <TextField
        id="cs-slug"
        label="Slug"
        value={form.slug}
        onChange={set('slug')}
        max={CASE_SLUG_MAX}
        hint="The address: /work/your-slug. Leave blank to make one from the title."
        error={errors.slug}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="cs-client"
          label="Client"
          value={form.client}
          onChange={set('client')}
          max={COMPANY_MAX}
          error={errors.client}
        />
        <TextField
          id="cs-sector"
          label="Sector"
          value={form.sector}
          onChange={set('sector')}
          max={NAME_MAX}
          error={errors.sector}
        />
      </div>
      <TextField
        id="cs-summary"
        label="Summary"
        value={form.summary}
        onChange={set('summary')}
        max={SUMMARY_MAX}
        rows={2}
        error={errors.summary}
      />
      <TextField
        id="cs-problem"
        label="The problem"
        value={form.problem}
        onChange={set('problem')}
        max={STORY_MAX}
        rows={5}
        hint="Leave a blank line between paragraphs."
        error={errors.problem}
      />
      <TextField
        id="cs-built"
        label="What we built"
        value={form.built}
        onChange={set('built')}
        max={STORY_MAX}
        rows={5}
        error={errors.built}
      />
      <ResultsEditor results={form.results} onChange={set('results')} error={errors.results} />
      <TextField
        id="cs-stack"
        label="Stack"
        value={stackText}
        onChange={setStackText}
        hint="Tools and platforms, separated by commas."
        error={errors.stack}
      />
      <TextField
        id="cs-quote"
        label="Client quote (optional)"
        value={form.quote ?? ''}
        onChange={(v) => set('quote')(v || null)}
        max={QUOTE_MAX}
        rows={3}
        error={errors.quote}
      />
      <TextField
        id="cs-quote-by"
        label="Quote by"
        value={form.quoteBy}
        onChange={set('quoteBy')}
        hint="Role or name, e.g. 'Finance Manager'."
        error={errors.quoteBy}
      />
      <PictureField
        id="cs-cover"
        label="Cover picture (optional; on the case study and its card)"
        mediaId={form.coverMediaId}
        onChange={set('coverMediaId')}
        error={errors.coverMediaId}
      />
    </RecordForm>
  );
}
