import { describe, it, expect } from 'vitest';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { containsPattern, isPostgres, isUniqueViolation } from '../../src/lib/server/db/dialect.ts';

describe('db dialect helpers', () => {
  it('escapes LIKE wildcards and lower-cases the text', () => {
    expect(containsPattern('Save 50%_now\\')).toBe('%save 50\\%\\_now\\\\%');
  });

  it('recognises a duplicate key from either database', () => {
    expect(isUniqueViolation({ code: '23505', message: 'duplicate key value violates unique constraint' })).toBe(true);
    expect(isUniqueViolation(new Error('UNIQUE constraint failed: contact_submissions.idempotency_key'))).toBe(true);
    expect(isUniqueViolation(new Error('database is locked'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });

  it('tells PostgreSQL from SQLite by the adapter', () => {
    const pg = new Kysely({ dialect: new PostgresDialect({ pool: {} as never }) });
    const lite = new Kysely({ dialect: new SqliteDialect({ database: {} as never }) });
    expect(isPostgres(pg)).toBe(true);
    expect(isPostgres(lite)).toBe(false);
  });
});
