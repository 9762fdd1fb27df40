import { useId, useState } from 'react';
import { actions } from 'astro:actions';
import { buttonClasses } from '../../ui/button-styles.ts';
import { CharCounter, describedBy, FieldError, fieldClass, Hint, labelClass } from '../ui/Field.tsx';
import { ALT_MAX, TITLE_MAX } from '../../../lib/media/rules.ts';
import type { MediaSummary } from '../../../lib/admin/media.ts';
import { FocalPoint } from './FocalPoint.tsx';
import { refusalOf } from './media-client.ts';
import { SaveConflict, useVersionedSave } from '../ui/versioned-save.tsx';
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
  const [version, setVersion] = useState(item.version ?? 0);
  const values = { alt, decorative, title, focalX: focal.x, focalY: focal.y };
  const saving = useVersionedSave({
    send: (details: typeof values, overwrite) => actions.admin.media.update({ id: item.id, ...details, version, overwrite }),
    onSaved: (data) => {
      setVersion(data.item.version ?? version + 1);
      onSaved(data.item);
    },
    // A refusal that names no field is said under the alt text, the field most often refused.
    errorsOf: (error) => {
      const { fields, message } = refusalOf(error, 'The picture details could not be saved.');
      return Object.keys(fields).length ? fields : { alt: message };
    },
  });
  const { errors } = saving;

  return (
    <form onSubmit={(e) => saving.submit(e, values)} className="space-y-4" noValidate>
      <SaveConflict
        saving={saving}
        mine={values}
        labels={LABELS}
        onReload={(info) => {
          const theirs = info.stored as Partial<MediaSummary>;
          setAlt(theirs.alt ?? alt);
          setDecorative(theirs.decorative ?? decorative);
          setTitle(theirs.title ?? title);
          setFocal({ x: theirs.focalX ?? focal.x, y: theirs.focalY ?? focal.y });
          setVersion(info.version);
        }}
      />
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
      <button type="submit" disabled={saving.busy} className={buttonClasses('default', 'sm')}>
        {saving.busy ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
