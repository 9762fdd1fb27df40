import { useState, type FormEvent } from 'react';
import { FormActions } from '../ui/FormActions.tsx';
import { MediaPicker } from '../media/MediaPicker.tsx';
import { FieldError } from '../ui/Field.tsx';
import { ConflictPanel, labelDifferences } from '../ui/ConflictPanel.tsx';
import { useVersionConflict } from '../ui/use-version-conflict.ts';
import { valueDifferences } from '../../../lib/admin/versions.ts';
import { actions } from 'astro:actions';
import { readFieldErrors } from '../../../lib/field-errors.ts';
import { slugify } from '../../../lib/blog/slugify.ts';
import { CASE_SLUG_MAX, COMPANY_MAX, NAME_MAX, QUOTE_MAX, STORY_MAX, SUMMARY_MAX, TITLE_MAX } from '../../../lib/admin/proof.ts';
import { EMPTY_CASE_STUDY, caseStudyFields, type CaseStudy, type CaseStudyFields } from '../../../lib/shapes/case-study.ts';
import { pickFields } from '../../../lib/shapes/fields.ts';
import { ProofField } from './ProofField.tsx';
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
  const [form, setForm] = useState<CaseStudyFields>(initial ? pickFields(caseStudyFields, initial) : EMPTY_CASE_STUDY);
  const [stackText, setStackText] = useState((initial?.stack ?? []).join(', '));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // The version this form is based on (src/lib/admin/versions.ts); a newer one refuses the save.
  const [version, setVersion] = useState(initial?.version ?? 0);
  const stale = useVersionConflict();
  const set =
    <K extends keyof CaseStudyFields>(key: K) =>
    (value: CaseStudyFields[K]) =>
      setForm({ ...form, [key]: value });

  async function submit(e: FormEvent | null, overwrite = false) {
    e?.preventDefault();
    setBusy(true);
    const stack = stackText
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const slug = form.slug || slugify(form.title, CASE_SLUG_MAX);
    const { data, error } = await actions.admin.proof.saveCaseStudy({
      ...form,
      slug,
      stack,
      id: initial?.id,
      version,
      overwrite,
    });
    setBusy(false);
    if (error && stale.take(error)) return;
    if (error) {
      const { fields, handlerMessage } = readFieldErrors(error);
      setErrors(Object.keys(fields).length ? fields : { form: handlerMessage ?? error.message });
      return;
    }
    onSaved(data);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {stale.conflict && initial && (
        <ConflictPanel
          conflict={stale.conflict.info}
          message={stale.conflict.message}
          busy={busy}
          differences={labelDifferences(
            valueDifferences(
              {
                ...form,
                stack: stackText
                  .split(',')
                  .map((x) => x.trim())
                  .filter(Boolean),
              },
              stale.conflict.info.stored,
            ),
          )}
          onReload={() => {
            const { info } = stale.conflict!;
            setForm(pickFields(caseStudyFields, { ...initial, ...(info.stored as object) }));
            setStackText(((info.stored.stack as string[] | undefined) ?? []).join(', '));
            setVersion(info.version);
            stale.clear();
          }}
          onOverwrite={() => {
            stale.clear();
            void submit(null, true);
          }}
        />
      )}
      <ProofField id="cs-title" label="Title" value={form.title} onChange={set('title')} max={TITLE_MAX} error={errors.title} />
      <ProofField
        id="cs-slug"
        label="Slug"
        value={form.slug}
        onChange={set('slug')}
        max={CASE_SLUG_MAX}
        hint="The address: /work/your-slug. Leave blank to make one from the title."
        error={errors.slug}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ProofField
          id="cs-client"
          label="Client"
          value={form.client}
          onChange={set('client')}
          max={COMPANY_MAX}
          error={errors.client}
        />
        <ProofField
          id="cs-sector"
          label="Sector"
          value={form.sector}
          onChange={set('sector')}
          max={NAME_MAX}
          error={errors.sector}
        />
      </div>
      <ProofField
        id="cs-summary"
        label="Summary"
        value={form.summary}
        onChange={set('summary')}
        max={SUMMARY_MAX}
        rows={2}
        error={errors.summary}
      />
      <ProofField
        id="cs-problem"
        label="The problem"
        value={form.problem}
        onChange={set('problem')}
        max={STORY_MAX}
        rows={5}
        hint="Leave a blank line between paragraphs."
        error={errors.problem}
      />
      <ProofField
        id="cs-built"
        label="What we built"
        value={form.built}
        onChange={set('built')}
        max={STORY_MAX}
        rows={5}
        error={errors.built}
      />
      <ResultsEditor results={form.results} onChange={set('results')} error={errors.results} />
      <ProofField
        id="cs-stack"
        label="Stack"
        value={stackText}
        onChange={setStackText}
        hint="Tools and platforms, separated by commas."
        error={errors.stack}
      />
      <ProofField
        id="cs-quote"
        label="Client quote (optional)"
        value={form.quote ?? ''}
        onChange={(v) => set('quote')(v || null)}
        max={QUOTE_MAX}
        rows={3}
        error={errors.quote}
      />
      <ProofField
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
