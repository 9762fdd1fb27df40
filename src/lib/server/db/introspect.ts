// What a database holds, read from its own catalogue: tables, columns, how a
// column's values are represented, foreign-key order and applied migrations.
// Shared by `npm run db:copy` (copy.ts) and the site archive (archive-tables.ts),
// which both move rows between SQLite and PostgreSQL without a table list of
// their own. See migrations/column-types.ts for the types each dialect uses.
import { sql, type Kysely } from 'kysely';
import type { DbKind } from './create-db.ts';

export type ColumnKind = 'timestamp' | 'bool' | 'json' | 'blob' | 'plain';
export interface Column {
  name: string;
  type: string;
  notNull: boolean;
}

/** Kysely's own bookkeeping: never copied as rows (the migration list travels instead). */
export const MIGRATION_TABLES: ReadonlySet<string> = new Set(['kysely_migration', 'kysely_migration_lock']);

export function anyDb(db: Kysely<any>): Kysely<any> {
  return db as Kysely<any>;
}

export async function listTables(kind: DbKind, db: Kysely<any>): Promise<string[]> {
  const r =
    kind === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite\\_%' escape '\\'`.execute(db);
  return r.rows.map((row) => row.name).sort();
}

export async function listColumns(kind: DbKind, db: Kysely<any>, table: string): Promise<Column[]> {
  if (kind === 'postgres') {
    const r = await sql<{ name: string; type: string; nullable: string }>`
      select column_name as name, udt_name as type, is_nullable as nullable
      from information_schema.columns
      where table_schema = current_schema() and table_name = ${table}
      order by ordinal_position`.execute(db);
    return r.rows.map((c) => ({ name: c.name, type: c.type.toLowerCase(), notNull: c.nullable === 'NO' }));
  }
  const r = await sql<{ name: string; type: string; notnull: number }>`
    select name, type, "notnull" from pragma_table_info(${table})`.execute(db);
  return r.rows.map((c) => ({ name: c.name, type: c.type.toLowerCase(), notNull: Number(c.notnull) === 1 }));
}

/** The primary key's columns, in key order. */
export async function primaryKey(kind: DbKind, db: Kysely<any>, table: string): Promise<string[]> {
  if (kind === 'postgres') {
    const r = await sql<{ name: string }>`
      select a.attname as name
      from pg_index i
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = (quote_ident(current_schema()) || '.' || quote_ident(${table}))::regclass and i.indisprimary
      order by array_position(i.indkey, a.attnum)`.execute(db);
    return r.rows.map((c) => c.name);
  }
  const r = await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${table}) where pk > 0`.execute(db);
  return r.rows.sort((a, b) => Number(a.pk) - Number(b.pk)).map((c) => c.name);
}

/** Which tables each table references (its foreign keys' targets, itself excluded). */
async function references(kind: DbKind, db: Kysely<any>, tables: readonly string[]): Promise<Map<string, Set<string>>> {
  const out = new Map(tables.map((t) => [t, new Set<string>()]));
  if (kind === 'postgres') {
    const r = await sql<{ child: string; parent: string }>`
      select tc.table_name as child, ccu.table_name as parent
      from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()`.execute(db);
    for (const { child, parent } of r.rows) if (child !== parent) out.get(child)?.add(parent);
    return out;
  }
  for (const table of tables) {
    const r = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${table})`.execute(db);
    for (const { table: parent } of r.rows) if (parent !== table) out.get(table)?.add(parent);
  }
  return out;
}

/**
 * The tables with every parent before its children (foreign keys), ties by name:
 * insert in this order, delete in the reverse one.
 */
export async function parentsFirst(kind: DbKind, db: Kysely<any>, tables: readonly string[]): Promise<string[]> {
  const refs = await references(kind, db, tables);
  const done = new Set<string>();
  const order: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (done.has(table) || path.has(table)) return;
    path.add(table);
    for (const parent of [...(refs.get(table) ?? [])].sort()) if (refs.has(parent)) visit(parent, path);
    path.delete(table);
    done.add(table);
    order.push(table);
  };
  for (const table of [...tables].sort()) visit(table, new Set());
  return order;
}

/** What a column holds, read from PostgreSQL's types (SQLite's declared types are too coarse). */
export function pgKind(type: string): ColumnKind {
  if (type === 'timestamptz' || type === 'timestamp') return 'timestamp';
  if (type === 'bool') return 'bool';
  if (type === 'jsonb' || type === 'json') return 'json';
  if (type === 'bytea') return 'blob';
  return 'plain';
}

/** A column's kind as far as this database can tell: exact on PostgreSQL; on SQLite only blobs stand out. */
export function columnKind(kind: DbKind, column: Column): ColumnKind {
  if (kind === 'postgres') return pgKind(column.type);
  return column.type === 'blob' ? 'blob' : 'plain';
}

export async function countRows(db: Kysely<any>, table: string): Promise<number> {
  const r = await sql<{ n: number | string | bigint }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/** The migrations this database has run, by name; null when it has no Kysely bookkeeping at all. */
export async function appliedMigrations(kind: DbKind, db: Kysely<any>): Promise<string[] | null> {
  if (!(await listTables(kind, db)).includes('kysely_migration')) return null;
  const r = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return r.rows.map((row) => row.name);
}

export function toBytes(value: unknown): Uint8Array {
  if (value instanceof Uint8Array) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  if (typeof value === 'string') return new TextEncoder().encode(value);
  throw new Error(`Unexpected blob value of type ${typeof value}`);
}

/** One value, from the source's representation to the target's. */
export function convert(value: unknown, kind: ColumnKind, from: DbKind, to: DbKind, notNull: boolean): unknown {
  if (value === null || value === undefined) {
    // A JSON null read from PostgreSQL comes back as JS null.
    return kind === 'json' && notNull ? 'null' : null;
  }
  switch (kind) {
    case 'timestamp':
      // Both dialects take ISO-8601 text; PostgreSQL hands back Dates.
      if (value instanceof Date) return value.toISOString();
      return String(value);
    case 'bool': {
      const b = value === true || value === 1 || value === 1n || value === '1' || value === 't' || value === 'true';
      return to === 'postgres' ? b : b ? 1 : 0;
    }
    case 'json':
      // SQLite holds the JSON text already; PostgreSQL returns parsed values
      // (arrays must not reach pg as arrays: it would send a PostgreSQL array).
      return from === 'sqlite' && typeof value === 'string' ? value : JSON.stringify(value);
    case 'blob': {
      const bytes = toBytes(value);
      return to === 'postgres' ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : bytes;
    }
    default:
      if (typeof value === 'bigint') return Number(value);
      return value;
  }
}
