// The import job: writes one run's items into the blog, under a lease, one
// item at a time. Progress is saved after each item with the lease renewed;
// an instance that dies mid-run leaves a lapsed lease, and the next claim
// carries on: items this run already recorded are skipped, and items an
// earlier run created from the same file (same fingerprint and sourceId)
// are reported as already there instead of being added twice.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema.ts';
import type { AddressPolicy } from '../net/address-policy.ts';
import * as runs from '../repositories/import-runs.ts';
import { addRedirect } from '../repositories/redirects.ts';
import { insertPost, slugTaken } from '../repositories/blog-posts.ts';
import { sanitizePostHtml } from '../blog/sanitize.ts';
import { publishPublicChanges } from '../public-changes.ts';
import type { ImportBundle, ImportedItem } from './model.ts';
import { PICTURE_LIMITS, storePicture } from './picture-store.ts';
import { rewritePictures, type PictureOutcome } from './post-html.ts';
import { itemsToImport } from './choose.ts';
import { postInputOf } from './post-input.ts';
import { normaliseFromPath } from './redirect-paths.ts';
import { isExistingPage } from './redirects.ts';
import { removeUpload } from './upload-file.ts';

export const IMPORT_LEASE_MS = 60_000;

export interface ImportJobDeps {
  db: Kysely<Database>;
  logger: Logger;
  policy: AddressPolicy;
  worker: string;
  /** The run's file, read again (the readers in read-file.ts). */
  loadBundle: (run: runs.ImportRun) => Promise<ImportBundle>;
  leaseMs?: number;
  /** Called after each item: the bench prints from it. */
  onProgress?: (done: number, total: number) => void;
  /** Tests stop a run part-way, as a crash would. */
  stopAfter?: number;
  /** Redirects changed: reload the in-memory map here and on other instances. */
  onRedirectsChanged?: () => void;
}

/** A free slug: the reader's, or with '-2', '-3', … when a post has it already. */
async function freeSlug(db: Kysely<Database>, slug: string): Promise<string> {
  const base = slug || 'imported-post';
  if (!(await slugTaken(db, base))) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, 95)}-${n}`;
    if (!(await slugTaken(db, candidate))) return candidate;
  }
}

/** Claims and works through one run; returns its id, or null when there was nothing to do. */
export async function runNextImport(d: ImportJobDeps): Promise<string | null> {
  const leaseMs = d.leaseMs ?? IMPORT_LEASE_MS;
  const id = await runs.claimImportRun(d.db, d.worker, leaseMs);
  if (!id) return null;
  const run = (await runs.getImportRun(d.db, id))!;
  try {
    await workThrough(d, run, leaseMs);
  } catch (err) {
    d.logger.error({ err, run: id }, 'import run failed');
    await runs.finishImportRun(d.db, id, d.worker, 'failed', err instanceof Error ? err.message : String(err));
  }
  return id;
}

async function workThrough(d: ImportJobDeps, run: runs.ImportRun, leaseMs: number): Promise<void> {
  const bundle = await d.loadBundle(run);
  const { chosen } = itemsToImport(bundle, run.options);
  const recorded = new Set((await runs.recordsOfRun(d.db, run.id)).map((r) => `${r.kind}:${r.sourceId}`));
  const progress: runs.Progress = {
    done: run.done,
    createdPosts: run.createdPosts,
    skippedItems: run.skippedItems,
    storedPictures: run.storedPictures,
    failedPictures: run.failedPictures,
    report: run.report,
  };
  let worked = 0;
  for (const item of chosen) {
    if (recorded.has(`${item.kind}:${item.sourceId}`)) continue;
    if (d.stopAfter !== undefined && worked >= d.stopAfter) return;
    await importItem(d, run, bundle, item, progress);
    worked++;
    progress.done++;
    if (!(await runs.saveProgress(d.db, run.id, d.worker, leaseMs, progress))) {
      d.logger.warn({ run: run.id }, 'import run taken over by another instance');
      return;
    }
    d.onProgress?.(progress.done, run.total);
  }
  for (const a of bundle.archivePaths) {
    const from = normaliseFromPath(a.path);
    if (from && !(await isExistingPage(d.db, from))) await addRedirect(d.db, { from, to: a.to, source: 'import', runId: run.id });
  }
  await runs.finishImportRun(d.db, run.id, d.worker, 'done');
  if (run.filePath) await removeUpload(run.filePath).catch(() => {});
  d.onRedirectsChanged?.();
  publishPublicChanges([{ kind: 'post', id: null }], d.logger);
}

async function importItem(
  d: ImportJobDeps,
  run: runs.ImportRun,
  bundle: ImportBundle,
  item: ImportedItem,
  progress: runs.Progress,
): Promise<void> {
  const already = await runs.importedBefore(d.db, run.fingerprint, item.sourceId, item.kind);
  if (already !== null) {
    await runs.insertRecord(d.db, run.id, run.fingerprint, {
      sourceId: item.sourceId,
      kind: item.kind,
      outcome: 'exists',
      postId: null,
      mediaId: null,
    });
    progress.skippedItems++;
    progress.report.items.push({
      sourceId: item.sourceId,
      title: item.title,
      kind: item.kind,
      outcome: 'exists',
      slug: null,
      notes: ['Already imported from this file by an earlier import: left as it is.'],
    });
    return;
  }
  const notes = [...item.notes];
  if (item.kind === 'page') {
    notes.push('A page on the old site: imported as a blog post, because the site’s own pages are built from sections.');
  }
  const outcomes = new Map<string, PictureOutcome>();
  let coverMediaId: string | null = null;
  for (const picture of item.pictures) {
    if (!run.options.pictures) {
      outcomes.set(picture.url, { missing: true });
      continue;
    }
    if (progress.storedPictures + progress.failedPictures >= PICTURE_LIMITS.perRun) {
      progress.failedPictures++;
      progress.report.picturesNotFetched.push({
        url: picture.url,
        why: `More than ${PICTURE_LIMITS.perRun} pictures in one import.`,
      });
      outcomes.set(picture.url, { missing: true });
      continue;
    }
    const stored = await storePicture(d.db, d.logger, picture, { policy: d.policy, createdBy: run.createdBy });
    if (stored.ok) {
      progress.storedPictures++;
      outcomes.set(picture.url, { src: stored.src });
      if (stored.created) {
        await runs.insertRecord(d.db, run.id, run.fingerprint, {
          sourceId: picture.url,
          kind: 'picture',
          outcome: 'created',
          postId: null,
          mediaId: stored.mediaId,
        });
      }
      if (item.featuredImage?.url === picture.url && picture.alt.trim()) coverMediaId = stored.mediaId;
    } else {
      progress.failedPictures++;
      progress.report.picturesNotFetched.push({ url: picture.url, why: stored.why });
      outcomes.set(picture.url, { missing: true });
      notes.push(`A picture could not be fetched (${picture.url}): its alt text stands in its place.`);
    }
  }
  if (item.featuredImage && !coverMediaId && run.options.pictures) {
    notes.push('The featured picture was not used as the cover: it has no alt text or could not be fetched.');
  }
  const html = sanitizePostHtml(rewritePictures(item.html, outcomes));
  const built = postInputOf(item, html, coverMediaId, notes);
  if (!built.ok) {
    await runs.insertRecord(d.db, run.id, run.fingerprint, {
      sourceId: item.sourceId,
      kind: item.kind,
      outcome: 'skipped',
      postId: null,
      mediaId: null,
    });
    progress.skippedItems++;
    progress.report.items.push({
      sourceId: item.sourceId,
      title: item.title,
      kind: item.kind,
      outcome: 'skipped',
      slug: null,
      notes: [...notes, built.why],
    });
    return;
  }
  const slug = await freeSlug(d.db, item.slug);
  if (slug !== item.slug) notes.push(`The address /blog/${item.slug} was taken: this post is at /blog/${slug}.`);
  const postId = await insertPost(d.db, { ...built.input, slug });
  await runs.insertRecord(d.db, run.id, run.fingerprint, {
    sourceId: item.sourceId,
    kind: item.kind,
    outcome: 'created',
    postId,
    mediaId: null,
  });
  for (const old of item.oldPaths) {
    const from = normaliseFromPath(old);
    if (!from) continue;
    // The owner's rule holds for imported addresses too: an old /about/ must not hide this site's /about.
    if (await isExistingPage(d.db, from)) {
      notes.push(`The old address ${from} is a page of this site, so it stays that page: no redirect from it.`);
      continue;
    }
    if (!(await addRedirect(d.db, { from, to: `/blog/${slug}`, source: 'import', runId: run.id }))) {
      notes.push(`The old address ${from} already redirects elsewhere: left as it was.`);
    }
  }
  progress.createdPosts++;
  progress.report.items.push({ sourceId: item.sourceId, title: item.title, kind: item.kind, outcome: 'created', slug, notes });
}
