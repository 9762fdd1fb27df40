// npm run bench:archive -- [--posts 1000] [--pictures 2000] [--picture-kb 120]
// Export and restore times of a full-site archive (issue 40) for a site made
// directly through the repositories: the seed, N posts and M pictures, each an
// original of the given size plus five variants (about twice its bytes in
// all, random so nothing compresses). Measures, on SQLite (and on PostgreSQL
// when BENCH_DATABASE_URL or TEST_DATABASE_URL is set): the export to a zip,
// the restore into a fresh install, and the peak memory (RSS) of each step,
// sampled every 50 ms from where it started after a full collection (run
// with the allocator settings `npm run serve` uses).
// Prints the figures; asserts nothing.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDb, type Db } from '../../src/lib/server/db/create-db.ts';
import { migrateToLatest } from '../../src/lib/server/db/migrate.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { defaultSettings } from '../../src/lib/server/foundation/runtime.ts';
import { databaseStorage } from '../../src/lib/server/media/storage.ts';
import { writeSiteArchive } from '../../src/lib/server/site-archive/write.ts';
import { restoreSiteArchive } from '../../src/lib/server/site-archive/restore.ts';
import { fillSite } from '../../support/site-fixture.ts';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '1000' },
    pictures: { type: 'string', default: '2000' },
    'picture-kb': { type: 'string', default: '120' },
  },
});
const POSTS = Number(values.posts);
const PICTURES = Number(values.pictures);
const PICTURE_BYTES = Number(values['picture-kb']) * 1000;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const dir = mkdtempSync(path.join(tmpdir(), 'nm-bench-archive-'));
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;

const gc = (globalThis as { gc?: () => void }).gc;

/**
 * Runs `fn`, sampling RSS; returns its result, seconds, the RSS it started
 * from (after a full collection, so the site just made is not counted) and the
 * highest RSS seen while it ran.
 */
async function measure<T>(fn: () => Promise<T>): Promise<{ value: T; seconds: number; startRss: number; peakRss: number }> {
  gc?.();
  const startRss = process.memoryUsage().rss;
  let peak = startRss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  try {
    const value = await fn();
    return { value, seconds: (performance.now() - started) / 1000, startRss, peakRss: Math.max(peak, process.memoryUsage().rss) };
  } finally {
    clearInterval(timer);
  }
}

async function freshDb(kind: 'sqlite' | 'postgres', name: string): Promise<{ db: Db; drop(): Promise<void> }> {
  let db: Db;
  let drop = async () => {};
  if (kind === 'sqlite') db = createDb({ sqliteFile: path.join(dir, `${name}.db`) });
  else {
    const schema = `bench_${name}_${Date.now().toString(36)}`;
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`create schema ${schema}`);
    await c.end();
    db = createDb({ databaseUrl: PG_URL, pgSchema: schema, poolSize: 3 });
    drop = async () => {
      const d = new pg.Client({ connectionString: PG_URL });
      await d.connect();
      await d.query(`drop schema ${schema} cascade`);
      await d.end();
    };
  }
  await migrateToLatest(db.db);
  await seedDatabase(db.db, defaultSettings(loadConfig({})));
  return { db, drop };
}

const rows: string[][] = [];
const settings = { siteUrl: 'https://northmill.example', businessName: 'Northmill' };

async function run(kind: 'sqlite' | 'postgres') {
  const source = await freshDb(kind, 'source');
  const fill = await measure(() =>
    fillSite(source.db.db, {
      posts: POSTS,
      pictures: PICTURES,
      pictureBytes: PICTURE_BYTES,
      storage: databaseStorage(source.db.db),
    }),
  );
  console.log(`${kind}: made ${POSTS} posts and ${PICTURES} pictures in ${fill.seconds.toFixed(1)} s`);
  const file = path.join(dir, `${kind}.zip`);
  const exp = await measure(() =>
    writeSiteArchive({ database: source.db, mediaStorage: 'database', dataDir: dir, ...settings }, file),
  );
  const size = statSync(file).size;
  const target = await freshDb(kind, 'target');
  const res = await measure(() =>
    restoreSiteArchive(
      { database: target.db, mediaStorage: 'database', dataDir: dir },
      { file, maxArchiveBytes: 64 * 1024 ** 3, replace: true },
    ),
  );
  const rss = (m: { startRss: number; peakRss: number }) => `${mb(m.startRss)} → ${mb(m.peakRss)}`;
  rows.push([
    kind,
    'export',
    `${exp.seconds.toFixed(1)} s`,
    rss(exp),
    `${mb(size)} zip, ${exp.value.manifest.media.length} picture files`,
  ]);
  rows.push([
    kind,
    'restore',
    `${res.seconds.toFixed(1)} s`,
    rss(res),
    `${res.value.rows.blog_posts} posts, ${res.value.pictures} pictures`,
  ]);
  await Promise.all([source.db.close(), target.db.close()]);
  await Promise.all([source.drop(), target.drop()]);
  rmSync(file, { force: true });
}

try {
  console.log(
    `Archive bench: ${POSTS} posts, ${PICTURES} pictures of ${PICTURE_BYTES / 1000} KB plus variants, Node ${process.version}`,
  );
  await run('sqlite');
  if (PG_URL) await run('postgres');
  else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it too.');
  console.log('');
  console.log(['database', 'step', 'time', 'RSS start → peak', 'what'].map((h, i) => h.padEnd(i === 3 ? 18 : 10)).join(' '));
  for (const r of rows) console.log(r.map((c, i) => (i < 4 ? c.padEnd(i === 3 ? 18 : 10) : c)).join(' '));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
