/*
 * Loaders for the page editor (/admin/content/[slug]), its live preview and the revision
 * history of pages and posts. Section schemas become JSON Schema here, on the server, so the
 * editor island is generated from plain JSON and never ships zod's schema objects twice.
 */
import { z } from 'zod';
import { getRuntime } from '../runtime.ts';
import { getContentPage, getPageForEditing, listContentPages } from '../repositories/content-pages.ts';
import { getVersion } from '../repositories/record-versions.ts';
import { getRevision, listRevisions, type ContentRevision } from '../repositories/content-revisions.ts';
import { listOffers } from '../repositories/offers.ts';
import { getPostById } from '../repositories/blog-posts.ts';
import { listStaff } from '../repositories/staff.ts';
import { validatePageDocument } from '../content/page-validation.ts';
import { loadContentPreview } from './content.ts';
import { loadContentAdmin } from './admin-pages.ts';
import { SECTION_DEFINITIONS } from '../../content/sections/index.ts';
import type { JsonSchema } from '../../content/editor/form-spec.ts';
import type { PageDocument } from '../../content/page-document.ts';
import { compareEntries, pageEntries, postEntries, type FieldChange } from '../../content/revision-diff.ts';

const db = () => getRuntime().database.db;

/** Where a content page lives on the public site. */
export const publicPathOf = (slug: string) => (slug === 'home' ? '/' : `/${slug}`);

let sectionTypes: { type: string; label: string; description: string; schema: JsonSchema }[] | undefined;
function sectionTypesJson() {
  sectionTypes ??= Object.entries(SECTION_DEFINITIONS).map(([type, d]) => ({
    type,
    label: d.label,
    description: d.description,
    schema: z.toJSONSchema(d.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
  }));
  return sectionTypes;
}

const typeLabel = (type: string) => (SECTION_DEFINITIONS as Record<string, { label: string }>)[type]?.label ?? type;

export async function revisionRows(revisions: ContentRevision[]) {
  const staff = new Map((await listStaff(db())).map((s) => [s.id, s.displayName || s.email]));
  return revisions.map((r) => ({
    id: r.id,
    createdAt: r.createdAt,
    // No author: the install's own copy, or a post's words from before revisions were kept (the note says which).
    by: r.createdBy ? (staff.get(r.createdBy) ?? 'A removed staff account') : '',
    note: r.note,
  }));
}

/** The Content tab: business details, and the pages whose sections staff can edit. */
export async function loadContentTab() {
  const [settings, pages] = await Promise.all([loadContentAdmin(), listContentPages(db())]);
  return { settings, editable: pages.map((p) => ({ slug: p.slug, path: publicPathOf(p.slug) })) };
}

export async function loadContentEditor(slug: string) {
  const page = await getPageForEditing(db(), slug);
  if (!page) return undefined;
  const [offers, revisions, version] = await Promise.all([
    listOffers(db()),
    listRevisions(db(), 'page', slug, 8),
    getVersion(db(), 'page', slug),
  ]);
  return {
    slug: page.slug,
    title: page.title,
    publicPath: publicPathOf(page.slug),
    initialDoc: page.doc,
    initialStatus: page.status,
    initialVersion: version?.version ?? 0,
    sectionTypes: sectionTypesJson(),
    offers: offers.map((o) => ({ id: o.id, name: o.name, kind: o.kind, price: o.price, timeline: o.timeline })),
    revisions: await revisionRows(revisions),
  };
}

/**
 * The preview of an unsaved document. Sections that do not pass their schema yet are left out
 * (their numbers come back so the preview can say so) rather than rendered half-filled.
 */
export async function loadEditorPreview(slug: string, body: unknown) {
  if (!(await getContentPage(db(), slug))) return undefined;
  const raw = (body as { doc?: unknown } | null)?.doc;
  let checked = validatePageDocument(raw);
  const left: number[] = [];
  if (!checked.ok && raw && typeof raw === 'object' && Array.isArray((raw as PageDocument).sections)) {
    const bad = new Set(checked.errors.map((e) => Number(e.path.split('.')[1])).filter(Number.isInteger));
    left.push(...[...bad].sort((a, b) => a - b).map((i) => i + 1));
    const sections = (raw as PageDocument).sections.filter((_, i) => !bad.has(i));
    checked = validatePageDocument({ sections });
  }
  // Not even a list of sections: an empty preview that says so, never an error page.
  return { data: await loadContentPreview(slug, checked.ok ? checked.doc : { sections: [] }), left, unreadable: !checked.ok };
}

export interface HistoryView {
  kind: 'page' | 'post' | 'offer' | 'setting';
  key: string;
  title: string;
  backUrl: string;
  revisions: Awaited<ReturnType<typeof revisionRows>>;
  selected?: { id: string; createdAt: string; by: string; note: string; changes: FieldChange[] };
}

export async function withSelected(
  view: Omit<HistoryView, 'selected'>,
  revId: string | null,
  current: (r: ContentRevision) => FieldChange[],
): Promise<HistoryView> {
  const revision = revId && revId.length <= 64 ? await getRevision(db(), revId) : undefined;
  if (!revision || revision.entityType !== view.kind || revision.entityKey !== view.key) return view;
  const [row] = await revisionRows([revision]);
  return row ? { ...view, selected: { ...row, changes: current(revision) } } : view;
}

/** A page's revisions, and with `?rev=` one of them compared with the live version. */
export async function loadPageHistory(slug: string, revId: string | null): Promise<HistoryView | undefined> {
  const page = await getContentPage(db(), slug);
  if (!page) return undefined;
  const revisions = await revisionRows(await listRevisions(db(), 'page', slug));
  const view = { kind: 'page' as const, key: slug, title: page.title, backUrl: `/admin/content/${slug}`, revisions };
  return withSelected(view, revId, (r) =>
    compareEntries(pageEntries(r.data as PageDocument, typeLabel), pageEntries(page.published, typeLabel)),
  );
}

/** A post's revisions, and with `?rev=` one of them compared with the post as it is now. */
export async function loadPostHistory(id: string, revId: string | null): Promise<HistoryView | undefined> {
  const post = id.length <= 64 ? await getPostById(db(), id) : undefined;
  if (!post) return undefined;
  const revisions = await revisionRows(await listRevisions(db(), 'post', id));
  const view = { kind: 'post' as const, key: id, title: post.title || post.slug, backUrl: '/admin/blog', revisions };
  return withSelected(view, revId, (r) => compareEntries(postEntries(r.data as Record<string, unknown>), postEntries(post)));
}
