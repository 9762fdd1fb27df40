import { FieldError, Hint } from './ui/Field.tsx';
import { MediaPicker } from './media/MediaPicker.tsx';

/**
 * The staff-chosen share image (og:image) of a post or page, from the media
 * library. None: the generated 1200×630 card with the title is shared.
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
      <MediaPicker
        label="Share image (link previews)"
        value={value ? { mediaId: value } : null}
        onChange={(v) => onChange(v?.mediaId ?? '')}
      />
      <Hint id={id}>
        Shown when the link is shared on social networks and in chat apps. None: a card drawn from the title is shared. Best at
        1200 × 630 pixels.
      </Hint>
      <FieldError id={id} message={error} />
    </div>
  );
}
