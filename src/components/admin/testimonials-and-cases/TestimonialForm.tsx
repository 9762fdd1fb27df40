import { useState, type FormEvent } from 'react';
import { actions } from 'astro:actions';
import { readFieldErrors } from '../../../lib/field-errors.ts';
import { COMPANY_MAX, HIGHLIGHT_MAX, NAME_MAX, QUOTE_MAX, ROLE_MAX } from '../../../lib/admin/proof.ts';
import {
  EMPTY_TESTIMONIAL,
  testimonialFields,
  type Testimonial,
  type TestimonialFields,
} from '../../../lib/shapes/testimonial.ts';
import { pickFields } from '../../../lib/shapes/fields.ts';
import { ProofField } from './ProofField.tsx';
import { FormActions } from '../ui/FormActions.tsx';
import { MediaPicker } from '../media/MediaPicker.tsx';
import { FieldError } from '../ui/Field.tsx';
import { ConflictPanel, labelDifferences } from '../ui/ConflictPanel.tsx';
import { useVersionConflict } from '../ui/use-version-conflict.ts';
import { valueDifferences } from '../../../lib/admin/versions.ts';

/** Create or edit one testimonial. The server applies the consent rule; its message shows beside the date. */
export function TestimonialForm({
  initial,
  onSaved,
  onCancel,
}: {
  initial: (Testimonial & { version?: number }) | null;
  onSaved: (row: Testimonial) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState<TestimonialFields>(initial ? pickFields(testimonialFields, initial) : EMPTY_TESTIMONIAL);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // The version this form is based on (src/lib/admin/versions.ts); a newer one refuses the save.
  const [version, setVersion] = useState(initial?.version ?? 0);
  const stale = useVersionConflict();
  const set =
    <K extends keyof TestimonialFields>(key: K) =>
    (value: TestimonialFields[K]) =>
      setForm({ ...form, [key]: value });

  async function submit(e: FormEvent | null, overwrite = false) {
    e?.preventDefault();
    setBusy(true);
    const { data, error } = await actions.admin.proof.saveTestimonial({ ...form, id: initial?.id, version, overwrite });
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
          differences={labelDifferences(valueDifferences(form, stale.conflict.info.stored))}
          onReload={() => {
            const { info } = stale.conflict!;
            setForm(pickFields(testimonialFields, { ...initial, ...(info.stored as object) }));
            setVersion(info.version);
            stale.clear();
          }}
          onOverwrite={() => {
            stale.clear();
            void submit(null, true);
          }}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <ProofField id="t-name" label="Name" value={form.name} onChange={set('name')} max={NAME_MAX} error={errors.name} />
        <ProofField id="t-role" label="Role" value={form.role} onChange={set('role')} max={ROLE_MAX} error={errors.role} />
      </div>
      <ProofField
        id="t-company"
        label="Company"
        value={form.company}
        onChange={set('company')}
        max={COMPANY_MAX}
        error={errors.company}
      />
      <ProofField
        id="t-quote"
        label="Quote"
        value={form.quote}
        onChange={set('quote')}
        max={QUOTE_MAX}
        rows={4}
        error={errors.quote}
      />
      <ProofField
        id="t-highlight"
        label="Highlight (optional)"
        value={form.highlight}
        onChange={set('highlight')}
        max={HIGHLIGHT_MAX}
        hint="A short result shown beside the quote, e.g. '2.5 days saved every month'."
        error={errors.highlight}
      />
      <ProofField
        id="t-consent"
        type="date"
        label="Consent date"
        value={form.consentDate ?? ''}
        onChange={(v) => set('consentDate')(v || null)}
        hint="The day they agreed, in writing, to be quoted by name. Without it the quote can only be shown as illustrative."
        error={errors.consentDate}
      />
      <label className="flex items-start gap-2 text-sm text-navy-800">
        <input
          type="checkbox"
          checked={form.illustrative}
          onChange={(e) => set('illustrative')(e.target.checked)}
          className="mt-0.5 h-4 w-4 accent-navy-800"
        />
        <span>Illustrative: an example, not a real client’s words. The site labels it ‘Illustrative’.</span>
      </label>
      <ProofField
        id="t-order"
        label="Display order"
        value={String(form.sortOrder)}
        onChange={(v) => set('sortOrder')(Number.parseInt(v, 10) || 0)}
        hint="Lower numbers come first."
        error={errors.sortOrder}
      />
      <div>
        <MediaPicker
          label="Photo (optional; a real photo of this person, with their permission)"
          value={form.photoMediaId ? { mediaId: form.photoMediaId } : null}
          onChange={(v) => set('photoMediaId')(v?.mediaId ?? null)}
        />
        <FieldError id="t-photo" message={errors.photoMediaId} />
      </div>
      <FormActions error={errors.form} busy={busy} onCancel={onCancel} saveLabel="Save testimonial" />
    </form>
  );
}
