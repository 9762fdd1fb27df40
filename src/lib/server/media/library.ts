// The media library's operations: accept an upload, make its variants off
// the request path, and delete a picture nothing uses.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema.ts';
import * as repo from '../repositories/media.ts';
import type { MediaItem } from '../../shapes/media.ts';
import { checkImageUpload, TITLE_MAX } from '../../media/rules.ts';
import { sanitiseFilename } from '../../file-signature.ts';
import { cleanOriginal, decodeOriginal, encodeVariant, plannedVariants } from './encode.ts';
import { mediaStorage } from './storage.ts';
import { imageQueue } from './queue.ts';
import { findMediaUses, type MediaUse } from './usage.ts';
import { publishPublicChanges } from '../public-changes.ts';

export class MediaRefusal extends Error {}

export interface UploadResult {
  item: MediaItem;
  /** False when the same picture was already in the library (that one is returned). */
  created: boolean;
  /** Settles when the variants are made (or have failed); nobody need wait for it but tests. */
  variants: Promise<void>;
}

/** A title from the file name: "team-photo_2026.jpg" → "team photo 2026". */
function titleFrom(filename: string): string {
  return filename
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .slice(0, TITLE_MAX);
}

/**
 * Checks the bytes (type, size and dimensions from the header, before any
 * decode), stores a clean re-encoded original and queues its variants.
 * Throws MediaRefusal with a message for the uploader.
 */
export async function uploadImage(
  db: Kysely<Database>,
  logger: Logger,
  file: { name: string; bytes: Uint8Array },
  createdBy: string | null,
): Promise<UploadResult> {
  const check = checkImageUpload(file.bytes);
  if (!check.ok) throw new MediaRefusal(check.message);
  let clean;
  try {
    clean = await imageQueue().run(() => cleanOriginal(file.bytes, check.header.mime), { urgent: true });
  } catch (err) {
    logger.warn({ err }, 'image upload could not be decoded');
    throw new MediaRefusal(
      'That picture could not be read: the file may be damaged or cut short. Save it again and upload the copy.',
    );
  }
  const sha256 = createHash('sha256').update(clean.bytes).digest('hex');
  const filename = sanitiseFilename(file.name);
  const result = await repo.insertMedia(db, {
    sha256,
    mime: check.header.mime,
    width: clean.width,
    height: clean.height,
    bytes: clean.bytes.byteLength,
    originalFilename: filename,
    title: titleFrom(filename),
    createdBy,
  });
  if (!result.created) return { ...result, variants: Promise.resolve() };
  await mediaStorage(db).putOriginal(result.item.id, clean.bytes);
  return { ...result, variants: queueVariants(db, logger, result.item.id) };
}

/** Makes every variant of one picture, one encode per queue turn; marks it ready (or failed). */
export async function generateVariants(db: Kysely<Database>, logger: Logger, mediaId: string): Promise<void> {
  const storage = mediaStorage(db);
  try {
    const item = await repo.getMedia(db, mediaId);
    if (!item) return; // deleted meanwhile
    const stored = await storage.getOriginal(mediaId);
    // A restart between the row and its bytes: nothing to make variants from.
    if (!stored) return await repo.setVariantsStatus(db, mediaId, 'failed');
    const original = await imageQueue().run(() => decodeOriginal(stored));
    for (const { format, width } of plannedVariants(item.width)) {
      const variant = await imageQueue().run(() => encodeVariant(original, format, width));
      await storage.putVariant({ mediaId, format, width, height: variant.height }, variant.bytes);
    }
    await repo.setVariantsStatus(db, mediaId, 'ready');
    // A page cached while the picture was pending rendered without it.
    publishPublicChanges([{ kind: 'media', id: mediaId }], logger);
  } catch (err) {
    logger.error({ err, mediaId }, 'image variants failed');
    await repo.setVariantsStatus(db, mediaId, 'failed').catch(() => {});
  }
}

/** Starts the variant job without waiting for it (the upload answers first). */
export function queueVariants(db: Kysely<Database>, logger: Logger, mediaId: string): Promise<void> {
  // generateVariants never rejects: failures are logged and recorded on the row.
  return generateVariants(db, logger, mediaId);
}

/** At start-up: pictures uploaded just before a restart may still lack variants. */
export async function resumePendingVariants(db: Kysely<Database>, logger: Logger): Promise<void> {
  for (const id of await repo.listPendingMediaIds(db)) void queueVariants(db, logger, id);
}

export type DeleteOutcome = { deleted: true } | { deleted: false; uses: MediaUse[] } | { deleted: false; missing: true };

/** Deletes a picture unless something uses it (then says where). */
export async function deleteImage(db: Kysely<Database>, mediaId: string): Promise<DeleteOutcome> {
  const item = await repo.getMedia(db, mediaId);
  if (!item) return { deleted: false, missing: true };
  const uses = await findMediaUses(db, item);
  if (uses.length > 0) return { deleted: false, uses };
  await repo.deleteMedia(db, mediaId);
  await mediaStorage(db).deleteBytes(mediaId);
  return { deleted: true };
}

/** Whether a picture may be placed on a page: it has alt text or is marked decorative. */
export function isUsable(item: MediaItem): boolean {
  return item.decorative || item.alt.trim().length > 0;
}
