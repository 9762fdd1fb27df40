import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { isImageUrlAllowed, isLinkUrlAllowed } from './editor-extensions.ts';
import type { UrlKind } from './EditorToolbar.tsx';
import { fieldClass } from '../ui/Field.tsx';

interface Props {
  kind: UrlKind;
  initialUrl: string;
  /** A link is under the cursor: offer to remove it. */
  canUnlink: boolean;
  onApply: (url: string, alt: string) => void;
  onUnlink: () => void;
  onCancel: () => void;
}

// The "prompt" for a link or image address: an inline row under the toolbar
// rather than window.prompt, so it is styled, labelled and validated. It is
// not a <form> (it sits inside the post form): Enter applies, Escape cancels.
export function UrlBar({ kind, initialUrl, canUnlink, onApply, onUnlink, onCancel }: Props) {
  const id = useId();
  const [url, setUrl] = useState(initialUrl);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  function apply() {
    const value = url.trim();
    const ok = kind === 'link' ? isLinkUrlAllowed(value) : isImageUrlAllowed(value);
    if (!ok) {
      setError(
        kind === 'link'
          ? 'Use an address starting with https://, http://, mailto: or /.'
          : 'Use an image address starting with https://.',
      );
      input.current?.focus();
      return;
    }
    onApply(value, alt.trim());
  }
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') {
      e.preventDefault();
      apply();
    } else if (e.key === 'Escape') {
      // Close this bar only, not the dialog around it.
      e.preventDefault();
      e.stopPropagation();
      onCancel();
    }
  }

  const label = kind === 'link' ? 'Link address' : 'Image address (https)';
  return (
    // Enter applies and Escape cancels from any control inside the group.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="group"
      aria-label={kind === 'link' ? 'Add a link' : 'Add an image'}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-end gap-2 border-b border-navy-200 bg-mustard-50 p-3"
    >
      <div className="min-w-48 flex-1">
        <label htmlFor={`${id}-url`} className="block text-xs font-semibold text-navy-900">
          {label}
        </label>
        <input
          ref={input}
          id={`${id}-url`}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={kind === 'link' ? 'https://example.com or /contact' : 'https://example.com/picture.jpg'}
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setError('');
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${fieldClass} h-9 py-1 text-sm`}
        />
      </div>
      {kind === 'image' && (
        <div className="min-w-40 flex-1">
          <label htmlFor={`${id}-alt`} className="block text-xs font-semibold text-navy-900">
            Alt text (what the image shows)
          </label>
          <input
            id={`${id}-alt`}
            type="text"
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
            className={`${fieldClass} h-9 py-1 text-sm`}
          />
        </div>
      )}
      <div className="flex gap-2">
        <button type="button" onClick={apply} className={buttonClasses('default', 'sm')}>
          {kind === 'link' ? 'Apply link' : 'Insert image'}
        </button>
        {kind === 'link' && canUnlink && (
          <button type="button" onClick={onUnlink} className={buttonClasses('outline', 'sm')}>
            Remove link
          </button>
        )}
        <button type="button" onClick={onCancel} className={buttonClasses('ghost', 'sm')}>
          Cancel
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
