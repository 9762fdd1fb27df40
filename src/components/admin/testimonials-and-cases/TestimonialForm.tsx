import { actions } from 'astro:actions';
import { COMPANY_MAX, HIGHLIGHT_MAX, NAME_MAX, QUOTE_MAX, ROLE_MAX } from '../../../lib/admin/proof.ts';
import {
  EMPTY_TESTIMONIAL,
  testimonialFields,
  type Testimonial,
  type TestimonialFields,
} from '../../../lib/shapes/testimonial.ts';
import { TextField } from '../ui/TextField.tsx';
import { PictureField, RecordForm, useRecordForm } from './record-form.tsx';

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
  const state = useRecordForm({
    fields: testimonialFields,
    initial,
    empty: EMPTY_TESTIMONIAL,
    send: (fields: TestimonialFields, version, overwrite) =>
      actions.admin.proof.saveTestimonial({ ...fields, id: initial?.id, version, overwrite }),
    onSaved,
  });
  const { form, set } = state;
  const { errors } = state.saving;

  return (
    <RecordForm state={state} saveLabel="Save testimonial" onCancel={onCancel}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="t-name" label="Name" value={form.name} onChange={set('name')} max={NAME_MAX} error={errors.name} />
        <TextField id="t-role" label="Role" value={form.role} onChange={set('role')} max={ROLE_MAX} error={errors.role} />
      </div>
      <TextField
        id="t-company"
        label="Company"
        value={form.company}
        onChange={set('company')}
        max={COMPANY_MAX}
        error={errors.company}
      />
      <TextField
        id="t-quote"
        label="Quote"
        value={form.quote}
        onChange={set('quote')}
        max={QUOTE_MAX}
        rows={4}
        error={errors.quote}
      />
      <TextField
        id="t-highlight"
        label="Highlight (optional)"
        value={form.highlight}
        onChange={set('highlight')}
        max={HIGHLIGHT_MAX}
        hint="A short result shown beside the quote, e.g. '2.5 days saved every month'."
        error={errors.highlight}
      />
      <TextField
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
      <TextField
        id="t-order"
        label="Display order"
        value={String(form.sortOrder)}
        onChange={(v) => set('sortOrder')(Number.parseInt(v, 10) || 0)}
        hint="Lower numbers come first."
        error={errors.sortOrder}
      />
      <PictureField
        id="t-photo"
        label="Photo (optional; a real photo of this person, with their permission)"
        mediaId={form.photoMediaId}
        onChange={set('photoMediaId')}
        error={errors.photoMediaId}
      />
    </RecordForm>
  );
}
