import { getRuntime } from '../foundation/runtime.ts';
import { countInbox } from '../repositories/enquiries.ts';
import { countPosts } from '../repositories/blog-posts.ts';
import { listPageMeta } from '../repositories/page-meta.ts';
import { countOptions } from '../repositories/calculator-options.ts';

/** The dashboard's four counters. */
export async function loadCounters() {
  const db = getRuntime().database.db;
  const [inbox, posts, pages, options] = await Promise.all([countInbox(db), countPosts(db), listPageMeta(db), countOptions(db)]);
  return { enquiries: inbox.total, needsReview: inbox.needsReview, posts, pages: pages.length, options };
}
