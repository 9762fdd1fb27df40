// Where the media library keeps its bytes. The rows describing each picture
// and its variants always live in the database; the bytes of the clean
// original and of each variant go through this interface.
// - 'database' (default): BLOB on SQLite, bytea on PostgreSQL, so backups and
//   `npm run db:copy` carry the pictures with the rows that use them.
// - 'filesystem': files under DATA_DIR/media, for a library that outgrows
//   the database (back the folder up with it). docs/media.md also describes
//   an S3-compatible driver built on the same interface.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import * as blobs from '../repositories/media-blobs.ts';
import { currentRuntime } from '../foundation/runtime.ts';
import type { VariantFormat } from '../../media/urls.ts';
import { filesystemBytes } from './storage-files.ts';

export interface VariantMeta {
  mediaId: string;
  format: VariantFormat;
  width: number;
  height: number;
}

export interface MediaStorage {
  putOriginal(mediaId: string, bytes: Uint8Array): Promise<void>;
  getOriginal(mediaId: string): Promise<Uint8Array | undefined>;
  putVariant(meta: VariantMeta, bytes: Uint8Array): Promise<void>;
  getVariant(mediaId: string, format: VariantFormat, width: number): Promise<Uint8Array | undefined>;
  /** After the media row is deleted (its variant rows go with it): drops any bytes kept outside the database. */
  deleteBytes(mediaId: string): Promise<void>;
}

export function databaseStorage(db: Kysely<Database>): MediaStorage {
  return {
    putOriginal: (mediaId, bytes) => blobs.putOriginal(db, mediaId, bytes),
    getOriginal: (mediaId) => blobs.getOriginal(db, mediaId),
    putVariant: (meta, bytes) => blobs.putVariant(db, { ...meta, size: bytes.byteLength }, bytes),
    getVariant: (mediaId, format, width) => blobs.getVariant(db, mediaId, format, width),
    // ON DELETE CASCADE already removed the originals and variants.
    deleteBytes: async () => {},
  };
}

/** Bytes in files under `dir`; the variant rows (sizes, for srcsets and RSS) stay in the database with no bytes. */
export function filesystemStorage(db: Kysely<Database>, dir: string): MediaStorage {
  const files = filesystemBytes(dir);
  return {
    putOriginal: (mediaId, bytes) => files.write(files.originalPath(mediaId), bytes),
    getOriginal: (mediaId) => files.read(files.originalPath(mediaId)),
    async putVariant(meta, bytes) {
      await files.write(files.variantPath(meta.mediaId, meta.format, meta.width), bytes);
      await blobs.putVariant(db, { ...meta, size: bytes.byteLength }, new Uint8Array());
    },
    getVariant: (mediaId, format, width) => files.read(files.variantPath(mediaId, format, width)),
    deleteBytes: (mediaId) => files.remove(mediaId),
  };
}

/** The storage this site is configured for (MEDIA_STORAGE); the database when no runtime is set (tests, scripts). */
export function mediaStorage(db: Kysely<Database>): MediaStorage {
  const config = currentRuntime()?.config;
  if (config?.MEDIA_STORAGE === 'filesystem') return filesystemStorage(db, `${config.DATA_DIR}/media`);
  return databaseStorage(db);
}
