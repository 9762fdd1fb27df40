// Ghost 5's Lexical documents as HTML: text nodes with their format bits, paragraphs,
// headings, quotes, lists, links and line breaks, and Ghost's cards (ghost-cards.ts), whose
// Lexical nodes carry the same fields as their Mobiledoc payloads.
import { escapeHtml } from '../../escape-html.ts';
import { renderCard } from './ghost-cards.ts';

interface LexicalNode {
  type?: string;
  children?: LexicalNode[];
  [key: string]: unknown;
}

// Lexical's text format bits, outermost first.
const FORMATS: [number, string][] = [
  [1, 'strong'],
  [2, 'em'],
  [4, 's'],
  [8, 'u'],
  [16, 'code'],
  [32, 'sub'],
  [64, 'sup'],
];
const CARDS = new Set([
  'image',
  'gallery',
  'codeblock',
  'markdown',
  'html',
  'embed',
  'bookmark',
  'callout',
  'toggle',
  'button',
  'video',
  'audio',
  'file',
  'header',
  'product',
  'paywall',
  'signup',
  'email',
  'email-cta',
  'horizontalrule',
]);

function text(node: LexicalNode): string {
  let out = escapeHtml(String(node.text ?? ''));
  const format = Number(node.format) || 0;
  for (const [bit, tag] of [...FORMATS].reverse()) if (format & bit) out = `<${tag}>${out}</${tag}>`;
  return out;
}

function render(node: LexicalNode, notes: string[]): string {
  const inner = () => (node.children ?? []).map((c) => render(c, notes)).join('');
  const type = String(node.type ?? '');
  switch (type) {
    case 'root':
      return (node.children ?? [])
        .map((c) => render(c, notes))
        .filter(Boolean)
        .join('\n');
    case 'text':
    case 'extended-text':
      return text(node);
    case 'linebreak':
      return '<br>';
    case 'tab':
      return ' ';
    case 'paragraph': {
      const body = inner();
      return body ? `<p>${body}</p>` : '';
    }
    case 'heading':
    case 'extended-heading': {
      const tag = /^h[1-6]$/.test(String(node.tag)) ? String(node.tag) : 'h2';
      return `<${tag}>${inner()}</${tag}>`;
    }
    case 'quote':
    case 'extended-quote':
    case 'aside':
      return `<blockquote><p>${inner()}</p></blockquote>`;
    case 'list': {
      const tag = node.listType === 'number' ? 'ol' : 'ul';
      const start = tag === 'ol' && Number(node.start) > 1 ? ` start="${Number(node.start)}"` : '';
      return `<${tag}${start}>${inner()}</${tag}>`;
    }
    case 'listitem':
      return `<li>${inner()}</li>`;
    case 'link':
    case 'autolink':
      return `<a href="${escapeHtml(String(node.url ?? ''))}">${inner()}</a>`;
    default:
      if (CARDS.has(type)) return renderCard(type, node, notes);
      if (node.children) return inner();
      notes.push(`A “${type || 'unnamed'}” part, which this blog has no equivalent for, was removed.`);
      return '';
  }
}

/** The document's HTML; throws on a Lexical document that has no root. */
export function lexicalToHtml(source: string | { root?: LexicalNode }, notes: string[]): string {
  const doc = (typeof source === 'string' ? JSON.parse(source) : source) as { root?: LexicalNode };
  if (!doc?.root || typeof doc.root !== 'object') throw new Error('Lexical document without a root');
  return render({ ...doc.root, type: 'root' }, notes);
}
