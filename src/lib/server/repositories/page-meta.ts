import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newId, nowIso } from '../db/values.ts';
import { tagRender } from '../cache-tags/render-tags.ts';
import { tag } from '../cache-tags/tag-names.ts';

export interface PageMeta {
  id: string;
  pageName: string;
  pagePath: string;
  metaTitle: string;
  metaDescription: string;
  /** A media library id chosen as the share image (og:image); null: the generated one. */
  shareImageId: string | null;
}

const columns = ['id', 'page_name', 'page_path', 'meta_title', 'meta_description', 'share_image_id'] as const;
type Row = {
  id: string;
  page_name: string;
  page_path: string;
  meta_title: string;
  meta_description: string;
  share_image_id: string | null;
};
const toPageMeta = (r: Row): PageMeta => ({
  id: r.id,
  pageName: r.page_name,
  pagePath: r.page_path,
  metaTitle: r.meta_title,
  metaDescription: r.meta_description,
  shareImageId: r.share_image_id,
});

export async function listPageMeta(db: Kysely<Database>): Promise<PageMeta[]> {
  const rows = await db.selectFrom('page_meta').select(columns).orderBy('page_path').execute();
  tagRender(...rows.map((r) => tag.pageMeta(r.id)));
  return rows.map(toPageMeta);
}

export async function getPageMetaByPath(db: Kysely<Database>, path: string): Promise<PageMeta | undefined> {
  const row = await db.selectFrom('page_meta').select(columns).where('page_path', '=', path).executeTakeFirst();
  if (row) tagRender(tag.pageMeta(row.id));
  return row ? toPageMeta(row) : undefined;
}

export async function updatePageMeta(
  db: Kysely<Database>,
  id: string,
  values: { metaTitle: string; metaDescription: string; shareImageId?: string | null },
): Promise<PageMeta | undefined> {
  await db
    .updateTable('page_meta')
    .set({
      meta_title: values.metaTitle,
      meta_description: values.metaDescription,
      ...(values.shareImageId !== undefined && { share_image_id: values.shareImageId }),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
  const row = await db.selectFrom('page_meta').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? toPageMeta(row) : undefined;
}

export async function insertPageMetaIfAbsent(
  db: Kysely<Database>,
  page: { name: string; path: string; title: string; description: string },
): Promise<void> {
  await db
    .insertInto('page_meta')
    .values({
      id: newId(),
      page_name: page.name,
      page_path: page.path,
      meta_title: page.title,
      meta_description: page.description,
      updated_at: nowIso(),
    })
    .onConflict((oc) => oc.column('page_path').doNothing())
    .execute();
}
