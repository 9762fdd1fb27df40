import { Node, mergeAttributes } from '@tiptap/react';

// A picture with a caption: <figure><img …><figcaption>…</figcaption></figure>, the markup
// the sanitiser keeps and the public post styles (theme.css, .prose-article figure). The
// caption is the node's own text, typed under the picture; an empty one is left out when
// the post is saved (sanitize.ts drops an empty figcaption).
export const Figure = Node.create({
  name: 'figure',
  group: 'block',
  content: 'inline*',
  marks: 'link bold italic',
  draggable: true,
  isolating: true,
  addAttributes() {
    const fromImg = (name: string) => ({
      default: null,
      parseHTML: (el: HTMLElement) => el.querySelector('img')?.getAttribute(name) ?? null,
      renderHTML: () => ({}),
    });
    return { src: fromImg('src'), alt: fromImg('alt'), width: fromImg('width'), height: fromImg('height') };
  },
  parseHTML: () => [{ tag: 'figure', contentElement: 'figcaption', getAttrs: (el) => (el.querySelector('img') ? {} : false) }],
  renderHTML({ node, HTMLAttributes }) {
    const { src, alt, width, height } = node.attrs as Record<string, string | null>;
    const img = Object.fromEntries(
      Object.entries({ src, alt: alt ?? '', width, height }).filter(([, v]) => v !== null && v !== undefined),
    );
    return ['figure', mergeAttributes(HTMLAttributes), ['img', img], ['figcaption', 0]];
  },
});

/** The picture, with an empty caption, then a paragraph that takes the cursor: the next key types there. */
export function figureWithParagraphAfter(attrs: { src: string; alt: string; width?: number | null; height?: number | null }) {
  return [
    { type: 'figure', attrs: { src: attrs.src, alt: attrs.alt, width: attrs.width ?? null, height: attrs.height ?? null } },
    { type: 'paragraph' },
  ];
}
