// The site archive's layout (a zip, docs/backups.md): what each entry is called,
// the manifest that lists them with their SHA-256, and the bounds an archive
// must keep before any of it is unpacked.
import { z } from 'zod';
import type { VariantFormat } from '../../media/urls.ts';

export const ARCHIVE_FORMAT = 'northmill-site-archive';
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';

const MiB = 1024 * 1024;

/** Bounds on an archive (the file size bound comes from ARCHIVE_MAX_MB). */
export const ARCHIVE_LIMITS = {
  /** Entries in one archive: a table file each, a file per picture and variant, one per stored file. */
  maxEntries: 250_000,
  /** The manifest is read whole. */
  maxManifestBytes: 64 * MiB,
  /** One row of a table file (a page document, an article) is parsed whole. */
  maxLineBytes: 32 * MiB,
  /** Everything unpacked, as a multiple of the archive's size bound: table files compress about 5-10 times, pictures not at all. */
  unpackedPerPackedByte: 4,
  /** A single stored file (an enquiry attachment, a picture): the largest the site accepts, with room. */
  maxFileBytes: 64 * MiB,
} as const;

export const TABLE_NAME = /^[a-z][a-z0-9_]{0,62}$/;
const ENTRY_PATTERNS = [
  /^manifest\.json$/,
  /^tables\/[a-z][a-z0-9_]{0,62}\.jsonl$/,
  /^files\/[a-z][a-z0-9_]{0,62}\/\d{1,9}\.bin$/,
  /^media\/[0-9a-f-]{36}\/(original|\d{1,5}\.(avif|webp|jpeg))$/,
];

/** Only names this format writes are read: no paths of the archive's choosing reach the disk. */
export function isArchiveEntryName(name: string): boolean {
  return ENTRY_PATTERNS.some((p) => p.test(name));
}

export const tableEntry = (table: string) => `tables/${table}.jsonl`;
export const fileEntry = (table: string, n: number) => `files/${table}/${n}.bin`;
export const mediaOriginalEntry = (mediaId: string) => `media/${mediaId}/original`;
export const mediaVariantEntry = (mediaId: string, format: string, width: number) => `media/${mediaId}/${width}.${format}`;

/** `media/<id>/<width>.<format>` or `media/<id>/original`, read back. */
export function parseMediaEntry(
  name: string,
): { mediaId: string; original: true } | { mediaId: string; original: false; width: number; format: VariantFormat } | null {
  const m = /^media\/([0-9a-f-]{36})\/(?:(original)|(\d{1,5})\.(avif|webp|jpeg))$/.exec(name);
  if (!m) return null;
  if (m[2]) return { mediaId: m[1]!, original: true };
  return { mediaId: m[1]!, original: false, width: Number(m[3]), format: m[4] as VariantFormat };
}

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const entry = z.object({ name: z.string().refine(isArchiveEntryName), sha256, bytes: z.number().int().min(0) });

export const columnKindSchema = z.enum(['timestamp', 'bool', 'json', 'blob', 'plain']);

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.string(),
  source: z.object({
    database: z.enum(['sqlite', 'postgres']),
    mediaStorage: z.enum(['database', 'filesystem']),
    siteUrl: z.string(),
    businessName: z.string(),
  }),
  /** The schema version: every migration the source had run, by name. */
  migrations: z.array(z.string().regex(/^[0-9a-z_]{1,100}$/)).min(1),
  tables: z.array(
    entry.extend({
      table: z.string().regex(TABLE_NAME),
      rows: z.number().int().min(0),
      columns: z.array(z.object({ name: z.string().regex(TABLE_NAME), kind: columnKindSchema })).min(1),
    }),
  ),
  files: z.array(entry),
  media: z.array(entry),
  /** What was left out and why (contents.ts), for the person reading the archive. */
  leftOut: z.object({ tables: z.record(z.string(), z.string()), settings: z.string() }),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = z.infer<typeof entry>;
