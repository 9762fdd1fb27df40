import { useRef, useState } from 'react';
import { checkUrl } from '../../../lib/blog/url-policy.ts';
import { fieldClass } from '../ui/Field.tsx';
import type { TextSpec } from '../../../lib/page-content/editor/form-spec.ts';
import { pathKey, type Path } from '../../../lib/page-content/editor/paths.ts';
import { controlId, useEditorApi } from './editor-context.ts';
import { FieldShell, describedByIds } from './FieldShell.tsx';
import { InsertOfferFigure } from './InsertOfferFigure.tsx';

/** The rule the server's href() field applies (src/lib/page-content/fields.ts), checked as staff type. */
export const HREF_MESSAGE = 'Use a site path such as /contact, or an https:, mailto: or tel: link.';
export const hrefProblem = (v: string, required: boolean) =>
  v === '' ? (required ? 'Enter a link.' : undefined) : v.startsWith('#') || checkUrl(v, 'href') ? undefined : HREF_MESSAGE;

/** A line or a paragraph of plain text, or a link; maxLength and a counter from the schema. */
export function TextControl({ spec, path, value }: { spec: TextSpec; path: Path; value: unknown }) {
  const { errors, setValue, offers } = useEditorApi();
  const [local, setLocal] = useState<string | undefined>();
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // Where the caret last was in this field; never placed: insert at the end.
  const caret = useRef<{ start: number; end: number } | null>(null);
  const id = controlId(path);
  const text = typeof value === 'string' ? value : '';
  const error = errors[pathKey(path)] ?? local;
  const counter = spec.maxLength && spec.kind !== 'href' ? { value: text, max: spec.maxLength } : undefined;
  /** Puts an offer token at the caret (or over the selection), then puts the caret after it. */
  const insert = (token: string) => {
    const el = input.current;
    const { start, end } = caret.current ?? { start: text.length, end: text.length };
    setValue(path, text.slice(0, start) + token + text.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };
  const common = {
    ref: input,
    onSelect: () => {
      const el = input.current;
      if (el) caret.current = { start: el.selectionStart ?? text.length, end: el.selectionEnd ?? text.length };
    },
    id,
    value: text,
    maxLength: spec.maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedByIds(id, { hint: spec.hint, counter: !!counter, error }),
    className: fieldClass,
  } as const;
  return (
    <FieldShell
      id={id}
      label={spec.label}
      hint={spec.hint}
      required={spec.required}
      error={error}
      counter={counter}
      tools={spec.kind !== 'href' && <InsertOfferFigure offers={offers} fieldLabel={spec.label} onInsert={insert} />}
    >
      {spec.kind === 'textarea' ? (
        <textarea
          {...common}
          rows={Math.min(8, Math.max(3, Math.ceil(text.length / 80)))}
          onChange={(e) => setValue(path, e.target.value)}
        />
      ) : (
        <input
          {...common}
          type="text"
          inputMode={spec.kind === 'href' ? 'url' : undefined}
          spellCheck={spec.kind === 'href' ? false : undefined}
          onChange={(e) => {
            setValue(path, e.target.value);
            if (local) setLocal(undefined);
          }}
          onBlur={() => spec.kind === 'href' && setLocal(hrefProblem(text.trim(), spec.required))}
        />
      )}
    </FieldShell>
  );
}
