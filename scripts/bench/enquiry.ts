// npm run bench:enquiry — concurrent valid enquiry submissions against the
// production build on SQLite and on PostgreSQL, then the check that the
// stored rows equal the acknowledged (2xx) submissions. Rate limits are lifted
// by RATE_LIMITS=off for the run.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb } from '../../src/lib/server/db/create-db.ts';
import { startServer, type RunningServer } from '../../support/server.ts';
import { load, rssMb, type LoadResult } from './load.ts';

export interface EnquiryBench extends LoadResult {
  database: string;
  acknowledged: number;
  /** Acknowledged ids found in the database. */
  acknowledgedStored: number;
  stored: number;
  /** Stored but not acknowledged: requests still in flight when the load stopped. */
  inFlightAtStop: number;
  matches: boolean;
}

const BOUNDARY = '----nmbench';
function multipart(fields: Record<string, string>): string {
  return (
    Object.entries(fields)
      .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${BOUNDARY}--\r\n`
  );
}

export async function benchEnquiries(
  server: RunningServer,
  database: 'sqlite' | 'postgres',
  dbUrl: string | undefined,
  schema: string | undefined,
  opts = { connections: 50, seconds: 20 },
): Promise<EnquiryBench> {
  const form = await (await fetch(`${server.baseUrl}/contact`)).text();
  const token = /name="form_token" value="([^"]+)"/.exec(form)?.[1] ?? '';
  const marker = `bench-${Date.now()}`;
  const ids = new Set<string>();
  const result = await load(`enquiry ${database}`, `${server.baseUrl}/_actions/enquiry.submit`, {
    ...opts,
    method: 'POST',
    headers: { Origin: server.baseUrl, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    setupRequest: (req) => ({
      ...req,
      body: multipart({
        name: 'Load Test',
        email: `${marker}@bench.example`,
        company: 'Bench Ltd',
        project_type: 'app',
        project: 'Benchmark enquiry: concurrent submission.',
        consent: 'on',
        form_token: token,
        idempotency_key: randomUUID(),
      }),
    }),
    // Each acknowledgement carries the stored enquiry's id (Astro's devalue JSON).
    onResponse: (status, body) => {
      if (status < 200 || status >= 300) return;
      const id = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(body)?.[0];
      if (id) ids.add(id);
    },
  });
  const db = dbUrl ? createDb({ databaseUrl: dbUrl, pgSchema: schema }) : createDb({ dataDir: server.dataDir });
  const row = await db.db
    .selectFrom('contact_submissions')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('email', '=', `${marker}@bench.example`)
    .executeTakeFirstOrThrow();
  const stored = Number(row.n);
  let acknowledgedStored = 0;
  const list = [...ids];
  for (let i = 0; i < list.length; i += 500) {
    const found = await db.db
      .selectFrom('contact_submissions')
      .select('id')
      .where('id', 'in', list.slice(i, i + 500))
      .execute();
    acknowledgedStored += found.length;
  }
  await db.close();
  const acknowledged = ids.size;
  // Every acknowledged enquiry must be stored; the only others allowed are the
  // requests autocannon abandoned in flight when it stopped (at most one per connection).
  const inFlightAtStop = stored - acknowledgedStored;
  const matches = acknowledgedStored === acknowledged && inFlightAtStop >= 0 && inFlightAtStop <= opts.connections;
  return { ...result, database, acknowledged, acknowledgedStored, stored, inFlightAtStop, matches };
}

export async function withPgSchema<T>(url: string, fn: (schema: string, appUrl: string) => Promise<T>): Promise<T> {
  const schema = `bench_${Date.now().toString(36)}`;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`create schema ${schema}`);
  await c.end();
  const appUrl = new URL(url);
  appUrl.searchParams.set('options', `-c search_path=${schema}`);
  try {
    return await fn(schema, appUrl.href);
  } finally {
    const d = new pg.Client({ connectionString: url });
    await d.connect();
    await d.query(`drop schema ${schema} cascade`);
    await d.end();
  }
}

export const BENCH_ENV = { RATE_LIMITS: 'off', MIN_FILL_MS: '0', LOG_LEVEL: 'warn' };

export function enquiryTable(rows: EnquiryBench[]): string {
  return [
    '| Database | Requests/s | p50 ms | p99 ms | Acknowledged | Acknowledged and stored | Stored, in flight at stop | Every acknowledged stored | Non-2xx | Errors |',
    '|---|---:|---:|---:|---:|---:|---:|---|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.requestsPerSec} | ${r.p50Ms} | ${r.p99Ms} | ${r.acknowledged} | ${r.acknowledgedStored} | ${r.inFlightAtStop} | ${r.matches ? 'yes' : '**NO**'} | ${r.non2xx} | ${r.errors} |`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows: EnquiryBench[] = [];
  const sqlite = await startServer({ ...BENCH_ENV, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nm-bench-')) });
  try {
    rows.push(await benchEnquiries(sqlite, 'sqlite', undefined, undefined));
    console.log(`server RSS after the SQLite run: ${rssMb(sqlite.process.pid!)} MB`);
  } finally {
    await sqlite.stop();
  }
  const url = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  await withPgSchema(url, async (schema, appUrl) => {
    const server = await startServer({ ...BENCH_ENV, DATABASE_URL: appUrl });
    try {
      rows.push(await benchEnquiries(server, 'postgres', url, schema));
    } finally {
      await server.stop();
    }
  });
  console.log(enquiryTable(rows));
  if (rows.some((r) => !r.matches)) process.exitCode = 1;
}
