import { useId, useState, type FormEvent } from 'react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { CharCounter, describedBy, FieldError, fieldClass, Hint, labelClass } from '../ui/Field.tsx';
import { ALT_MAX, TITLE_MAX } from '../../../lib/media/rules.ts';
import type { MediaSummary } from '../../../lib/admin/media.ts';
import { FocalPoint } from './FocalPoint.tsx';
import { savePicture } from './media-client.ts';
import { ConflictPanel, labelDifferences } from '../ui/ConflictPanel.tsx';
import { valueDifferences, type ConflictInfo } from '../../../lib/admin/versions.ts';
import { fieldLabels } from '../../../lib/shapes/fields.ts';
import { mediaDetailFields } from '../../../lib/shapes/media.ts';

const LABELS = fieldLabels(mediaDetailFields);

/** Alt text (or decorative), title and focal point of one picture. Key it by the picture's id: it keeps its own draft. */
export function MediaDetailsForm({
  item,
  onSaved,
  submitLabel = 'Save details',
}: {
  item: MediaSummary;
  onSaved: (item: MediaSummary) => void;
  submitLabel?: string;
}) {
  const id = useId();
  const [alt, setAlt] = useState(item.alt);
  const [decorative, setDecorative] = useState(item.decorative);
  const [title, setTitle] = useState(item.title);
  const [focal, setFocal] = useState({ x: item.focalX, y: item.focalY });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [version, setVersion] = useState(item.version ?? 0);
  const [conflict, setConflict] = useState<{ info: ConflictInfo; message: string } | null>(null);
  const values = () => ({ alt, decorative, title, focalX: focal.x, focalY: focal.y });

  async function save(e: FormEvent | null, overwrite = false) {
    e?.preventDefault();
    setSaving(true);
    const result = await savePicture({ id: item.id, ...values(), version, overwrite });
    setSaving(false);
    if (!result.ok && result.conflict) return setConflict({ info: result.conflict, message: result.message });
    if (!result.ok) return setErrors(Object.keys(result.fields).length ? result.fields : { alt: result.message });
    setVersion(result.value.version ?? version + 1);
    setConflict(null);
    setErrors({});
    onSaved(result.value);
  }

  return (
    <form onSubmit={save} className="space-y-4" noValidate>
      {conflict && (
        <ConflictPanel
          conflict={conflict.info}
          message={conflict.message}
          busy={saving}
          differences={labelDifferences(valueDifferences(values(), conflict.info.stored), LABELS)}
          onReload={() => {
            const theirs = conflict.info.stored as Partial<MediaSummary>;
            setAlt(theirs.alt ?? alt);
            setDecorative(theirs.decorative ?? decorative);
            setTitle(theirs.title ?? title);
            setFocal({ x: theirs.focalX ?? focal.x, y: theirs.focalY ?? focal.y });
            setVersion(conflict.info.version);
            setConflict(null);
          }}
          onOverwrite={() => {
            setConflict(null);
            void save(null, true);
          }}
        />
      )}
      <div>
        <label htmlFor={`${id}-alt`} className={labelClass}>
          Alt text {decorative ? '(not needed: decorative)' : '(required)'}
        </label>
        <textarea
          id={`${id}-alt`}
          rows={2}
          value={alt}
          maxLength={ALT_MAX}
          disabled={decorative}
          onChange={(e) => setAlt(e.target.value)}
          aria-invalid={errors.alt ? true : undefined}
          aria-describedby={describedBy(`${id}-alt`, { hint: true, counter: true, error: errors.alt })}
          className={fieldClass}
        />
        <Hint id={`${id}-alt`}>What the picture shows, as you would say it to someone on the phone.</Hint>
        <CharCounter id={`${id}-alt`} value={alt} max={ALT_MAX} />
        <FieldError id={`${id}-alt`} message={errors.alt} />
      </div>
      <div className="flex items-start gap-2">
        <input
          id={`${id}-decorative`}
          type="checkbox"
          checked={decorative}
          onChange={(e) => setDecorative(e.target.checked)}
          className="mt-1 h-4 w-4"
        />
        <label htmlFor={`${id}-decorative`} className="text-sm text-navy-900">
          <span className="font-semibold">Decorative only</span> — it adds nothing a screen-reader user would miss, so it gets
          empty alt text.
        </label>
      </div>
      <div>
        <label htmlFor={`${id}-title`} className={labelClass}>
          Title (for finding it in the library)
        </label>
        <input
          id={`${id}-title`}
          value={title}
          maxLength={TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy(`${id}-title`, { error: errors.title })}
          className={fieldClass}
        />
        <FieldError id={`${id}-title`} message={errors.title} />
      </div>
      <FocalPoint src={item.thumbUrl} x={focal.x} y={focal.y} onChange={(x, y) => setFocal({ x, y })} />
      <button type="submit" disabled={saving} className={buttonClasses('default', 'sm')}>
        {saving ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
