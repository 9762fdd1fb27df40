// The sample articles 'Add existing blogs' offers (the seed's copy). Their text is loaded when
// asked, so it is not part of the module graph of every admin request.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { insertPost, slugTaken } from '../repositories/blog-posts.ts';
import { seedPostToInput } from '../seed/post-input.ts';
import { sanitizePostHtml } from './sanitize.ts';
import { authorizeNewPost } from './post-policy.ts';
import type { PolicyActor } from '../foundation/policy.ts';

const samplePosts = async () => (await import('../seed/seed-data/blog-posts.ts')).EXISTING_BLOG_POSTS;

/** The samples it would add now: those whose address is not taken (binned posts included). */
export async function samplePostsToAdd(db: Kysely<Database>): Promise<{ slug: string; title: string }[]> {
  const samples = await samplePosts();
  const taken = await Promise.all(samples.map((p) => slugTaken(db, p.slug)));
  return samples.filter((_, i) => !taken[i]).map((p) => ({ slug: p.slug, title: p.title }));
}

/**
 * Adds the samples, published or as drafts. A slug that is already there is left as staff last
 * saved it, so running this twice changes nothing the second time.
 */
export async function addSamplePosts(
  db: Kysely<Database>,
  published: boolean,
  actor: PolicyActor,
): Promise<{ added: number; failed: string[] }> {
  authorizeNewPost(actor);
  const failed: string[] = [];
  let added = 0;
  for (const seed of await samplePosts()) {
    try {
      if (await slugTaken(db, seed.slug)) continue;
      await insertPost(db, { ...seedPostToInput(seed), content: sanitizePostHtml(seed.content), published }, seed.publishedAt);
      added++;
    } catch {
      failed.push(seed.title);
    }
  }
  return { added, failed };
}
