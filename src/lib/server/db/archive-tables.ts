// The site archive's queries: every table read generically (its columns and
// primary key from the catalogue, introspect.ts), and a whole site's rows
// replaced in one transaction. What is carried is decided in
// site-archive/contents.ts; this file only moves rows.
import { sql, type Kysely } from 'kysely';
import type { DbKind } from './create-db.ts';
import {
  MIGRATION_TABLES,
  columnKind,
  convert,
  countRows,
  listColumns,
  listTables,
  parentsFirst,
  pgKind,
  primaryKey,
  type Column,
  type ColumnKind,
} from './introspect.ts';

export interface TablePlan {
  table: string;
  columns: (Column & { kind: ColumnKind })[];
  key: string[];
}

/** Every table but Kysely's and those `leftOut` names, parents first, with its columns and key. */
export async function tablePlans(kind: DbKind, db: Kysely<any>, leftOut: (table: string) => boolean): Promise<TablePlan[]> {
  const tables = (await listTables(kind, db)).filter((t) => !MIGRATION_TABLES.has(t) && !leftOut(t));
  const plans: TablePlan[] = [];
  for (const table of await parentsFirst(kind, db, tables)) {
    const columns = (await listColumns(kind, db, table)).map((c) => ({ ...c, kind: columnKind(kind, c) }));
    let key = await primaryKey(kind, db, table);
    if (key.length === 0) key = columns.map((c) => c.name);
    plans.push({ table, columns, key });
  }
  return plans;
}

const PAGE_ROWS = 500;
const PAGE_ROWS_WITH_BLOBS = 8;

/** A table's rows, a page at a time in key order (blob tables a few rows at a time, to bound memory). */
export async function* tableRows(db: Kysely<any>, plan: TablePlan): AsyncGenerator<Record<string, unknown>[]> {
  const names = plan.columns.map((c) => c.name);
  const size = plan.columns.some((c) => c.kind === 'blob' || c.type === 'blob') ? PAGE_ROWS_WITH_BLOBS : PAGE_ROWS;
  let offset = 0;
  let last: unknown;
  const single = plan.key.length === 1 ? plan.key[0]! : null;
  for (;;) {
    let q = db.selectFrom(plan.table).select(names).limit(size);
    for (const k of plan.key) q = q.orderBy(k);
    // Keyset paging on a one-column key; a composite key pages by offset (its tables are small).
    if (single) {
      if (last !== undefined) q = q.where(single, '>', last);
    } else q = q.offset(offset);
    const rows = (await q.execute()) as Record<string, unknown>[];
    if (rows.length === 0) return;
    yield rows;
    offset += rows.length;
    if (single) last = rows[rows.length - 1]![single];
    if (rows.length < size) return;
  }
}

// Bound parameters per INSERT: under SQLite's 32766 and PostgreSQL's 65535.
const MAX_PARAMS = 30_000;

export async function insertRows(db: Kysely<any>, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const per = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(rows[0]!).length));
  for (let i = 0; i < rows.length; i += per)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + per))
      .execute();
}

export async function deleteAllRows(db: Kysely<any>, table: string): Promise<void> {
  await db.deleteFrom(table).execute();
}

/** Settings rows but those `keep` names (the install's own secrets stay as they are). */
export async function deleteSettingsExcept(db: Kysely<any>, keep: (key: string) => boolean): Promise<void> {
  const keys = (await db.selectFrom('site_settings').select('key').execute()) as { key: string }[];
  const gone = keys.map((r) => r.key).filter((k) => !keep(k));
  for (let i = 0; i < gone.length; i += 500)
    await db
      .deleteFrom('site_settings')
      .where('key', 'in', gone.slice(i, i + 500))
      .execute();
}

export { countRows, listTables, parentsFirst, listColumns };

/** Empties every table of a database just migrated (a migration may have added rows of its own). */
export async function emptyAllTables(kind: DbKind, db: Kysely<any>): Promise<void> {
  const tables = (await listTables(kind, db)).filter((t) => !MIGRATION_TABLES.has(t));
  for (const table of (await parentsFirst(kind, db, tables)).reverse()) await deleteAllRows(db, table);
}

/**
 * A scratch SQLite database (a restore's staging copy): nothing in it needs to
 * survive a crash, so commits skip the fsync and the rollback journal that
 * the site's own database keeps.
 */
export async function scratchSqlite(db: Kysely<any>): Promise<void> {
  await sql.raw('PRAGMA journal_mode = OFF').execute(db);
  await sql.raw('PRAGMA synchronous = OFF').execute(db);
}

/** SQLite only: foreign keys checked at the end of a load rather than row by row. */
export async function sqliteForeignKeys(db: Kysely<any>, on: boolean): Promise<void> {
  await sql.raw(`PRAGMA foreign_keys = ${on ? 'ON' : 'OFF'}`).execute(db);
}

/** SQLite only: rows whose foreign key points nowhere, by table. */
export async function sqliteForeignKeyProblems(db: Kysely<any>): Promise<string[]> {
  const r = await sql<{ table: string }>`select "table" from pragma_foreign_key_check`.execute(db);
  return [...new Set(r.rows.map((row) => row.table))];
}

/**
 * Copies `tables` from a SQLite staging database into `target` (inside the
 * caller's transaction), converting each value to the target's representation.
 * Returns each table's row count.
 */
export async function copyFromStaging(
  staging: Kysely<any>,
  target: Kysely<any>,
  targetKind: DbKind,
  plans: TablePlan[],
  rowFilter: (table: string, row: Record<string, unknown>) => boolean = () => true,
  onRows: (table: string, n: number) => void = () => {},
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const plan of plans) {
    const targetCols = await listColumns(targetKind, target, plan.table);
    const kinds = new Map(targetCols.map((c) => [c.name, targetKind === 'postgres' ? pgKind(c.type) : columnKind('sqlite', c)]));
    let n = 0;
    for await (const page of tableRows(staging, plan)) {
      const rows = page
        .filter((row) => rowFilter(plan.table, row))
        .map((row) => {
          const out: Record<string, unknown> = {};
          for (const c of targetCols) {
            const k = kinds.get(c.name)!;
            out[c.name] = convert(row[c.name], k === 'plain' && c.type === 'blob' ? 'blob' : k, 'sqlite', targetKind, c.notNull);
          }
          return out;
        });
      await insertRows(target, plan.table, rows);
      n += rows.length;
      onRows(plan.table, rows.length);
    }
    counts.set(plan.table, n);
  }
  return counts;
}
