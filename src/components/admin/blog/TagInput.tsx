import { useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { addTags, splitTags, TAGS_MAX } from './post-form.ts';
import { describedBy, FieldError, fieldClass, Hint, labelClass } from '../ui/Field.tsx';

interface Props {
  id: string;
  tags: string[];
  error?: string;
  onChange: (tags: string[]) => void;
}

// Type a tag and press Enter or a comma (or paste "a, b, c"); each becomes a
// chip with its own remove button. Backspace in the empty box removes the
// last chip. Whatever is left in the box is added when it loses focus.
export function TagInput({ id, tags, error, onChange }: Props) {
  const [text, setText] = useState('');

  function commit(value: string) {
    const incoming = splitTags(value);
    if (incoming.length) onChange(addTags(tags, incoming));
    setText('');
  }
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      commit(text);
    } else if (e.key === 'Backspace' && text === '' && tags.length > 0) {
      e.preventDefault();
      onChange(tags.slice(0, -1));
    }
  }
  function onType(value: string) {
    // A pasted or typed comma finishes every tag before it.
    const last = value.lastIndexOf(',');
    if (last >= 0) {
      const incoming = splitTags(value.slice(0, last));
      if (incoming.length) onChange(addTags(tags, incoming));
      setText(value.slice(last + 1).trimStart());
    } else {
      setText(value);
    }
  }

  const full = tags.length >= TAGS_MAX;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Tags
      </label>
      {tags.length > 0 && (
        <ul aria-label="Tags added" className="mt-1 flex flex-wrap gap-1.5">
          {tags.map((t) => (
            <li
              key={t}
              className="inline-flex items-center gap-1 rounded-full bg-navy-100 py-0.5 pr-1 pl-3 text-sm text-navy-900"
            >
              {t}
              <button
                type="button"
                onClick={() => onChange(tags.filter((x) => x !== t))}
                aria-label={`Remove tag ${t}`}
                className="inline-flex h-6 w-6 cursor-pointer items-center justify-center rounded-full hover:bg-navy-200"
              >
                <X aria-hidden="true" className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        type="text"
        value={text}
        disabled={full}
        autoComplete="off"
        placeholder={full ? `${TAGS_MAX} tags is the limit` : 'e.g. automation, SaaS costs'}
        onChange={(e) => onType(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => text.trim() && commit(text)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: true, error })}
        className={fieldClass}
      />
      <Hint id={id}>Press Enter or type a comma after each tag. Backspace in the empty box removes the last one.</Hint>
      <FieldError id={id} message={error} />
    </div>
  );
}
