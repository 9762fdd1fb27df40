// Where the media library keeps its bytes. The rows describing each picture
// always live in the database; the bytes of the clean original and of each
// variant go through this interface. The default driver keeps them in the
// database too (BLOB on SQLite, bytea on PostgreSQL), so backups and
// `npm run db:copy` carry them. docs/media.md describes a filesystem or
// S3-compatible driver for a site whose library outgrows that.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import * as blobs from '../repositories/media-blobs.ts';
import type { VariantFormat } from '../../media/urls.ts';

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
  /** Drops every variant of a picture (before regenerating them). The original goes with the media row. */
  deleteVariants(mediaId: string): Promise<void>;
}

export function databaseStorage(db: Kysely<Database>): MediaStorage {
  return {
    putOriginal: (mediaId, bytes) => blobs.putOriginal(db, mediaId, bytes),
    getOriginal: (mediaId) => blobs.getOriginal(db, mediaId),
    putVariant: (meta, bytes) => blobs.putVariant(db, { ...meta, size: bytes.byteLength }, bytes),
    getVariant: (mediaId, format, width) => blobs.getVariant(db, mediaId, format, width),
    deleteVariants: (mediaId) => blobs.deleteVariants(db, mediaId),
  };
}

/** The storage the site uses: the database driver (the only one built in). */
export function mediaStorage(db: Kysely<Database>): MediaStorage {
  return databaseStorage(db);
}
