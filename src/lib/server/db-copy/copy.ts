import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Db, DbKind } from '../db/create-db.ts';
import type { Database } from '../db/schema.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { migrations } from '../db/migrations/index.ts';
import {
  MIGRATION_TABLES,
  anyDb,
  appliedMigrations,
  convert,
  countRows,
  listColumns,
  listTables,
  pgKind,
  type Column,
  type ColumnKind,
} from '../db/introspect.ts';

// Copies a whole site from one database into an empty one (npm run db:copy):
// SQLite -> PostgreSQL, PostgreSQL -> SQLite, or same-kind. Rows keep their
// ids and values; only each dialect's representation changes (timestamps:
// ISO text <-> timestamptz, booleans: 0/1 <-> boolean, JSON: text <-> jsonb,
// blobs: Uint8Array <-> bytea). See migrations/column-types.ts.

/**
 * Every table of the Database interface, parents before children so foreign
 * keys hold while inserting, each with the column that orders it (its
 * primary key). A migration that adds a table must add it here: the type
 * below fails to compile otherwise, and copyDatabase refuses a target with a
 * table it does not know.
 */
export const COPY_TABLES = [
  { table: 'contact_submissions', key: 'id' },
  { table: 'attachments', key: 'id' }, // -> contact_submissions
  { table: 'blog_posts', key: 'id' },
  { table: 'blog_slug_redirects', key: 'old_slug' }, // -> blog_posts
  { table: 'page_meta', key: 'id' },
  { table: 'calculator_options', key: 'id' },
  { table: 'staff_users', key: 'id' },
  { table: 'sessions', key: 'id' }, // -> staff_users
  { table: 'rate_limit_hits', key: 'id' },
  { table: 'email_outbox', key: 'id' }, // -> contact_submissions, attachments
  { table: 'email_attempts', key: 'id' }, // -> email_outbox
  { table: 'audit_log', key: 'id' },
  { table: 'client_key_secrets', key: 'period' },
  { table: 'site_settings', key: 'key' },
  { table: 'newsletter_subscribers', key: 'id' },
  { table: 'account_tokens', key: 'id' }, // -> staff_users
  { table: 'staff_email_changes', key: 'id' }, // -> staff_users
  { table: 'recovery_codes', key: 'id' }, // -> staff_users
  { table: 'trusted_devices', key: 'id' }, // -> staff_users
  { table: 'two_factor_setups', key: 'id' }, // -> staff_users
  { table: 'analytics_daily', key: 'id' },
  { table: 'analytics_visitors', key: 'hash' },
  { table: 'analytics_salts', key: 'day' },
  { table: 'testimonials', key: 'id' },
  { table: 'case_studies', key: 'id' },
  { table: 'content_pages', key: 'slug' },
  { table: 'offers', key: 'id' },
  { table: 'content_revisions', key: 'id' },
  { table: 'media', key: 'id' },
  { table: 'media_originals', key: 'media_id' }, // -> media
  { table: 'media_variants', key: 'id' }, // -> media
  { table: 'og_images', key: 'key' },
  { table: 'preview_links', key: 'id' }, // -> staff_users
  { table: 'page_schedules', key: 'slug' }, // -> content_pages, staff_users
  { table: 'record_versions', key: 'id' },
  { table: 'editor_presence', key: 'id' },
  { table: 'draft_authors', key: 'id' },
  { table: 'newsletter_issues', key: 'id' },
  { table: 'newsletter_deliveries', key: 'outbox_id' }, // -> newsletter_issues
  { table: 'backup_runs', key: 'id' },
  { table: 'import_runs', key: 'id' },
  { table: 'import_records', key: 'id' }, // -> import_runs
  { table: 'redirects', key: 'from_path' },
] as const satisfies readonly { table: keyof Database; key: string }[];

type Listed = (typeof COPY_TABLES)[number]['table'];
type MustBeNever<T extends never> = T;
/** Compile-time check: every table of the Database interface is listed above. */
export type EveryTableListed = MustBeNever<Exclude<keyof Database, Listed>>;

// Bound parameters per INSERT: under SQLite's 32766 and PostgreSQL's 65535.
const MAX_PARAMS = 30_000;
const PAGE_ROWS = 500;
// Attachments may be 10 MB each: read few at a time to bound memory.
const PAGE_ROWS_WITH_BLOBS = 8;

export class CopyError extends Error {}

export type Endpoint = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** `sqlite:<path>` or a `postgres://` / `postgresql://` URL. */
export function parseEndpoint(value: string): Endpoint {
  const v = value.trim();
  if (/^sqlite:/i.test(v)) {
    let file = v.slice('sqlite:'.length);
    if (file.startsWith('//')) file = file.slice(2); // sqlite:///abs/path.db
    if (!file) throw new CopyError(`"${value}": give a file after sqlite:, e.g. sqlite:./data/site.db`);
    return { kind: 'sqlite', file: path.resolve(file) };
  }
  if (/^postgres(ql)?:\/\//i.test(v)) {
    if (!URL.canParse(v)) throw new CopyError(`"${describeEndpointText(v)}" is not a valid PostgreSQL URL`);
    return { kind: 'postgres', url: v };
  }
  throw new CopyError(`"${describeEndpointText(v)}": expected sqlite:<path to .db file> or a postgres:// URL`);
}

/** For messages: the endpoint without its password. */
export function describeEndpoint(endpoint: Endpoint): string {
  return endpoint.kind === 'sqlite' ? `sqlite:${endpoint.file}` : describeEndpointText(endpoint.url);
}

function describeEndpointText(value: string): string {
  if (!URL.canParse(value)) return value.replace(/:[^:@/]*@/, ':***@');
  const u = new URL(value);
  if (u.password) u.password = '***';
  return u.toString();
}

export function sameEndpoint(a: Endpoint, b: Endpoint): boolean {
  if (a.kind === 'sqlite' && b.kind === 'sqlite') return a.file === b.file;
  if (a.kind === 'postgres' && b.kind === 'postgres') return a.url === b.url;
  return false;
}

/** A source SQLite file must exist: opening a missing one would create it. */
export function checkSourceExists(endpoint: Endpoint): void {
  if (endpoint.kind === 'sqlite' && !existsSync(endpoint.file)) {
    throw new CopyError(`Source ${describeEndpoint(endpoint)} does not exist`);
  }
}

async function nonEmptyTables(kind: DbKind, db: Kysely<any>): Promise<{ table: string; rows: number }[]> {
  const present = new Set(await listTables(kind, db));
  const found: { table: string; rows: number }[] = [];
  for (const { table } of COPY_TABLES) {
    if (!present.has(table)) continue;
    const rows = await countRows(db, table);
    if (rows > 0) found.push({ table, rows });
  }
  return found;
}

function refuseNonEmpty(found: { table: string; rows: number }[]): never {
  const list = found.map((f) => `${f.table} (${f.rows})`).join(', ');
  throw new CopyError(
    `Refusing to copy: the target database is not empty (rows in ${list}). ` +
      'db:copy only fills an empty database; nothing was changed.',
  );
}

export interface TableCount {
  table: string;
  source: number;
  target: number;
}

export interface CopyOptions {
  source: Db;
  target: Db;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
}

/**
 * Copies every table of `source` into `target`, which must be empty: runs the
 * migrations on the target, then copies inside one transaction on the target
 * (all or nothing) from one consistent snapshot of the source, and checks the
 * row counts before committing. Throws CopyError for refusals.
 */
export async function copyDatabase({ source, target, log = () => {} }: CopyOptions): Promise<TableCount[]> {
  const src = anyDb(source.db);
  const dst = anyDb(target.db);
  const known = Object.keys(migrations).sort();

  // The source must be exactly at this version's schema (we never migrate it).
  const srcMigrations = await appliedMigrations(source.kind, src);
  if (!srcMigrations) {
    throw new CopyError('The source has no Northmill schema (no kysely_migration table): is it the right database?');
  }
  const srcMissing = known.filter((m) => !srcMigrations.includes(m));
  const srcUnknown = srcMigrations.filter((m) => !known.includes(m));
  if (srcUnknown.length) {
    throw new CopyError(`The source was migrated by a newer version (${srcUnknown.join(', ')}): run db:copy from that version.`);
  }
  if (srcMissing.length) {
    throw new CopyError(
      `The source lacks migrations ${srcMissing.join(', ')}: run \`npm run db:migrate\` against it (or start the server on it) first.`,
    );
  }

  // Refuse a non-empty target before touching it (not even migrating it).
  const dstMigrations = await appliedMigrations(target.kind, dst);
  const dstUnknown = (dstMigrations ?? []).filter((m) => !known.includes(m));
  if (dstUnknown.length) {
    throw new CopyError(`The target was migrated by a newer version (${dstUnknown.join(', ')}); nothing was changed.`);
  }
  const occupied = await nonEmptyTables(target.kind, dst);
  if (occupied.length) refuseNonEmpty(occupied);

  const migrated = await migrateToLatest(dst);
  const applied = (migrated.results ?? []).map((r) => r.migrationName);
  log(`Target migrated: ${applied.length ? applied.join(', ') : 'already up to date'}`);

  // Every table the target has must be one we copy (a table added by a
  // migration but missing from COPY_TABLES would silently stay empty).
  const listed = new Set<string>(COPY_TABLES.map((t) => t.table));
  const extra = (await listTables(target.kind, dst)).filter((t) => !listed.has(t) && !MIGRATION_TABLES.has(t));
  if (extra.length) throw new CopyError(`Tables ${extra.join(', ')} are not in COPY_TABLES (src/lib/server/db-copy/copy.ts)`);

  // Columns and how to convert them, checked to match on both sides.
  const plans: { table: string; key: string; columns: Column[]; kinds: ColumnKind[]; hasBlob: boolean }[] = [];
  for (const { table, key } of COPY_TABLES) {
    const dstCols = await listColumns(target.kind, dst, table);
    const srcCols = await listColumns(source.kind, src, table);
    const srcNames = new Set(srcCols.map((c) => c.name));
    const dstNames = new Set(dstCols.map((c) => c.name));
    const missing = dstCols.filter((c) => !srcNames.has(c.name)).map((c) => c.name);
    const surplus = srcCols.filter((c) => !dstNames.has(c.name)).map((c) => c.name);
    if (missing.length || surplus.length) {
      throw new CopyError(
        `Table ${table} differs between source and target (source lacks: ${missing.join(', ') || '-'}; target lacks: ${surplus.join(', ') || '-'})`,
      );
    }
    const pgCols = source.kind === 'postgres' ? srcCols : target.kind === 'postgres' ? dstCols : null;
    const kinds = dstCols.map((c) => {
      const pgType = pgCols?.find((p) => p.name === c.name)?.type;
      if (pgType) return pgKind(pgType);
      return c.type === 'blob' ? 'blob' : 'plain'; // SQLite to SQLite: values pass through
    });
    plans.push({ table, key, columns: dstCols, kinds, hasBlob: kinds.includes('blob') });
  }

  const counts: TableCount[] = [];
  // One snapshot of the source: PostgreSQL repeatable read; SQLite (WAL) holds
  // its read snapshot for the whole transaction.
  let sourceTx = source.db.transaction();
  if (source.kind === 'postgres') sourceTx = sourceTx.setIsolationLevel('repeatable read').setAccessMode('read only');
  await sourceTx.execute(async (srcTrxTyped) => {
    const srcTrx = anyDb(srcTrxTyped);
    await target.db.transaction().execute(async (dstTrxTyped) => {
      const dstTrx = anyDb(dstTrxTyped);
      // Checked again inside the transaction, in case something wrote meanwhile.
      const raced = await nonEmptyTables(target.kind, dstTrx);
      if (raced.length) refuseNonEmpty(raced);

      for (const plan of plans) {
        const names = plan.columns.map((c) => c.name);
        const pageRows = plan.hasBlob ? PAGE_ROWS_WITH_BLOBS : PAGE_ROWS;
        const insertRows = Math.max(1, Math.min(pageRows, Math.floor(MAX_PARAMS / names.length)));
        let last: unknown = undefined;
        let copied = 0;
        for (;;) {
          let q = srcTrx.selectFrom(plan.table).select(names).orderBy(plan.key).limit(pageRows);
          if (last !== undefined) q = q.where(plan.key, '>', last);
          const rows = (await q.execute()) as Record<string, unknown>[];
          if (rows.length === 0) break;
          const converted = rows.map((row) => {
            const out: Record<string, unknown> = {};
            plan.columns.forEach((c, i) => {
              out[c.name] = convert(row[c.name], plan.kinds[i]!, source.kind, target.kind, c.notNull);
            });
            return out;
          });
          for (let i = 0; i < converted.length; i += insertRows) {
            await dstTrx
              .insertInto(plan.table)
              .values(converted.slice(i, i + insertRows))
              .execute();
          }
          copied += rows.length;
          last = rows[rows.length - 1]![plan.key];
          if (rows.length < pageRows) break;
        }
        const sourceCount = await countRows(srcTrx, plan.table);
        const targetCount = await countRows(dstTrx, plan.table);
        counts.push({ table: plan.table, source: sourceCount, target: targetCount });
        log(`  ${plan.table.padEnd(24)} ${String(targetCount).padStart(8)} rows`);
        if (copied !== sourceCount || targetCount !== sourceCount) {
          throw new CopyError(
            `Row counts differ for ${plan.table}: source ${sourceCount}, copied ${copied}, target ${targetCount}; rolled back`,
          );
        }
      }
    });
  });

  // Verify again after the commit, from outside the transaction.
  for (const c of counts) {
    const now = await countRows(dst, c.table);
    if (now !== c.source) {
      throw new CopyError(`After the commit ${c.table} holds ${now} rows on the target, expected ${c.source}`);
    }
  }
  return counts;
}
