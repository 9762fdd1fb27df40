import { describedBy, FieldError, fieldClass, Hint, labelClass } from './ui/Field.tsx';
import { SHARE_IMAGE_ID_MAX } from '../../lib/admin/blog.ts';

/**
 * The staff-chosen share image (og:image) of a post or page, by media
 * library id. Empty: the generated 1200×630 card with the title is shared.
 */
export function ShareImageField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Share image (media library id)
      </label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={SHARE_IMAGE_ID_MAX}
        spellCheck={false}
        autoComplete="off"
        placeholder="Empty: the generated card"
        onChange={(e) => onChange(e.target.value.trim())}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: true, error })}
        className={`${fieldClass} font-mono`}
      />
      <Hint id={id}>
        Shown when the link is shared on social networks and in chat apps; empty shares a card drawn from the title. Best at 1200
        × 630 pixels.
      </Hint>
      <FieldError id={id} message={error} />
    </div>
  );
}
