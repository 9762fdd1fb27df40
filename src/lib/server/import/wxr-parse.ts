// Reads a WordPress eXtended RSS file (what Tools › Export writes: wp-admin/includes/export.php)
// into plain records, streaming the XML with saxes. Nothing is expanded: a file that declares a
// DOCTYPE (where entity declarations live, as in an "entity bomb") is refused before anything
// else is read, and saxes itself knows only XML's five entities. Malformed XML is refused with
// the line it breaks on.
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { ImportRefused } from './model.ts';

export interface RawTerm {
  domain: string;
  slug: string;
  name: string;
  parent?: string;
}

export interface RawItem {
  fields: Map<string, string>;
  terms: RawTerm[];
  meta: Map<string, string>;
  comments: number;
}

export interface RawWxr {
  /** Characters XML forbids (control characters pasted from word processors), removed before parsing. */
  removedControlCharacters: number;
  wxrVersion: string;
  generator: string;
  channel: Map<string, string>;
  authors: { login: string; displayName: string }[];
  terms: RawTerm[];
  items: RawItem[];
}

const CHUNK = 1 << 20;

/** The text encoding the XML declaration names (UTF-8 when it names none). */
function declaredEncoding(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  return /^\s*(?:\ufeff|ï»¿)?<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1] ?? 'utf-8';
}

function decoderFor(bytes: Uint8Array): TextDecoder {
  const label = declaredEncoding(bytes);
  try {
    return new TextDecoder(label, { fatal: true });
  } catch {
    throw new ImportRefused(
      `The file says its text is in the “${label}” encoding, which this site cannot read. Export it again from WordPress (it writes UTF-8).`,
    );
  }
}

const CHANNEL_FIELDS = new Set([
  'title',
  'link',
  'description',
  'generator',
  'language',
  'wp:wxr_version',
  'wp:base_site_url',
  'wp:base_blog_url',
]);
const ITEM_FIELDS = new Set([
  'title',
  'link',
  'guid',
  'dc:creator',
  'content:encoded',
  'excerpt:encoded',
  'wp:post_id',
  'wp:post_date',
  'wp:post_date_gmt',
  'wp:post_name',
  'wp:status',
  'wp:post_parent',
  'wp:menu_order',
  'wp:post_type',
  'wp:post_password',
  'wp:is_sticky',
  'wp:attachment_url',
]);

// WordPress writes post text as it was saved, and text pasted from a word processor can hold
// control characters XML 1.0 forbids; WordPress's own importer falls back to a lenient parser
// for them. They are removed (and counted) so such a file is read rather than refused.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** The file's records; throws ImportRefused with a sentence for the owner. */
export function parseWxr(bytes: Uint8Array): RawWxr {
  if (!/[^\s\ufeff]/.test(new TextDecoder('latin1').decode(bytes.subarray(0, 4096))) && bytes.length <= 4096)
    throw new ImportRefused('The file is empty.');
  const decoder = decoderFor(bytes);
  const parser = new SaxesParser({ xmlns: false, position: true });
  const out: RawWxr = {
    removedControlCharacters: 0,
    wxrVersion: '',
    generator: '',
    channel: new Map(),
    authors: [],
    terms: [],
    items: [],
  };
  const stack: string[] = [];
  let text: string[] = [];
  let item: RawItem | null = null;
  let group: Map<string, string> | null = null; // wp:author, wp:category, wp:tag, wp:term, wp:postmeta
  let category: { domain: string; slug: string } | null = null;
  let inComment = 0;
  let sawRss = false;

  parser.on('doctype', () => {
    throw new ImportRefused(
      'The file declares a DOCTYPE, where XML entity declarations live (the trick behind an “entity bomb”). WordPress export files never have one, so it was refused without being read.',
    );
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = tag.name;
    if (stack.length === 0) {
      if (name !== 'rss')
        throw new ImportRefused(`This is not a WordPress export file: it is XML whose outer element is <${name}>, not <rss>.`);
      sawRss = true;
      const ns = String(tag.attributes['xmlns:wp'] ?? '');
      out.wxrVersion = /export\/(\d+\.\d+)\/?$/.exec(ns)?.[1] ?? '';
    }
    stack.push(name);
    text = [];
    if (inComment || name === 'wp:comment') {
      inComment++;
      return;
    }
    if (name === 'item') item = { fields: new Map(), terms: [], meta: new Map(), comments: 0 };
    else if (['wp:author', 'wp:category', 'wp:tag', 'wp:term', 'wp:postmeta'].includes(name)) group = new Map();
    else if (name === 'category' && item)
      category = { domain: String(tag.attributes.domain ?? 'category'), slug: String(tag.attributes.nicename ?? '') };
  });
  const onText = (t: string) => {
    if (!inComment) text.push(t);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag) => {
    const name = tag.name;
    stack.pop();
    const value = text.join('');
    text = [];
    if (inComment) {
      inComment--;
      if (inComment === 0 && item) item.comments++;
      return;
    }
    const parent = stack.at(-1);
    if (group && parent && /^wp:(author|category|tag|term|postmeta)$/.test(parent)) {
      group.set(name, value.trim());
      return;
    }
    switch (name) {
      case 'item':
        if (item) out.items.push(item);
        item = null;
        return;
      case 'category':
        if (item && category) item.terms.push({ ...category, name: value.trim() });
        category = null;
        return;
      case 'wp:postmeta':
        if (item && group?.get('wp:meta_key')) item.meta.set(group.get('wp:meta_key')!, group.get('wp:meta_value') ?? '');
        group = null;
        return;
      case 'wp:author':
        if (group)
          out.authors.push({ login: group.get('wp:author_login') ?? '', displayName: group.get('wp:author_display_name') ?? '' });
        group = null;
        return;
      case 'wp:category':
      case 'wp:tag':
      case 'wp:term':
        if (group) out.terms.push(channelTerm(name, group));
        group = null;
        return;
    }
    if (item && parent === 'item' && ITEM_FIELDS.has(name)) item.fields.set(name, value);
    else if (!item && parent === 'channel' && CHANNEL_FIELDS.has(name)) out.channel.set(name, value.trim());
  });

  const withoutControls = (text: string) =>
    text.replace(CONTROL, () => {
      out.removedControlCharacters++;
      return '';
    });
  try {
    for (let at = 0; at < bytes.length; at += CHUNK)
      parser.write(withoutControls(decoder.decode(bytes.subarray(at, at + CHUNK), { stream: true })));
    parser.write(withoutControls(decoder.decode()));
    parser.close();
  } catch (err) {
    if (err instanceof ImportRefused) throw err;
    if (err instanceof TypeError)
      throw new ImportRefused(
        'The file’s text is not in the encoding it declares (it has bytes that are not valid UTF-8). It may be damaged: export it again from WordPress.',
      );
    const m = /(\d+):(\d+): (.*)$/s.exec((err as Error).message);
    const where = m ? `line ${m[1]}, column ${m[2]}: ${m[3]}` : (err as Error).message;
    throw new ImportRefused(
      `The file is not well-formed XML (${where}). It may have been cut short or edited by hand: export it again from WordPress.`,
    );
  }
  if (!sawRss) throw new ImportRefused('The file is empty or holds no XML.');
  if (!out.wxrVersion && !out.items.some((i) => i.fields.has('wp:post_type')))
    throw new ImportRefused(
      'This RSS file is not a WordPress export (WXR): it has none of WordPress’s wp: fields. Export from WordPress with Tools › Export.',
    );
  out.generator = out.channel.get('generator') ?? '';
  if (!out.wxrVersion) out.wxrVersion = out.channel.get('wp:wxr_version') ?? '';
  return out;
}

function channelTerm(kind: string, g: Map<string, string>): RawTerm {
  if (kind === 'wp:category')
    return {
      domain: 'category',
      slug: g.get('wp:category_nicename') ?? '',
      name: g.get('wp:cat_name') ?? '',
      parent: g.get('wp:category_parent') ?? '',
    };
  if (kind === 'wp:tag') return { domain: 'post_tag', slug: g.get('wp:tag_slug') ?? '', name: g.get('wp:tag_name') ?? '' };
  return {
    domain: g.get('wp:term_taxonomy') ?? '',
    slug: g.get('wp:term_slug') ?? '',
    name: g.get('wp:term_name') ?? '',
    parent: g.get('wp:term_parent') ?? '',
  };
}
