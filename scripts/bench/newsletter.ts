// npm run bench:newsletter — time and memory to queue and send one issue to
// 10,000 confirmed subscribers against a local SMTP server.
//
//   node scripts/bench/newsletter.ts [--subscribers=10000] [--database=postgres://…]
//
// SQLite in a temporary directory by default; with --database, a fresh schema
// in that PostgreSQL database (dropped afterwards). The SMTP server runs in a
// child process (this script with --sink) so its memory is not counted. The
// issue is queued at an unlimited rate: the figure is what the outbox can do;
// at the default NEWSLETTER_RATE_PER_MINUTE (60) 10,000 messages take 2 h 47 min
// by design. The worker runs with NEWSLETTER_RATE_PER_MINUTE at its maximum
// (10,000): the cross-instance pacing's cost is measured, its waits hardly.
// Does not import tests/ (it is not a test).
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { createDb, type Db } from '../../src/lib/server/db/create-db.ts';
import { migrateToLatest } from '../../src/lib/server/db/migrate.ts';
import { insertIssue, setSchedule } from '../../src/lib/server/repositories/newsletter-issues.ts';
import { startMailWorker } from '../../src/lib/server/email/worker.ts';
import { runnerImport } from 'vite';

type QueueModule = typeof import('../../src/lib/server/newsletter-send/queue.ts');

const arg = (name: string) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');

async function startSink(): Promise<{ child: ChildProcess; port: number; received(): Promise<number> }> {
  const child = fork(process.argv[1]!, ['--sink'], { stdio: 'inherit' });
  const port = await new Promise<number>((resolve) => child.once('message', (m: { port: number }) => resolve(m.port)));
  const received = () =>
    new Promise<number>((resolve) => {
      child.once('message', (m: { received: number }) => resolve(m.received));
      child.send('count');
    });
  return { child, port, received };
}

async function openDb(): Promise<{ database: Db; cleanup(): Promise<void>; label: string }> {
  const url = arg('database');
  if (!url) {
    const dir = mkdtempSync(path.join(tmpdir(), 'nm-bench-newsletter-'));
    const database = createDb({ sqliteFile: path.join(dir, 'site.db') });
    return {
      database,
      label: 'SQLite',
      cleanup: async () => (await database.close(), rmSync(dir, { recursive: true, force: true })),
    };
  }
  const schema = `bench_nl_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = createDb({ databaseUrl: url, pgSchema: schema, poolSize: 5 });
  return {
    database,
    label: 'PostgreSQL',
    async cleanup() {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
}

/** Peak resident memory while `work` runs, sampled every 50 ms. */
async function measured<T>(work: () => Promise<T>) {
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const t0 = performance.now();
  const value = await work();
  const ms = performance.now() - t0;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { value, ms, rssBefore, peak };
}

const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  // Queuing renders the issue, a React (.tsx) module: Node runs TypeScript but not
  // JSX, so Vite's module runner loads that part, as the build and the tests do.
  const { queueDueIssues } = (
    await runnerImport<QueueModule>('/src/lib/server/newsletter-send/queue.ts', { configFile: false, logLevel: 'silent' })
  ).module;
  const n = Number(arg('subscribers') ?? 10_000);
  const sink = await startSink();
  const { database, cleanup, label } = await openDb();
  try {
    await migrateToLatest(database.db);
    const now = new Date().toISOString();
    for (let i = 0; i < n; i += 500) {
      const rows = Array.from({ length: Math.min(500, n - i) }, (_, j) => ({
        id: crypto.randomUUID(),
        email: `reader${i + j}@bench.example`,
        consent_text: 'bench',
        source: 'bench',
        created_at: now,
        confirmed_at: now,
      }));
      await database.db.insertInto('newsletter_subscribers').values(rows).execute();
    }
    const body =
      '<h2>What we shipped this month</h2>' +
      '<p>A paragraph of ordinary newsletter prose, about 60 words long. '.repeat(12) +
      '</p>';
    const id = crypto.randomUUID();
    await insertIssue(
      database.db,
      id,
      { subject: 'Bench issue', bodyHtml: body, postId: null, coverMediaId: null, linkUrl: 'https://northmill.example/blog/x' },
      'bench',
    );
    await setSchedule(database.db, id, now, 'draft');
    global.gc?.();

    const queue = await measured(() =>
      queueDueIssues({ database, siteUrl: 'https://www.northmill.example', ratePerMinute: 100_000_000 }),
    );
    if (queue.value !== n) throw new Error(`queued ${queue.value}, expected ${n}`);

    const logger = pino({ level: 'silent' });
    const send = await measured(async () => {
      const worker = startMailWorker({
        database,
        logger,
        smtpUrl: `smtp://127.0.0.1:${sink.port}`,
        from: 'bench@northmill.example',
        pollMs: 20,
        // The highest rate the setting allows: the shared pacing's cost is in the figure, its waits hardly.
        newsletterRatePerMinute: 10_000,
      });
      for (;;) {
        const left = await database.db
          .selectFrom('email_outbox')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '!=', 'sent')
          .executeTakeFirstOrThrow();
        if (Number(left.n) === 0) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      await worker.stop();
    });
    const received = await sink.received();
    // What stays after a collection: a leak would show here, a busy heap only in the peak.
    global.gc?.();
    const heapAfter = process.memoryUsage().heapUsed;
    if (received !== n) throw new Error(`the SMTP server received ${received} messages, expected ${n}`);

    console.log(`\n## Newsletter to ${n.toLocaleString('en-GB')} subscribers (${label}, Node ${process.version})\n`);
    console.log('| Phase | Time | Rate | RSS before | Peak RSS |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    console.log(
      `| Queue (${n} deliveries + outbox rows) | ${(queue.ms / 1000).toFixed(1)} s | ${Math.round(n / (queue.ms / 1000))}/s | ${mb(queue.rssBefore)} | ${mb(queue.peak)} |`,
    );
    console.log(
      `| Send (SMTP, one message per recipient) | ${(send.ms / 1000).toFixed(1)} s | ${Math.round(n / (send.ms / 1000))}/s | ${mb(send.rssBefore)} | ${mb(send.peak)} |`,
    );
    console.log(`\nThe SMTP server accepted ${received} messages; each recipient once.`);
    if (global.gc) console.log(`JS heap in use after sending and a full collection: ${mb(heapAfter)}.`);
  } finally {
    await cleanup();
    sink.child.kill();
  }
}

if (process.argv.includes('--sink')) {
  // The SMTP server: counts what it accepts and tells the parent.
  const { SMTPServer } = await import('smtp-server');
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, cb) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received++;
        cb();
      });
    },
  });
  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.server.address() as { port: number }).port }));
  process.on('message', (m) => {
    if (m === 'count') process.send!({ received });
  });
} else {
  await main();
}
