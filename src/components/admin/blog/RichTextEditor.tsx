import { useEffect, useRef, useState } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { EDITOR_SURFACE_CLASSES, editorExtensions } from './editor-extensions.ts';
import { EditorToolbar, type UrlKind } from './EditorToolbar.tsx';
import { figureWithParagraphAfter } from './figure-extension.ts';
import { UrlBar } from './UrlBar.tsx';
import { MediaPickerDialog } from '../media/MediaPickerDialog.tsx';

interface Props {
  /** The id of the visible "Content" label. */
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  initialHtml: string;
  onChange: (html: string) => void;
  /** Ids of the editing surface and its HTML source box; the content editor holds several editors. */
  ids?: { surface: string; html: string };
  /** Hands the TipTap editor to the caller (the content editor's 'Insert price' types into it). */
  onEditor?: (editor: Editor | null) => void;
}

const POST_IDS = { surface: 'post-content-editor', html: 'post-content-html' };

/**
 * The editor's HTML as stored: '' for an empty document, and list items
 * without the paragraph ProseMirror wraps their text in, so an edited post
 * keeps "<li>text</li>" and its lists look as before on the public page.
 */
function htmlOf(editor: Editor): string {
  if (editor.isEmpty) return '';
  return editor.getHTML().replace(/<li><p>((?:(?!<\/p>)[\s\S])*?)<\/p>(?=<\/li>|<ul|<ol)/g, '<li>$1');
}

function surfaceAttributes(
  surfaceId: string,
  labelId: string,
  describedBy: string | undefined,
  invalid: boolean | undefined,
): Record<string, string> {
  return {
    id: surfaceId,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    class: EDITOR_SURFACE_CLASSES,
  };
}

// TipTap in the browser only: immediatelyRender false keeps server rendering
// of the island from touching the DOM; the editor appears after hydration.
export function RichTextEditor({ labelId, describedBy, invalid, initialHtml, onChange, ids = POST_IDS, onEditor }: Props) {
  const [htmlMode, setHtmlMode] = useState(false);
  const [source, setSource] = useState('');
  const sourceAtOpen = useRef('');
  const [asking, setAsking] = useState<{ kind: UrlKind; url: string; opener: HTMLButtonElement } | null>(null);
  const [library, setLibrary] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  const editor = useEditor({
    extensions: editorExtensions(),
    content: initialHtml,
    immediatelyRender: false,
    injectCSS: false,
    editorProps: { attributes: surfaceAttributes(ids.surface, labelId, describedBy, invalid) },
    onUpdate: ({ editor: e }) => changed.current(htmlOf(e)),
  });
  useEffect(() => onEditor?.(editor), [editor, onEditor]);
  // An error on the field changes the attributes without re-creating the editor.
  useEffect(() => {
    if (editor && !editor.isDestroyed)
      editor.setOptions({ editorProps: { attributes: surfaceAttributes(ids.surface, labelId, describedBy, invalid) } });
  }, [editor, ids.surface, labelId, describedBy, invalid]);

  function toggleHtml() {
    if (!editor) return;
    if (!htmlMode) {
      const html = htmlOf(editor);
      sourceAtOpen.current = html;
      setSource(html);
      setAsking(null);
      setHtmlMode(true);
      requestAnimationFrame(() => textarea.current?.focus());
    } else {
      editor.commands.setContent(source, { emitUpdate: false });
      // The editor keeps what it understands; report that as the content.
      if (source !== sourceAtOpen.current) onChange(htmlOf(editor));
      setHtmlMode(false);
      requestAnimationFrame(() => editor.commands.focus());
    }
  }

  function askUrl(kind: UrlKind, opener: HTMLButtonElement) {
    if (!editor) return;
    const url = kind === 'link' ? ((editor.getAttributes('link').href as string | undefined) ?? '') : 'https://';
    setAsking({ kind, url, opener });
  }
  function closeAsk(refocus: 'editor' | 'opener') {
    const opener = asking?.opener;
    setAsking(null);
    if (refocus === 'editor') editor?.commands.focus();
    else requestAnimationFrame(() => opener?.focus());
  }
  function applyUrl(url: string, alt: string) {
    if (!editor || !asking) return;
    if (asking.kind === 'image') {
      editor
        .chain()
        .focus()
        .insertContent(figureWithParagraphAfter({ src: url, alt }))
        .run();
    } else if (editor.state.selection.empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    }
    closeAsk('editor');
  }

  return (
    <div
      className={`mt-1 overflow-hidden rounded-lg border bg-paper focus-within:ring-2 focus-within:ring-mustard-400 ${invalid ? 'border-red-600' : 'border-navy-200'}`}
    >
      {editor ? (
        <EditorToolbar
          editor={editor}
          htmlMode={htmlMode}
          onToggleHtml={toggleHtml}
          onAskUrl={askUrl}
          onAskLibrary={() => setLibrary(true)}
          controls={ids.surface}
        />
      ) : (
        <div className="h-11 border-b border-navy-200 bg-navy-50" aria-hidden="true" />
      )}
      {library && editor && (
        <MediaPickerDialog
          title="Insert a picture from the library"
          onClose={() => setLibrary(false)}
          onPick={(item) => {
            setLibrary(false);
            if (item.insertUrl)
              editor
                .chain()
                .focus()
                .insertContent(
                  figureWithParagraphAfter({
                    src: item.insertUrl,
                    alt: item.decorative ? '' : item.alt,
                    width: item.insertWidth,
                    height: item.insertHeight,
                  }),
                )
                .run();
          }}
        />
      )}
      {asking && editor && (
        <UrlBar
          kind={asking.kind}
          initialUrl={asking.url}
          canUnlink={asking.kind === 'link' && editor.isActive('link')}
          onApply={applyUrl}
          onUnlink={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            closeAsk('editor');
          }}
          onCancel={() => closeAsk('opener')}
        />
      )}
      <div hidden={htmlMode} className="max-h-[60vh] overflow-y-auto">
        {editor ? <EditorContent editor={editor} /> : <p className="px-4 py-3 text-navy-500">Loading the editor…</p>}
      </div>
      {htmlMode && (
        <textarea
          ref={textarea}
          id={ids.html}
          aria-labelledby={labelId}
          aria-describedby={[describedBy, `${ids.html}-hint`].filter(Boolean).join(' ')}
          aria-invalid={invalid || undefined}
          value={source}
          spellCheck={false}
          onChange={(e) => {
            setSource(e.target.value);
            onChange(e.target.value);
          }}
          rows={16}
          className="block min-h-72 w-full resize-y border-0 bg-navy-950 px-4 py-3 font-mono text-sm text-navy-50 focus:outline-none"
        />
      )}
      {htmlMode && (
        <p id={`${ids.html}-hint`} className="border-t border-navy-200 bg-navy-50 px-3 py-1.5 text-xs text-navy-600">
          HTML source. Only allowed formatting is kept when you save; switch back with the HTML button.
        </p>
      )}
    </div>
  );
}
