// The policy's questions about blog posts (src/lib/policy/rules.ts): every path that changes a
// post (save, bin, bulk publish/unpublish/bin/restore, restore a revision, share a preview)
// reads the posts' states here and asks before it writes.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { postsByIds, type PostState } from '../repositories/blog-admin.ts';
import { authorize, check, PolicyRefusal, reachedNoRecord, type PolicyActor } from '../foundation/policy.ts';
import { postRecord } from '../../policy/states.ts';
import type { VerbOf } from '../../policy/rules.ts';

type PostVerb = VerbOf<'post'>;

/** The post, once the policy allows `verb` on it in its state; undefined when there is no such post. */
export async function postFor(
  db: Kysely<Database>,
  actor: PolicyActor,
  verb: PostVerb,
  id: string,
): Promise<PostState | undefined> {
  const [post] = await postsByIds(db, [id]);
  if (post) authorize(actor, verb, postRecord(post));
  return post;
}

/** Asks before a post is created (a new one has its own state: 'new'). */
export const authorizeNewPost = (actor: PolicyActor) => authorize(actor, 'save', postRecord(null));

/**
 * Many posts at once: those the policy allows, and those their state rules out (publishing a
 * binned post, restoring one that is not binned), which a bulk change skips as before. A
 * refusal of the role refuses the whole request.
 */
export async function postsFor(
  db: Kysely<Database>,
  actor: PolicyActor,
  verb: PostVerb,
  ids: string[],
): Promise<{ allowed: PostState[]; skipped: PostState[] }> {
  const posts = await postsByIds(db, ids);
  if (posts.length === 0) reachedNoRecord();
  const allowed: PostState[] = [];
  const skipped: PostState[] = [];
  for (const post of posts) {
    const decision = check(actor, verb, postRecord(post));
    if (decision.allowed) allowed.push(post);
    else if (decision.by === 'role') throw new PolicyRefusal(decision);
    else skipped.push(post);
  }
  return { allowed, skipped };
}
