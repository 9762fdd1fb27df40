/*
 * Loaders for the page editor (/admin/content/[slug]), its live preview and the revision
 * history of pages and posts. Section schemas become JSON Schema here, on the server, so the
 * editor island is generated from plain JSON and never ships zod's schema objects twice.
 */
import { z } from 'zod';
import { getRuntime } from '../foundation/runtime.ts';
import { getContentPage, getPageForEditing, listContentPages } from '../repositories/content-pages.ts';
import { getVersion } from '../repositories/record-versions.ts';
import { getRevision, listRevisions, type ContentRevision } from '../repositories/content-revisions.ts';
import { listOffers } from '../repositories/offers.ts';
import { getPageSchedule, listPageSchedules, type PageSchedule } from '../repositories/page-schedules.ts';
import { changedFields, fieldName } from '../../admin/merge.ts';
import { sameDocument } from '../../page-content/same-document.ts';
import { getPostById } from '../repositories/blog-posts.ts';
import { listStaff } from '../repositories/staff.ts';
import { previewableDocument, previewOfDocument, publicPathOf } from './content-preview.ts';
import { loadContentAdmin } from './admin-pages.ts';
import { SECTION_DEFINITIONS } from '../../page-content/sections/index.ts';
import { ukDatesIn } from '../../uk-time.ts';
import type { JsonSchema } from '../../page-content/editor/form-spec.ts';
import type { PageDocument } from '../../page-content/page-document.ts';
import { compareEntries, pageEntries, postEntries, type FieldChange } from '../../revisions/revision-diff.ts';
import { decide } from '../../policy/decide.ts';
import { ownerOnlySummary, pageChange } from '../../policy/states.ts';
import type { Role } from '../../permissions.ts';

const db = () => getRuntime().database.db;

export { publicPathOf };

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
    // Notes written before they named dates for people held ISO timestamps.
    note: ukDatesIn(r.note),
  }));
}

/** The Content tab: business details, and the pages whose sections staff can edit, with unpublished changes marked. */
export async function loadContentTab() {
  const [settings, pages, schedules] = await Promise.all([loadContentAdmin(), listContentPages(db()), listPageSchedules(db())]);
  const scheduled = new Map(schedules.map((s) => [s.slug, s.publishAt]));
  return {
    settings,
    editable: pages.map((p) => ({
      slug: p.slug,
      path: publicPathOf(p.slug),
      // A draft saved back to what is live is not a change worth flagging.
      unpublished: p.draft !== null && !sameDocument(p.draft, p.published),
      scheduledAt: scheduled.get(p.slug) ?? null,
    })),
  };
}

/**
 * What the viewer may not do with the saved draft, in a sentence (the policy's answer for
 * publish, schedule and discard): staff cannot send live, or drop, an owner's price or booking
 * change. Null when they may.
 */
function draftRefusal(role: Role, page: { published: PageDocument; draft: PageDocument | null }): string | null {
  if (!page.draft) return null;
  const { record, changes } = pageChange([page.published, page.draft]);
  if (decide({ role }, 'publish', record).allowed) return null;
  return `This draft changes ${ownerOnlySummary(changes)}: only the owner can publish, schedule or discard it. You can go on editing the rest.`;
}

/** The pending scheduled change as the editor shows it: when, which fields, and whether the viewer may act on it. */
function scheduledView(role: Role, schedule: PageSchedule, live: PageDocument) {
  const label = (id: string) => {
    const section = schedule.doc.sections.find((s) => s.id === id) ?? schedule.baseDoc.sections.find((s) => s.id === id);
    return (SECTION_DEFINITIONS as Record<string, { label: string }>)[section?.type ?? '']?.label ?? id;
  };
  // 'primaryCta' reads 'primary cta' in a sentence.
  const words = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  const { record, changes } = pageChange([live, schedule.doc]);
  return {
    publishAt: schedule.publishAt,
    fields: changedFields(schedule.baseDoc, schedule.doc).map((f) => fieldName({ ...f, field: words(f.field) }, label)),
    refusal: decide({ role }, 'unschedule', record).allowed
      ? null
      : `This scheduled change touches ${ownerOnlySummary(changes)}: only the owner can move or cancel it.`,
  };
}

export async function loadContentEditor(slug: string, role: Role) {
  const page = await getPageForEditing(db(), slug);
  if (!page) return undefined;
  const [offers, revisions, schedule, version, stored] = await Promise.all([
    listOffers(db()),
    listRevisions(db(), 'page', slug, 8),
    getPageSchedule(db(), slug),
    getVersion(db(), 'page', slug),
    getContentPage(db(), slug),
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
    scheduled: schedule && stored ? scheduledView(role, schedule, stored.published) : null,
    draftRefusal: stored ? draftRefusal(role, stored) : null,
  };
}

/**
 * The preview of an unsaved document. Sections that do not pass their schema yet are left out
 * (their numbers come back so the preview can say so) rather than rendered half-filled.
 */
export async function loadEditorPreview(slug: string, body: unknown) {
  if (!(await getContentPage(db(), slug))) return undefined;
  const { doc, left, unreadable } = previewableDocument((body as { doc?: unknown } | null)?.doc);
  return { preview: await previewOfDocument(slug, doc), left, unreadable };
}

export interface HistoryView {
  kind: 'page' | 'post' | 'offer' | 'setting';
  key: string;
  title: string;
  backUrl: string;
  revisions: Awaited<ReturnType<typeof revisionRows>>;
  selected?: { id: string; createdAt: string; by: string; note: string; changes: FieldChange[] };
  /** Why the viewer may not restore the selected version (the policy), or absent when they may. */
  restoreRefusal?: string;
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

/**
 * A page's revisions, and with `?rev=` one of them compared with the live version. The policy's
 * question for a restore (src/lib/server/page-content/page-policy.ts) is asked here too, so the
 * button says why before anyone presses it.
 */
export async function loadPageHistory(slug: string, revId: string | null, role: Role): Promise<HistoryView | undefined> {
  const page = await getContentPage(db(), slug);
  if (!page) return undefined;
  const revisions = await revisionRows(await listRevisions(db(), 'page', slug));
  const view = { kind: 'page' as const, key: slug, title: page.title, backUrl: `/admin/content/${slug}`, revisions };
  let restoreRefusal: string | undefined;
  const shown = await withSelected(view, revId, (r) => {
    const doc = r.data as PageDocument;
    const { record, changes } = pageChange(
      [page.published, doc],
      ...(page.draft ? [[page.draft, doc] as [PageDocument, PageDocument]] : []),
    );
    if (!decide({ role }, 'restore', record).allowed)
      restoreRefusal = `Restoring this version would change ${ownerOnlySummary(changes)}: only the owner can restore it.`;
    return compareEntries(pageEntries(doc, typeLabel), pageEntries(page.published, typeLabel));
  });
  return restoreRefusal ? { ...shown, restoreRefusal } : shown;
}

/** A post's revisions, and with `?rev=` one of them compared with the post as it is now. */
export async function loadPostHistory(id: string, revId: string | null): Promise<HistoryView | undefined> {
  const post = id.length <= 64 ? await getPostById(db(), id) : undefined;
  if (!post) return undefined;
  const revisions = await revisionRows(await listRevisions(db(), 'post', id));
  const view = { kind: 'post' as const, key: id, title: post.title || post.slug, backUrl: '/admin/blog', revisions };
  return withSelected(view, revId, (r) => compareEntries(postEntries(r.data as Record<string, unknown>), postEntries(post)));
}
