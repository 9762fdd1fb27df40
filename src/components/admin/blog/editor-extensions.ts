import { Node, mergeAttributes, type Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { Figure } from './figure-extension.ts';
import { isStoredLinkAllowed } from '../../../lib/blog/url-policy.ts';

export { isImageUrlAllowed, isLinkUrlAllowed } from '../../../lib/blog/url-policy.ts';

// What the rich-text editor understands: the server's allow-list
// (src/lib/blog/url-policy.ts, used by the sanitiser): anything else would be
// dropped when a post is opened. No extension that writes style attributes
// (alignment, colour, resizable images) is enabled: the CSP forbids them.

const cellAttributes = (withScope: boolean) => () => {
  const attr = (name: string) => ({
    default: null,
    parseHTML: (el: HTMLElement) => el.getAttribute(name),
    renderHTML: (attrs: Record<string, unknown>) => (attrs[name] ? { [name]: attrs[name] } : {}),
  });
  return withScope
    ? { colspan: attr('colspan'), rowspan: attr('rowspan'), scope: attr('scope') }
    : { colspan: attr('colspan'), rowspan: attr('rowspan') };
};

// Plain tables (the seeded posts have some): kept and editable as text.
// Rows and columns are changed in the HTML view.
const Table = Node.create({
  name: 'table',
  group: 'block',
  content: '(tableHead | tableBody)+',
  isolating: true,
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: ({ HTMLAttributes }) => ['table', mergeAttributes(HTMLAttributes), 0],
});
const TableHead = Node.create({
  name: 'tableHead',
  content: 'tableRow+',
  parseHTML: () => [{ tag: 'thead' }],
  renderHTML: () => ['thead', 0],
});
const TableBody = Node.create({
  name: 'tableBody',
  content: 'tableRow+',
  parseHTML: () => [{ tag: 'tbody' }, { tag: 'tfoot' }],
  renderHTML: () => ['tbody', 0],
});
const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableHeader | tableCell)+',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: () => ['tr', 0],
});
const TableHeader = Node.create({
  name: 'tableHeader',
  content: 'inline*',
  isolating: true,
  addAttributes: cellAttributes(true),
  parseHTML: () => [{ tag: 'th' }],
  renderHTML: ({ HTMLAttributes }) => ['th', HTMLAttributes, 0],
});
const TableCell = Node.create({
  name: 'tableCell',
  content: 'inline*',
  isolating: true,
  addAttributes: cellAttributes(false),
  parseHTML: () => [{ tag: 'td' }],
  renderHTML: ({ HTMLAttributes }) => ['td', HTMLAttributes, 0],
});

export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: false,
        linkOnPaste: true,
        protocols: ['mailto', 'tel'],
        // target and rel are decided by the sanitiser (external links only).
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (url) => isStoredLinkAllowed(url),
      },
    }),
    Image.configure({ inline: false, allowBase64: false }),
    Figure,
    // Marks an empty caption (is-empty on its figure), which EDITOR_SURFACE_CLASSES fills with a
    // hint; other empty blocks stay blank.
    Placeholder.configure({
      placeholder: ({ node }) => (node.type.name === 'figure' ? 'Caption (optional)' : ''),
      showOnlyCurrent: false,
    }),
    Table,
    TableHead,
    TableBody,
    TableRow,
    TableHeader,
    TableCell,
  ];
}

// ProseMirror's own stylesheet (TipTap's injectCSS) would be an inline
// <style> element, which the CSP blocks; these utilities do the same job.
export const EDITOR_SURFACE_CLASSES = [
  'prose-article relative min-h-72 max-w-none px-4 py-3 text-base whitespace-break-spaces break-words focus:outline-none',
  '[font-variant-ligatures:none] [&>:first-child]:mt-0 [&_pre]:whitespace-pre-wrap [&_[contenteditable=false]]:whitespace-normal',
  '[&_img.ProseMirror-separator]:m-0! [&_img.ProseMirror-separator]:inline! [&_img.ProseMirror-separator]:size-0! [&_img.ProseMirror-separator]:border-0!',
  '[&_img.ProseMirror-selectednode]:ring-4 [&_img.ProseMirror-selectednode]:ring-mustard-400',
  '[&_figure.ProseMirror-selectednode_img]:ring-4 [&_figure.ProseMirror-selectednode_img]:ring-mustard-400 [&_figure_img]:mb-2',
  "[&_figure.is-empty_figcaption]:before:text-navy-400 [&_figure.is-empty_figcaption]:before:content-['Caption_(optional)'] [&_figure.is-empty_figcaption]:before:float-left [&_figure.is-empty_figcaption]:before:pointer-events-none",
  '[&_.ProseMirror-gapcursor]:pointer-events-none [&_.ProseMirror-gapcursor]:absolute [&_.ProseMirror-gapcursor]:hidden',
  '[&.ProseMirror-focused_.ProseMirror-gapcursor]:block [&_.ProseMirror-gapcursor]:after:absolute [&_.ProseMirror-gapcursor]:after:-top-0.5',
  "[&_.ProseMirror-gapcursor]:after:block [&_.ProseMirror-gapcursor]:after:w-5 [&_.ProseMirror-gapcursor]:after:border-t [&_.ProseMirror-gapcursor]:after:border-navy-900 [&_.ProseMirror-gapcursor]:after:content-['']",
].join(' ');
