import { describe, it, expect } from 'vitest';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import queriesInRepositories from '../../eslint/queries-in-repositories.js';

const root = path.resolve(import.meta.dirname, '../..');
const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { local: { rules: { 'queries-in-repositories': queriesInRepositories } } },
    rules: { 'local/queries-in-repositories': 'error' },
  },
];

function lint(file: string, code: string): string[] {
  return linter.verify(code, config as never, { filename: path.join(root, file) }).map((m) => m.message);
}

const QUERIES = [
  "await db.selectFrom('newsletter_subscribers').selectAll().execute();",
  "await db.insertInto('email_outbox').values(row).execute();",
  "await db.updateTable('staff').set({ name }).execute();",
  "await trx.deleteFrom('sessions').where('id', '=', id).execute();",
  'await sql`select 1`.execute(db);',
  'const n = sql<number>`count(*)`;',
  "await db.selectNoFrom((eb) => eb.val(1).as('one')).execute();",
  "await client.query('SELECT pg_notify($1, $2)', [channel, payload]);",
];

describe('queries live in repositories (eslint/queries-in-repositories.js)', () => {
  it('reports every query builder call and raw sql outside repositories and db/', () => {
    for (const file of [
      'src/lib/server/newsletter/subscribe.ts',
      'src/lib/server/seed/seed.ts',
      'src/lib/server/loaders/system.ts',
      'src/actions/auth.ts',
    ]) {
      for (const code of QUERIES) expect(lint(file, code), `${file}: ${code}`).toHaveLength(1);
    }
  });

  it('allows them in repositories, the database layer and the db:copy tool', () => {
    for (const file of [
      'src/lib/server/repositories/newsletter.ts',
      'src/lib/server/db/migrations/0001.ts',
      'src/lib/server/db-copy/copy.ts',
    ]) {
      for (const code of QUERIES) expect(lint(file, code), `${file}: ${code}`).toEqual([]);
    }
  });

  it('lets services open a transaction and ignores look-alikes', () => {
    const file = 'src/lib/server/enquiries/submit.ts';
    expect(lint(file, 'await db.transaction().execute(async (trx) => insertEnquiry(trx, e));')).toEqual([]);
    expect(lint(file, "const q = obj['selectFrom'];")).toEqual([]);
    expect(lint(file, 'const s = html`<p>${x}</p>`;')).toEqual([]);
  });

  it('leaves scripts and tests alone (benchmarks read their results back)', () => {
    expect(lint('scripts/bench/enquiry.ts', QUERIES[0]!)).toEqual([]);
    expect(lint('tests/integration/x.test.ts', QUERIES[0]!)).toEqual([]);
  });
});
