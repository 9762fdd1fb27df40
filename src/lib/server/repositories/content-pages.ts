import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { iso, json, nowIso } from '../db/values.ts';
import { formatUkDateTime } from '../../uk-time.ts';
import type { PageDocument, PageStatus } from '../../page-content/page-document.ts';
import { insertRevision, type ContentRevision } from './content-revisions.ts';
import { tagRender } from '../cache-tags/render-tags.ts';
import { tag } from '../cache-tags/tag-names.ts';

export interface ContentPage {
  slug: string;
  title: string;
  published: PageDocument;
  draft: PageDocument | null;
  publishedAt: string;
  updatedAt: string;
  updatedBy: string | null;
}

/** What the editor opens: the draft when there is one, else the published document. */
export interface EditablePage {
  slug: string;
  title: string;
  doc: PageDocument;
  status: PageStatus;
  publishedAt: string;
  updatedAt: string;
}

const columns = ['slug', 'title', 'published_doc', 'draft_doc', 'published_at', 'updated_at', 'updated_by'] as const;
type Row = {
  slug: string;
  title: string;
  published_doc: unknown;
  draft_doc: unknown;
  published_at: Date | string;
  updated_at: Date | string;
  updated_by: string | null;
};

const EMPTY: PageDocument = { sections: [] };

const toPage = (r: Row): ContentPage => ({
  slug: r.slug,
  title: r.title,
  published: json<PageDocument>(r.published_doc, EMPTY),
  draft: r.draft_doc == null ? null : json<PageDocument | null>(r.draft_doc, null),
  publishedAt: iso(r.published_at),
  updatedAt: iso(r.updated_at),
  updatedBy: r.updated_by,
});

export async function getContentPage(db: Kysely<Database>, slug: string): Promise<ContentPage | undefined> {
  const row = await db.selectFrom('content_pages').select(columns).where('slug', '=', slug).executeTakeFirst();
  return row ? toPage(row) : undefined;
}

export async function listContentPages(db: Kysely<Database>): Promise<ContentPage[]> {
  const rows = await db.selectFrom('content_pages').select(columns).orderBy('slug').execute();
  return rows.map(toPage);
}

/** The document visitors see. */
export async function getPublishedPage(db: Kysely<Database>, slug: string): Promise<PageDocument | undefined> {
  tagRender(tag.page(slug));
  const row = await db.selectFrom('content_pages').select('published_doc').where('slug', '=', slug).executeTakeFirst();
  return row ? json<PageDocument>(row.published_doc, EMPTY) : undefined;
}

export async function getPageForEditing(db: Kysely<Database>, slug: string): Promise<EditablePage | undefined> {
  const page = await getContentPage(db, slug);
  if (!page) return undefined;
  return {
    slug: page.slug,
    title: page.title,
    doc: page.draft ?? page.published,
    status: page.draft ? 'draft-changes' : 'published',
    publishedAt: page.publishedAt,
    updatedAt: page.updatedAt,
  };
}

/** Stores a (validated) draft; returns false when the page does not exist. */
export async function saveDraft(db: Kysely<Database>, slug: string, doc: PageDocument, staffId: string): Promise<boolean> {
  const res = await db
    .updateTable('content_pages')
    .set({ draft_doc: JSON.stringify(doc), updated_at: nowIso(), updated_by: staffId })
    .where('slug', '=', slug)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The draft only: a scheduled change is apart from it (page_schedules) and stays. */
export async function discardDraft(db: Kysely<Database>, slug: string, staffId: string): Promise<boolean> {
  const res = await db
    .updateTable('content_pages')
    .set({ draft_doc: null, updated_at: nowIso(), updated_by: staffId })
    .where('slug', '=', slug)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Makes `doc` the published document, clears the draft and keeps a revision; one transaction. */
async function publishDocument(
  db: Kysely<Database>,
  page: ContentPage,
  doc: PageDocument,
  staffId: string | null,
  note: string,
): Promise<ContentRevision> {
  return db.transaction().execute((trx) => writePublished(trx, page, doc, staffId, note));
}

/**
 * The publish itself, inside a transaction the caller holds (scheduled publishing claims its row
 * in it too). The draft is cleared, or replaced by `draft` (a scheduled change going live keeps
 * the draft, rebased). A scheduled change is not touched: it goes live at its own time.
 */
export async function writePublished(
  trx: Kysely<Database>,
  page: ContentPage,
  doc: PageDocument,
  staffId: string | null,
  note: string,
  draft: PageDocument | null = null,
): Promise<ContentRevision> {
  const at = nowIso();
  await trx
    .updateTable('content_pages')
    .set({
      published_doc: JSON.stringify(doc),
      draft_doc: draft ? JSON.stringify(draft) : null,
      published_at: at,
      updated_at: at,
      updated_by: staffId,
    })
    .where('slug', '=', page.slug)
    .execute();
  return insertRevision(trx, {
    entityType: 'page',
    entityKey: page.slug,
    title: page.title,
    data: doc,
    createdBy: staffId,
    note,
  });
}

export interface PublishResult {
  before: PageDocument;
  after: PageDocument;
  revision: ContentRevision;
}

/**
 * Draft → published: the draft of `page` as the caller read it (and had the policy judge), not
 * whatever the row holds by now. Undefined when it has no draft.
 */
export async function publishPage(
  db: Kysely<Database>,
  page: ContentPage,
  staffId: string,
  note = 'Published',
): Promise<PublishResult | undefined> {
  if (!page.draft) return undefined;
  const revision = await publishDocument(db, page, page.draft, staffId, note);
  return { before: page.published, after: page.draft, revision };
}

/** Restoring publishes the revision's document over `page` (as the caller read it) and records that as a new revision. */
export async function restorePageRevision(
  db: Kysely<Database>,
  old: ContentRevision,
  page: ContentPage,
  staffId: string,
): Promise<PublishResult & { slug: string }> {
  const doc = old.data as PageDocument;
  const revision = await publishDocument(db, page, doc, staffId, `Restored the version saved ${formatUkDateTime(old.createdAt)}`);
  return { slug: page.slug, before: page.published, after: doc, revision };
}

/** Seed: a page is created once; staff edits are never overwritten. Returns true when inserted. */
export async function insertContentPageIfAbsent(
  db: Kysely<Database>,
  page: { slug: string; title: string; doc: PageDocument },
): Promise<boolean> {
  const at = nowIso();
  const res = await db
    .insertInto('content_pages')
    .values({
      slug: page.slug,
      title: page.title,
      published_doc: JSON.stringify(page.doc),
      draft_doc: null,
      published_at: at,
      updated_at: at,
      updated_by: null,
    })
    .onConflict((oc) => oc.column('slug').doNothing())
    .executeTakeFirst();
  const inserted = Number(res.numInsertedOrUpdatedRows ?? 0n) > 0;
  if (inserted) {
    await insertRevision(db, {
      entityType: 'page',
      entityKey: page.slug,
      title: page.title,
      data: page.doc,
      createdBy: null,
      note: 'Original site copy',
    });
  }
  return inserted;
}

export { listRevisions, getRevision } from './content-revisions.ts';
