// The few places SQLite and PostgreSQL differ, answered once for every
// repository: which database a connection is, how each reports a duplicate
// key, and a LIKE pattern that means the same on both.
import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

export function isPostgres<T>(db: Kysely<T>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A UNIQUE constraint refused the row (PostgreSQL 23505, SQLite's message). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return e?.code === '23505' || /UNIQUE constraint failed/i.test(e?.message ?? '');
}

/**
 * A case-insensitive 'contains' pattern for `lower(column) LIKE …`: the
 * wildcards in the text are escaped, so a search for "50%" matches the text,
 * not everything. Use it with likeEscape() on the right-hand side.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The pattern with its escape character declared (both databases need it said). */
export function likeEscape(pattern: string): RawBuilder<string> {
  return sql<string>`${pattern} escape '\\'`;
}
