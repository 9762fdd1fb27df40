import type { KeyboardEvent, ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import {
  Bold,
  Braces,
  Code,
  Heading2,
  Heading3,
  ImagePlus,
  Images,
  Italic,
  Link,
  List,
  ListOrdered,
  Quote,
  Redo2,
  SquareCode,
  Undo2,
} from 'lucide-react';

export type UrlKind = 'link' | 'image';

interface Props {
  editor: Editor;
  htmlMode: boolean;
  onToggleHtml: () => void;
  onAskUrl: (kind: UrlKind, opener: HTMLButtonElement) => void;
  /** Opens the media library to insert one of its pictures. */
  onAskLibrary?: () => void;
  /** The id of the editing surface the toolbar formats (the page editor and the newsletter hold their own). */
  controls?: string;
}

function ToolButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: (button: HTMLButtonElement) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keep the editor's selection when a button is clicked with the mouse.
      onMouseDown={(e) => e.preventDefault()}
      onClick={(e) => onClick(e.currentTarget)}
      className="inline-flex h-9 min-w-9 cursor-pointer items-center justify-center rounded-md px-2 text-sm font-semibold text-navy-800 hover:bg-navy-100 disabled:cursor-not-allowed disabled:opacity-40 aria-pressed:bg-navy-900 aria-pressed:text-white"
    >
      {children}
    </button>
  );
}

const Sep = () => <span aria-hidden="true" className="mx-1 h-6 w-px bg-navy-200" />;

/** Arrow keys move along the toolbar, as in the ARIA toolbar pattern. */
function moveFocus(e: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(e.key)) return;
  const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (i < 0) return;
  e.preventDefault();
  const next =
    e.key === 'Home'
      ? 0
      : e.key === 'End'
        ? buttons.length - 1
        : (i + (e.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

export function EditorToolbar({
  editor,
  htmlMode,
  onToggleHtml,
  onAskUrl,
  onAskLibrary,
  controls = 'post-content-editor',
}: Props) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      link: e.isActive('link'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      code: e.isActive('code'),
      codeBlock: e.isActive('codeBlock'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const off = htmlMode;
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      onKeyDown={moveFocus}
      className="flex flex-wrap items-center gap-0.5 border-b border-navy-200 bg-navy-50 p-1"
    >
      <ToolButton label="Heading 2" pressed={s.h2} disabled={off} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Heading2 aria-hidden="true" className="h-4 w-4" />
      </ToolButton>
      <ToolButton label="Heading 3" pressed={s.h3} disabled={off} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Heading3 aria-hidden="true" className="h-4 w-4" />
      </ToolButton>
      <Sep />
      <ToolButton label="Bold" pressed={s.bold} disabled={off} onClick={() => chain().toggleBold().run()}>
        <Bold aria-hidden="true" className="h-4 w-4" />
      </ToolButton>
      <ToolButton label="Italic" pressed={s.italic} disabled={off} onClick={() => chain().toggleItalic().run()}>
        <Italic aria-hidden="true" className="h-4 w-4" />
      </ToolButton>
      <ToolButton label="Link" pressed={s.link} disabled={off} onClick={(b) => onAskUrl('link', b)}>
        <Link aria-hidden="true" className="h-4 w-4" />
      </ToolButton>
      <ToolButton label="Inline code" pressed={s.code} disabled={off} onClick={() => chain().toggleCode().run()}>
        <Code aria-hidden="true" className="h-4 w-4" />
      </ToolButton>
      <Sep />
      <ToolButton label="Bullet list" pressed={s.bullet} disabled={off} onClick={() => chain().toggleBulletList().run()}>
        <List aria-hidden="true" className="h-4 w-4" />
      </ToolButton>
      <ToolButton label="Numbered list" pressed={s.ordered} disabled={off} onClick={() => chain().toggleOrderedList().run()}>
        <ListOrdered aria-hidden="true" className="h-4 w-4" />
      </ToolButton>
      <ToolButton label="Quote" pressed={s.quote} disabled={off} onClick={() => chain().toggleBlockquote().run()}>
        <Quote aria-hidden="true" className="h-4 w-4" />
      </ToolButton>
      <ToolButton label="Code block" pressed={s.codeBlock} disabled={off} onClick={() => chain().toggleCodeBlock().run()}>
        <SquareCode aria-hidden="true" className="h-4 w-4" />
      </ToolButton>
      <ToolButton label="Image from URL" disabled={off} onClick={(b) => onAskUrl('image', b)}>
        <ImagePlus aria-hidden="true" className="h-4 w-4" />
      </ToolButton>
      {onAskLibrary && (
        <ToolButton label="Picture from the media library" disabled={off} onClick={onAskLibrary}>
          <Images aria-hidden="true" className="h-4 w-4" />
        </ToolButton>
      )}
      <Sep />
      <ToolButton label="Undo" disabled={off || !s.canUndo} onClick={() => chain().undo().run()}>
        <Undo2 aria-hidden="true" className="h-4 w-4" />
      </ToolButton>
      <ToolButton label="Redo" disabled={off || !s.canRedo} onClick={() => chain().redo().run()}>
        <Redo2 aria-hidden="true" className="h-4 w-4" />
      </ToolButton>
      <span className="ml-auto" />
      <ToolButton label="Edit HTML source" pressed={htmlMode} onClick={onToggleHtml}>
        <Braces aria-hidden="true" className="h-4 w-4" /> <span>HTML</span>
      </ToolButton>
    </div>
  );
}
