/*
 * Post revisions: every save that leaves a post published keeps a copy of its words in
 * content_revisions (entity 'post', key = post id), so staff can compare and restore. Restoring
 * writes the old words back and is itself a new revision.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { getPostById, updatePost } from '../repositories/blog-posts.ts';
import { pickFields } from '../../shapes/fields.ts';
import { postRevisionFields, type BlogPost, type PostRevisionData } from '../../shapes/post.ts';
import { getRevision, insertRevision, listRevisions, type ContentRevision } from '../repositories/content-revisions.ts';
import { sanitizePostHtml } from './sanitize.ts';
import { changedFields, type Change } from '../../audit-diff.ts';
import { formatUkDateTime } from '../../uk-time.ts';
import { postFor } from './post-policy.ts';
import type { PolicyActor } from '../foundation/policy.ts';

/** A revision's payload: the declared words in one key order (PostgreSQL's jsonb does not keep it). */
export const revisionDataOf = (p: PostRevisionData): PostRevisionData => pickFields(postRevisionFields, p);

/**
 * Keeps the post's words as a revision when it is published. A save that changed none of them
 * (a new tag, a date) adds nothing, so the history lists real edits.
 */
export async function recordPostRevision(
  db: Kysely<Database>,
  post: Pick<BlogPost, 'id' | 'published'> & PostRevisionData,
  staffId: string | null,
  note = '',
  before?: BlogPost,
): Promise<ContentRevision | null> {
  if (!post.published) return null;
  const data = revisionDataOf(post);
  let [latest] = await listRevisions(db, 'post', post.id, 1);
  // A post published before revisions were kept (the five existing articles) keeps its old words
  // too, dated when they were last saved, so the first tracked edit can be undone.
  if (!latest && before?.published && JSON.stringify(revisionDataOf(before)) !== JSON.stringify(data)) {
    latest = await insertRevision(db, {
      entityType: 'post',
      entityKey: post.id,
      title: before.title,
      data: revisionDataOf(before),
      createdBy: null,
      note: 'As published before revisions were kept',
      createdAt: before.updatedAt,
    });
  }
  // Compared field by field in one order: PostgreSQL's jsonb does not keep the key order.
  const previous = latest && postRevisionFields.safeParse(latest.data);
  if (!note && previous?.success && JSON.stringify(revisionDataOf(previous.data)) === JSON.stringify(data)) return null;
  return insertRevision(db, { entityType: 'post', entityKey: post.id, title: post.title, data, createdBy: staffId, note });
}

export type RestoreOutcome =
  | { ok: true; post: BlogPost; changes: Record<string, Change>; revision: ContentRevision }
  | { ok: false; reason: 'not-found' | 'unreadable' };

/**
 * Writes a post revision's words back over the post (slug and publishing state stay), once the
 * policy allows it in the post's state (not while the post is in the bin).
 */
export async function restorePostRevision(
  db: Kysely<Database>,
  revisionId: string,
  actor: PolicyActor & { id: string },
): Promise<RestoreOutcome> {
  const staffId = actor.id;
  const revision = await getRevision(db, revisionId);
  if (!revision || revision.entityType !== 'post') return { ok: false, reason: 'not-found' };
  if (!(await postFor(db, actor, 'restoreRevision', revision.entityKey))) return { ok: false, reason: 'not-found' };
  const parsed = postRevisionFields.safeParse(revision.data);
  if (!parsed.success) return { ok: false, reason: 'unreadable' };
  const before = await getPostById(db, revision.entityKey);
  if (!before) return { ok: false, reason: 'not-found' };
  const words = { ...parsed.data, content: sanitizePostHtml(parsed.data.content) };
  const id = before.id;
  if (!(await updatePost(db, id, { ...before, ...words }))) return { ok: false, reason: 'not-found' };
  const post = (await getPostById(db, id)) ?? before;
  const note = `Restored the version saved ${formatUkDateTime(revision.createdAt)}`;
  const created = await insertRevision(db, {
    entityType: 'post',
    entityKey: id,
    title: post.title,
    data: revisionDataOf(post),
    createdBy: staffId,
    note,
  });
  return { ok: true, post, changes: changedFields(revisionDataOf(before), revisionDataOf(post)), revision: created };
}
