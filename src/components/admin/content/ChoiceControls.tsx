import type { ChoiceSpec, PlainSpec } from '../../../lib/content/editor/form-spec.ts';
import { pathKey, type Path } from '../../../lib/content/editor/paths.ts';
import { fieldClass } from '../ui/Field.tsx';
import { controlId, useEditorApi } from './editor-context.ts';
import { FieldShell, describedByIds } from './FieldShell.tsx';
import { humanise } from '../../../lib/content/editor/form-spec.ts';

export function SelectControl({ spec, path, value }: { spec: ChoiceSpec; path: Path; value: unknown }) {
  const { errors, setValue } = useEditorApi();
  const id = controlId(path);
  const error = errors[pathKey(path)];
  return (
    <FieldShell id={id} label={spec.label} hint={spec.hint} required error={error}>
      <select
        id={id}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => setValue(path, e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(id, { hint: spec.hint, error })}
        className={fieldClass}
      >
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
  const { errors, setValue } = useEditorApi();
  const id = controlId(path);
  const error = errors[pathKey(path)];
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(e) => setValue(path, e.target.checked)}
          aria-describedby={describedByIds(id, { hint: spec.hint, error })}
          className="h-4 w-4 accent-navy-800"
        />
        <label htmlFor={id} className="text-sm font-semibold text-navy-900">
          {spec.label}
        </label>
      </div>
      {spec.hint && (
        <p id={`${id}-hint`} className="text-xs text-navy-600">
          {spec.hint}
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
 * The picture's media id. The media library's picker replaces this input when it lands; alt text
 * lives on the media record, so only the id is stored here.
 */
export function ImageControl({ spec, path, value }: { spec: PlainSpec; path: Path; value: unknown }) {
  const { errors, setValue } = useEditorApi();
  const id = controlId(path);
  const error = errors[pathKey(path)] ?? errors[pathKey([...path, 'mediaId'])];
  const mediaId = value && typeof value === 'object' && 'mediaId' in value ? String(value.mediaId) : '';
  const hint = spec.hint ?? 'The id of a picture in the media library; leave empty for none.';
  return (
    <FieldShell id={id} label={spec.label} hint={hint} required={false} error={error}>
      <input
        id={id}
        type="text"
        value={mediaId}
        maxLength={64}
        spellCheck={false}
        onChange={(e) => setValue(path, e.target.value.trim() ? { mediaId: e.target.value.trim() } : null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(id, { hint, error })}
        className={`${fieldClass} font-mono`}
      />
    </FieldShell>
  );
}
