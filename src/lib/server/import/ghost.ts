// A Ghost JSON export (Settings › Labs › Export, versions 1 to 5+) as the import model. The file
// is the database's tables: {db: [{meta: {version}, data: {posts, tags, posts_tags, users,
// posts_authors, posts_meta}}]}, or {meta, data} at the top in older files. Posts' bodies are
// taken from `html` when the file has it, else rendered from Lexical (Ghost 5) or Mobiledoc
// (Ghost 1–4). Ghost 4+ writes its own address as __GHOST_URL__: it becomes the site address
// when the file or the owner gives one, else the pictures stay relative and are noted.
import { escapeHtml } from '../../escape-html.ts';
import { cleanImportedHtml } from './clean-html.ts';
import { ghostCardsToHtml } from './ghost-html.ts';
import { lexicalToHtml } from './lexical.ts';
import { ImportRefused, type ImportBundle, type ImportedItem, type ImportedPicture, type ImportStatus } from './model.ts';
import { mobiledocToHtml } from './mobiledoc.ts';
import { dedupePictures, pictureNotes } from './pictures.ts';
import { SkipTally, chooseSlug, fingerprint, fitExcerpt, fitTags, fitTitle, shorten, tidyNotes } from './text.ts';
import type { ReadOptions } from './wxr.ts';

type Row = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const rows = (v: unknown): Row[] => (Array.isArray(v) ? v.filter((r): r is Row => Boolean(r) && typeof r === 'object') : []);

interface GhostData {
  version: string;
  siteUrl: string | null;
  data: Row;
}

function parse(bytes: Uint8Array): GhostData {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportRefused('The file is not UTF-8 text, so it is not a Ghost export (Ghost writes UTF-8 JSON).');
  }
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch (err) {
    const at = /position (\d+)/.exec((err as Error).message)?.[1];
    const line = at ? text.slice(0, Number(at)).split('\n').length : null;
    throw new ImportRefused(
      `The file is not valid JSON${line ? ` (it breaks on line ${line})` : ''}. It may have been cut short: export it again from Ghost.`,
    );
  }
  const top = (root ?? {}) as Row;
  const db = (Array.isArray(top.db) ? top.db[0] : top) as Row | undefined;
  const data = db?.data as Row | undefined;
  if (!data || typeof data !== 'object' || !Array.isArray(data.posts))
    throw new ImportRefused(
      'This JSON file is not a Ghost export: it has no posts table (db[0].data.posts). Export from Ghost with Settings › Labs › Export your content.',
    );
  const meta = (db?.meta ?? {}) as Row;
  const setting = rows(data.settings).find((s) => s.key === 'url');
  const url = str(meta.url) || str(setting?.value);
  return { version: str(meta.version), siteUrl: /^https?:\/\//i.test(url) ? url.replace(/\/+$/, '') : null, data };
}

/** The tag and author names of each post, in their sort order. */
function joined(data: Row, table: string, key: string, things: Map<string, Row>): Map<string, Row[]> {
  const out = new Map<string, Row[]>();
  const links = rows(data[table]).sort((a, b) => (Number(a.sort_order) || 0) - (Number(b.sort_order) || 0));
  for (const l of links) {
    const thing = things.get(str(l[key]));
    if (!thing) continue;
    const list = out.get(str(l.post_id)) ?? [];
    list.push(thing);
    out.set(str(l.post_id), list);
  }
  return out;
}

function isoDate(v: unknown): string | null {
  if (v === null || v === undefined || v === '') return null;
  const d = new Date(typeof v === 'number' ? v : str(v));
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** When it went out: published_at, or for a published or scheduled item without one, when it was created (noted). */
function publishedAt(p: Row, status: ImportStatus, notes: string[]): string | null {
  const at = isoDate(p.published_at);
  if (at || status === 'draft') return at;
  const created = isoDate(p.created_at);
  if (created) notes.push('The file gives no publication date, so the date it was created is used.');
  return created;
}

const isPage = (p: Row) => p.type === 'page' || p.page === true || p.page === 1;

function mapStatus(p: Row, notes: string[]): ImportStatus | null {
  let status: ImportStatus;
  switch (str(p.status)) {
    case 'published':
      status = 'published';
      break;
    case 'scheduled':
      status = 'scheduled';
      break;
    case 'draft':
      status = 'draft';
      break;
    case 'sent':
      notes.push('It was sent as an e-mail newsletter only and never shown on the Ghost site, so it is a draft here.');
      status = 'draft';
      break;
    default:
      return null;
  }
  const visibility = str(p.visibility) || 'public';
  if (visibility !== 'public' && status !== 'draft') {
    notes.push(
      `Only ${visibility === 'members' ? 'signed-up members' : 'paying members'} could read it on Ghost. It is a draft here so it is not made public: publish it only if everyone may read it.`,
    );
    status = 'draft';
  }
  return status;
}

function body(p: Row, siteUrl: string | null, notes: string[]): string {
  const local = (s: string) => s.replaceAll('__GHOST_URL__', siteUrl ?? '');
  try {
    if (str(p.html).trim()) return ghostCardsToHtml(local(str(p.html)), notes);
    if (str(p.lexical)) return lexicalToHtml(local(str(p.lexical)), notes);
    if (str(p.mobiledoc)) return mobiledocToHtml(local(str(p.mobiledoc)), notes);
  } catch {
    notes.push('The post’s content is damaged in the file (its editor data cannot be read), so it was imported without a body.');
    return '';
  }
  if (str(p.plaintext).trim())
    return str(p.plaintext)
      .split(/\n{2,}/)
      .map((para) => `<p>${escapeHtml(para)}</p>`)
      .join('');
  notes.push('The post has no content in the file.');
  return '';
}

/** A Ghost export file as the import model; throws ImportRefused for a file it will not read. */
export function readGhost(bytes: Uint8Array, options: ReadOptions = {}): ImportBundle {
  const parsed = parse(bytes);
  const { data } = parsed;
  const siteUrl = options.siteUrl?.replace(/\/+$/, '') || parsed.siteUrl;
  const tags = new Map(rows(data.tags).map((t) => [str(t.id), t]));
  const users = new Map(rows(data.users).map((u) => [str(u.id), u]));
  const tagsOf = joined(data, 'posts_tags', 'tag_id', tags);
  const authorsOf = joined(data, 'posts_authors', 'author_id', users);
  const metaOf = new Map(rows(data.posts_meta).map((m) => [str(m.post_id), m]));
  const skipped = new SkipTally();
  const items: ImportedItem[] = [];

  for (const p of rows(data.posts)) {
    const kind = isPage(p) ? 'page' : 'post';
    const notes: string[] = [];
    const status = mapStatus(p, notes);
    if (!status) {
      skipped.add(`${kind} with status “${str(p.status)}”`, 'only published, scheduled, draft and e-mailed items are imported');
      continue;
    }
    const id = str(p.id);
    if (!id)
      throw new ImportRefused('A post in the file has no id, so a second import could not tell it apart: the file is damaged.');
    const title = fitTitle(str(p.title), notes);
    const slug = chooseSlug([str(p.slug), title].filter(Boolean), `${kind}-${id.slice(-8)}`, notes);
    const html = body(p, siteUrl, notes);
    if (!siteUrl && /__GHOST_URL__/.test(`${str(p.html)}${str(p.lexical)}${str(p.mobiledoc)}${str(p.feature_image)}`))
      notes.push(
        'The file does not give the Ghost site’s address, so this item’s pictures have addresses relative to it (/content/images/…): give the old site’s address to fetch them.',
      );
    const clean = cleanImportedHtml(html, siteUrl, undefined, options.allowNetworks);
    notes.push(...clean.notes);

    const meta = metaOf.get(id) ?? {};
    const featureUrl = str(p.feature_image).replaceAll('__GHOST_URL__', siteUrl ?? '');
    let featuredImage: ImportedPicture | null = null;
    if (featureUrl) {
      const caption = str(meta.feature_image_caption ?? p.feature_image_caption)
        .replace(/<[^>]*>/g, '')
        .trim();
      const alt = str(meta.feature_image_alt ?? p.feature_image_alt);
      featuredImage = { url: featureUrl, alt, ...(caption ? { caption } : {}) };
      notes.push(...pictureNotes([featuredImage], options.allowNetworks).filter((n) => !notes.includes(n)));
    }

    const postTags = (tagsOf.get(id) ?? []).filter((t) => str(t.visibility) !== 'internal' && !str(t.name).startsWith('#'));
    const postAuthors = authorsOf.get(id) ?? (users.get(str(p.author_id)) ? [users.get(str(p.author_id))!] : []);
    if (postAuthors.length > 1)
      notes.push(
        `Written by ${postAuthors.map((a) => str(a.name)).join(', ')} on Ghost; the blog names one author, ${str(postAuthors[0]!.name)}.`,
      );
    const excerpt = str(p.custom_excerpt).trim()
      ? fitExcerpt(str(p.custom_excerpt), notes)
      : shorten(str(p.plaintext).replace(/\s+/g, ' ').trim(), 300);
    items.push({
      sourceId: id,
      kind,
      title,
      slug,
      status,
      publishedAt: publishedAt(p, status, notes),
      excerpt,
      html: clean.html,
      featuredImage,
      pictures: dedupePictures([...(featuredImage ? [featuredImage] : []), ...clean.pictures]),
      categories: [],
      tags: fitTags(
        postTags.map((t) => str(t.name)),
        notes,
      ),
      author: postAuthors[0] ? str(postAuthors[0].name) || null : null,
      oldPaths: [`/${str(p.slug) || slug}/`],
      notes: tidyNotes(notes),
    });
  }
  const publicTags = [...tags.values()].filter(
    (t) => str(t.visibility) !== 'internal' && !str(t.name).startsWith('#') && str(t.slug),
  );
  const archivePaths = [
    ...publicTags.map((t) => `/tag/${str(t.slug)}/`),
    ...[...users.values()].filter((u) => str(u.slug)).map((u) => `/author/${str(u.slug)}/`),
  ].map((path) => ({ path, to: '/blog' }));
  const internal = [...tags.values()].length - publicTags.length;
  if (internal)
    skipped.add(
      'internal tag',
      'Ghost’s internal tags (names starting with #) arrange a theme; they are not shown to readers',
      internal,
    );
  return {
    source: 'ghost',
    generator: parsed.version ? `Ghost ${parsed.version}` : 'Ghost (version not stated)',
    siteUrl,
    fingerprint: fingerprint(bytes),
    items,
    archivePaths,
    authors: [...users.values()].map((u) => str(u.name)).filter(Boolean),
    skipped: skipped.list(),
  };
}
