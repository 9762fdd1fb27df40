// Undo an import: removes exactly what the run added — the posts it created,
// the pictures it stored that nothing else uses now, and its redirects — and
// marks the run undone, so importing the same file again creates them anew.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema.ts';
import * as runs from '../repositories/import-runs.ts';
import { deletePost } from '../repositories/blog-posts.ts';
import { removeRunRedirects } from '../repositories/redirects.ts';
import { deleteImage } from '../media/library.ts';
import { publishPublicChanges } from '../public-changes.ts';

export type UndoOutcome =
  { undone: true; posts: number; pictures: number; picturesKept: number; redirects: number } | { undone: false; why: string };

export async function undoImport(db: Kysely<Database>, logger: Logger, runId: string): Promise<UndoOutcome> {
  const run = await runs.getImportRun(db, runId);
  if (!run) return { undone: false, why: 'That import no longer exists.' };
  if (run.status === 'undone') return { undone: false, why: 'That import has already been undone.' };
  if (run.status !== 'done' && run.status !== 'failed') {
    return { undone: false, why: 'That import is still running: undo it once it has finished.' };
  }
  if (!(await runs.markUndone(db, runId))) return { undone: false, why: 'That import changed meanwhile: reload the page.' };
  const records = await runs.recordsOfRun(db, runId);
  let posts = 0;
  for (const r of records) {
    if (r.outcome === 'created' && r.postId && (await deletePost(db, r.postId))) posts++;
  }
  let pictures = 0;
  let picturesKept = 0;
  for (const r of records) {
    if (r.kind !== 'picture' || !r.mediaId) continue;
    const res = await deleteImage(db, r.mediaId);
    if (res.deleted) pictures++;
    else if (!('missing' in res)) picturesKept++;
  }
  const redirects = await removeRunRedirects(db, runId);
  publishPublicChanges([{ kind: 'post', id: null }], logger);
  return { undone: true, posts, pictures, picturesKept, redirects };
}
