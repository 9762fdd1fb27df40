import type { ChoiceSpec, PlainSpec } from '../../../lib/page-content/editor/form-spec.ts';
import { pathKey, type Path } from '../../../lib/page-content/editor/paths.ts';
import { fieldClass } from '../ui/Field.tsx';
import { MediaPicker } from '../media/MediaPicker.tsx';
import { controlId, useEditorApi } from './editor-context.ts';
import { FieldShell, describedByIds } from './FieldShell.tsx';
import { humanise } from '../../../lib/page-content/editor/form-spec.ts';

export function SelectControl({ spec, path, value }: { spec: ChoiceSpec; path: Path; value: unknown }) {
  const { errors, setValue } = useEditorApi();
  const id = controlId(path);
  const error = errors[pathKey(path)];
  return (
    <FieldShell id={id} label={spec.label} hint={spec.hint} required={spec.required} error={error}>
      <select
        id={id}
        value={typeof value === 'string' ? value : ''}
        // An optional choice left empty is dropped from the data (undefined is not sent).
        onChange={(e) => setValue(path, e.target.value === '' && !spec.required ? undefined : e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(id, { hint: spec.hint, error })}
        className={fieldClass}
      >
        {!spec.required && <option value="">None</option>}
        {spec.options.map((o) => (
          <option key={o} value={o}>
            {humanise(o)}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function BooleanControl({ spec, path, value }: { spec: PlainSpec; path: Path; value: unknown }) {
  const { errors, setValue, ownerFields } = useEditorApi();
  const id = controlId(path);
  const error = errors[pathKey(path)];
  // Which buttons open the booking page is the owner's call (src/lib/page-content/owner-only-fields.ts).
  const locked = !ownerFields && path.at(-1) === 'booking';
  const hint = locked ? `${spec.hint ?? ''} Only the owner can change this.`.trim() : spec.hint;
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          disabled={locked}
          checked={value === true}
          onChange={(e) => setValue(path, e.target.checked)}
          aria-describedby={describedByIds(id, { hint, error })}
          className="h-4 w-4 accent-navy-800"
        />
        <label htmlFor={id} className="text-sm font-semibold text-navy-900">
          {spec.label}
        </label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-navy-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A library picture, chosen with the media library's picker (search, upload inline, pick). Alt text
 * lives on the media record and the picker refuses a picture without it, so only the id is stored.
 */
export function ImageControl({ spec, path, value }: { spec: PlainSpec; path: Path; value: unknown }) {
  const { errors, setValue } = useEditorApi();
  const id = controlId(path);
  const error = errors[pathKey(path)] ?? errors[pathKey([...path, 'mediaId'])];
  const mediaId = value && typeof value === 'object' && 'mediaId' in value ? String(value.mediaId) : '';
  return (
    <FieldShell id={id} label={spec.label} required={spec.required} error={error} asGroup>
      <MediaPicker
        label={spec.required ? spec.label : `${spec.label} (optional)`}
        value={mediaId ? { mediaId } : null}
        onChange={(v) => setValue(path, v ? { mediaId: v.mediaId } : null)}
      />
      {spec.hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-navy-600">
          {spec.hint}
        </p>
      )}
    </FieldShell>
  );
}
