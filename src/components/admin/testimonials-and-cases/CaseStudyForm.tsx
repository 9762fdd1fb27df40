import { useState } from 'react';
import { FormActions } from '../ui/FormActions.tsx';
import { MediaPicker } from '../media/MediaPicker.tsx';
import { FieldError } from '../ui/Field.tsx';
import { SaveConflict, useVersionedSave } from '../ui/versioned-save.tsx';
import { useProofForm } from './use-proof-form.ts';
import { actions } from 'astro:actions';
import { slugify } from '../../../lib/blog/slugify.ts';
import { CASE_SLUG_MAX, COMPANY_MAX, NAME_MAX, QUOTE_MAX, STORY_MAX, SUMMARY_MAX, TITLE_MAX } from '../../../lib/admin/proof.ts';
import { EMPTY_CASE_STUDY, caseStudyFields, type CaseStudy, type CaseStudyFields } from '../../../lib/shapes/case-study.ts';
import { TextField } from '../ui/TextField.tsx';
import { ResultsEditor } from './ResultsEditor.tsx';

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
  const { form, version, set, loadTheirs } = useProofForm(caseStudyFields, initial, EMPTY_CASE_STUDY);
  const [stackText, setStackText] = useState((initial?.stack ?? []).join(', '));
  const saving = useVersionedSave({
    send: (fields: CaseStudyFields, overwrite) =>
      actions.admin.proof.saveCaseStudy({
        ...fields,
        slug: fields.slug || slugify(fields.title, CASE_SLUG_MAX),
        id: initial?.id,
        version,
        overwrite,
      }),
    onSaved,
  });
  const { errors, busy } = saving;
  // What a save sends: the stack is typed as one line, separated by commas.
  const fields = {
    ...form,
    stack: stackText
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };

  return (
    <form onSubmit={(e) => saving.submit(e, fields)} noValidate className="space-y-4">
      {initial && (
        <SaveConflict
          saving={saving}
          mine={fields}
          onReload={(info) => {
            loadTheirs(info);
            setStackText(((info.stored.stack as string[] | undefined) ?? []).join(', '));
          }}
        />
      )}
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
      <div>
        <MediaPicker
          label="Cover picture (optional; on the case study and its card)"
          value={form.coverMediaId ? { mediaId: form.coverMediaId } : null}
          onChange={(v) => set('coverMediaId')(v?.mediaId ?? null)}
        />
        <FieldError id="cs-cover" message={errors.coverMediaId} />
      </div>
      <FormActions error={errors.form} busy={busy} onCancel={onCancel} saveLabel="Save case study" />
    </form>
  );
}
