import { useState } from 'react';
import type { ConflictInfo } from '../../../lib/admin/versions.ts';
import { pickFields, type Fields, type RecordOf } from '../../../lib/shapes/fields.ts';

/**
 * A Proof form's state: the declared fields of the record it edits (or the empty record), and the
 * version it is based on (src/lib/admin/versions.ts), which a newer one refuses.
 */
export function useProofForm<S extends Fields>(
  fields: S,
  initial: (RecordOf<S> & { version?: number }) | null,
  empty: RecordOf<S>,
) {
  const [form, setForm] = useState<RecordOf<S>>(initial ? pickFields(fields, initial) : empty);
  const [version, setVersion] = useState(initial?.version ?? 0);
  return {
    form,
    version,
    set:
      <K extends keyof RecordOf<S>>(key: K) =>
      (value: RecordOf<S>[K]) =>
        setForm({ ...form, [key]: value }),
    /** Their version, from a refused save: the stored fields in place of ours, and the version they are at. */
    loadTheirs(info: ConflictInfo) {
      setForm(pickFields(fields, { ...initial, ...info.stored } as RecordOf<S>));
      setVersion(info.version);
    },
  };
}
