import { useState, type ReactNode } from 'react';
import type { ConflictInfo } from '../../../lib/admin/versions.ts';
import { pickFields, type Fields, type RecordOf } from '../../../lib/shapes/fields.ts';
import { FormActions } from '../ui/FormActions.tsx';
import { FieldError } from '../ui/Field.tsx';
import { MediaPicker } from '../media/MediaPicker.tsx';
import { SaveConflict, useVersionedSave, type Answer, type VersionedSave } from '../ui/versioned-save.tsx';

/*
 * What the testimonial and case-study forms share, written once: the record's
 * declared fields (or the empty record) and the version they are based on
 * (src/lib/admin/versions.ts), the versioned save, and the form around the
 * fields: the conflict panel when editing, Save and Cancel.
 */

interface RecordFormOptions<S extends Fields, Data> {
  fields: S;
  initial: (RecordOf<S> & { version?: number }) | null;
  empty: RecordOf<S>;
  /** Calls the save action with the form's version (and `overwrite` once the editor chose to replace a newer one). */
  send(values: RecordOf<S>, version: number, overwrite: boolean): Promise<Answer<Data>>;
  onSaved(data: Data): void;
}

export interface RecordFormState<S extends Fields> {
  form: RecordOf<S>;
  set<K extends keyof RecordOf<S>>(key: K): (value: RecordOf<S>[K]) => void;
  saving: VersionedSave<RecordOf<S>>;
  editing: boolean;
  /** Their version, from a refused save: the stored fields in place of ours, and the version they are at. */
  loadTheirs(info: ConflictInfo): void;
}

export function useRecordForm<S extends Fields, Data>(o: RecordFormOptions<S, Data>): RecordFormState<S> {
  const [form, setForm] = useState<RecordOf<S>>(o.initial ? pickFields(o.fields, o.initial) : o.empty);
  const [version, setVersion] = useState(o.initial?.version ?? 0);
  const saving = useVersionedSave({
    send: (values: RecordOf<S>, overwrite: boolean) => o.send(values, version, overwrite),
    onSaved: (data: Data) => o.onSaved(data),
  });
  return {
    form,
    set: (key) => (value) => setForm({ ...form, [key]: value }),
    saving,
    editing: o.initial !== null,
    loadTheirs(info) {
      setForm(pickFields(o.fields, { ...o.initial, ...info.stored } as RecordOf<S>));
      setVersion(info.version);
    },
  };
}

/** The form: `values` is what Save sends (the fields, or the fields as typed turned into the record's). */
export function RecordForm<S extends Fields>({
  state,
  values = state.form,
  onReload = state.loadTheirs,
  saveLabel,
  onCancel,
  children,
}: {
  state: RecordFormState<S>;
  values?: RecordOf<S>;
  onReload?: (info: ConflictInfo) => void;
  saveLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { saving } = state;
  return (
    <form onSubmit={(e) => saving.submit(e, values)} noValidate className="space-y-4">
      {state.editing && <SaveConflict saving={saving} mine={values} onReload={onReload} />}
      {children}
      <FormActions error={saving.errors.form} busy={saving.busy} onCancel={onCancel} saveLabel={saveLabel} />
    </form>
  );
}

/** A picture from the media library, or none, with its message. */
export function PictureField({
  id,
  label,
  mediaId,
  onChange,
  error,
}: {
  id: string;
  label: string;
  mediaId: string | null;
  onChange: (mediaId: string | null) => void;
  error: string | undefined;
}) {
  return (
    <div>
      <MediaPicker label={label} value={mediaId ? { mediaId } : null} onChange={(v) => onChange(v?.mediaId ?? null)} />
      <FieldError id={id} message={error} />
    </div>
  );
}
