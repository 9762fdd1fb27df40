import { createRequire } from 'node:module';
import type pg from 'pg';

/**
 * The pg driver, loaded on first use: only instances running on PostgreSQL
 * call this, so on SQLite its modules never take up memory.
 */
export function loadPg(): typeof pg {
  return createRequire(import.meta.url)('pg') as typeof pg;
}
