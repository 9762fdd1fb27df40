// Ghost's Mobiledoc (versions 0.2 and 0.3, Ghost 1–4) as HTML: sections of text with markups,
// lists, images and cards (ghost-cards.ts). The format is documented by the mobiledoc-kit
// project (MOBILEDOC.md); Ghost's own renderer does the same with a DOM.
import { escapeHtml } from '../../escape-html.ts';
import { renderCard } from './ghost-cards.ts';

type Marker = unknown[];
interface Mobiledoc {
  version?: string;
  atoms?: [string, string, unknown][];
  cards?: [string, Record<string, unknown>][];
  markups?: [string, string[]?][];
  sections?: unknown[][];
}

const MARKUP_TAGS = new Set(['a', 'b', 'strong', 'i', 'em', 'u', 's', 'code', 'sub', 'sup']);
const SECTION_TAGS: Record<string, string> = {
  p: 'p',
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  blockquote: 'blockquote',
  aside: 'blockquote',
  'pull-quote': 'blockquote',
};

function markers(list: Marker[], doc: Mobiledoc, v2: boolean): string {
  const open: string[] = [];
  let out = '';
  for (const m of list) {
    const [type, opens, closes, value] = v2 ? [0, m[0], m[1], m[2]] : m;
    for (const i of (opens as number[]) ?? []) {
      const [tag = 'span', attrs = []] = doc.markups?.[i] ?? [];
      const t = tag.toLowerCase();
      const name = MARKUP_TAGS.has(t) ? t : 'span';
      const href = t === 'a' ? attrs[attrs.indexOf('href') + 1] : undefined;
      out += href !== undefined && attrs.includes('href') ? `<a href="${escapeHtml(String(href))}">` : `<${name}>`;
      open.push(name);
    }
    if (type === 1) {
      const [name = '', text = ''] = doc.atoms?.[value as number] ?? [];
      out += name === 'soft-return' ? '<br>' : escapeHtml(String(text));
    } else out += escapeHtml(String(value ?? ''));
    for (let n = Number(closes) || 0; n > 0 && open.length; n--) out += `</${open.pop()}>`;
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/** The document's HTML; throws on a Mobiledoc that is not an object with sections. */
export function mobiledocToHtml(source: string | Mobiledoc, notes: string[]): string {
  const doc = (typeof source === 'string' ? JSON.parse(source) : source) as Mobiledoc;
  if (!doc || !Array.isArray(doc.sections)) throw new Error('Mobiledoc without sections');
  const v2 = /^0\.2/.test(doc.version ?? '');
  const parts: string[] = [];
  for (const s of doc.sections) {
    switch (s[0]) {
      case 1: {
        const tag = SECTION_TAGS[String(s[1]).toLowerCase()] ?? 'p';
        const inner = markers((s[2] as Marker[]) ?? [], doc, v2);
        if (inner.trim())
          parts.push(tag === 'blockquote' ? `<blockquote><p>${inner}</p></blockquote>` : `<${tag}>${inner}</${tag}>`);
        break;
      }
      case 2:
        parts.push(`<figure><img src="${escapeHtml(String(s[1] ?? ''))}" alt=""></figure>`);
        break;
      case 3: {
        const tag = String(s[1]).toLowerCase() === 'ol' ? 'ol' : 'ul';
        const items = ((s[2] as Marker[][]) ?? []).map((item) => `<li>${markers(item, doc, v2)}</li>`).join('');
        parts.push(`<${tag}>${items}</${tag}>`);
        break;
      }
      case 10: {
        // 0.2 keeps the card in the section ([10, name, payload]); 0.3 points into `cards`.
        const [name = '', payload = {}] =
          typeof s[1] === 'string' ? [s[1], (s[2] ?? {}) as Record<string, unknown>] : (doc.cards?.[s[1] as number] ?? []);
        parts.push(renderCard(name, payload, notes));
        break;
      }
      default:
        notes.push('A part of the post in a form this importer does not know was left out.');
    }
  }
  return parts.filter(Boolean).join('\n');
}
