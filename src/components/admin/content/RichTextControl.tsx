import { useCallback, useRef } from 'react';
import type { Editor } from '@tiptap/react';
import type { TextSpec } from '../../../lib/page-content/editor/form-spec.ts';
import { pathKey, type Path } from '../../../lib/page-content/editor/paths.ts';
import { FieldError, labelClass } from '../ui/Field.tsx';
import { RichTextEditor } from '../blog/RichTextEditor.tsx';
import { controlId, useEditorApi } from './editor-context.ts';
import { describedByIds } from './FieldShell.tsx';
import { InsertOfferFigure } from './InsertOfferFigure.tsx';

/**
 * The post editor's TipTap editor. It is uncontrolled (it reads `value` once), so the content
 * editor remounts it after a restore or a discarded draft. The server sanitises the HTML on save.
 */
export function RichTextControl({ spec, path, value }: { spec: TextSpec; path: Path; value: unknown }) {
  const { errors, setValue, offers } = useEditorApi();
  const editor = useRef<Editor | null>(null);
  const keep = useCallback((e: Editor | null) => void (editor.current = e), []);
  const id = controlId(path);
  const error = errors[pathKey(path)];
  return (
    <div className="min-w-0">
      <p id={`${id}-label`} className={labelClass}>
        {spec.label}
      </p>
      {spec.hint && (
        <p id={`${id}-hint`} className="text-xs text-navy-600">
          {spec.hint}
        </p>
      )}
      <RichTextEditor
        labelId={`${id}-label`}
        describedBy={describedByIds(id, { hint: spec.hint, error })}
        invalid={!!error}
        initialHtml={typeof value === 'string' ? value : ''}
        onChange={(html) => setValue(path, html)}
        ids={{ surface: id, html: `${id}-html` }}
        onEditor={keep}
      />
      <InsertOfferFigure
        offers={offers}
        fieldLabel={spec.label}
        onInsert={(token) => editor.current?.chain().focus().insertContent(token).run()}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}
