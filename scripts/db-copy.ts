// npm run db:copy -- --from <source> --to <target>
// Copies a whole site into an EMPTY database, e.g. SQLite -> PostgreSQL:
//   npm run db:copy -- --from sqlite:./data/site.db --to "$DATABASE_URL"
// or back again (--from postgres://… --to sqlite:./data/site.db). Stop the
// app (or at least its writes) first: later writes to the source are not copied.
// Exit code 0 when every table's row count matches, 1 otherwise.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDb, type Db } from '../src/lib/server/db/create-db.ts';
import {
  CopyError,
  checkSourceExists,
  copyDatabase,
  describeEndpoint,
  parseEndpoint,
  sameEndpoint,
  type Endpoint,
} from '../src/lib/server/db-copy/copy.ts';

const USAGE =
  'Usage: npm run db:copy -- --from <sqlite:path/to/site.db | postgres://…> --to <sqlite:path/to/new.db | postgres://…>';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let values: { from?: string; to?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: { from: { type: 'string' }, to: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  }));
} catch (err) {
  fail(`${(err as Error).message}\n${USAGE}`);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!values.from || !values.to) fail(USAGE);

let from: Endpoint;
let to: Endpoint;
try {
  from = parseEndpoint(values.from);
  to = parseEndpoint(values.to);
  checkSourceExists(from);
} catch (err) {
  fail(err instanceof CopyError ? `${err.message}\n${USAGE}` : String(err));
}
if (sameEndpoint(from, to)) fail('--from and --to name the same database');

function open(endpoint: Endpoint): Db {
  if (endpoint.kind === 'postgres') return createDb({ databaseUrl: endpoint.url, poolSize: 2 });
  mkdirSync(path.dirname(endpoint.file), { recursive: true });
  return createDb({ sqliteFile: endpoint.file });
}

const started = Date.now();
console.log(`Copying ${describeEndpoint(from)}\n     to ${describeEndpoint(to)}`);
const source = open(from);
const target = open(to);
let exitCode = 0;
try {
  const counts = await copyDatabase({ source, target, log: (line) => console.log(line) });
  const total = counts.reduce((sum, c) => sum + c.target, 0);
  console.log(
    `Verified: all ${counts.length} tables hold the same number of rows on both sides ` +
      `(${total} rows in ${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
} catch (err) {
  exitCode = 1;
  if (err instanceof CopyError) console.error(err.message);
  else console.error(`Copy failed; no rows were committed to the target: ${(err as Error)?.message ?? err}`);
} finally {
  await Promise.allSettled([source.close(), target.close()]);
}
process.exit(exitCode);
