// Shared pieces of the fault suite: a database for an app instance (SQLite
// directory or PostgreSQL schema), real enquiry submissions over HTTP, and
// bounded waiting. Everything here is bounded in time and count.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { createDb, type Db } from '../../src/lib/server/db/create-db.ts';
import { devalueParse } from '../../support/devalue.ts';
import type { TestDbKind } from '../helpers/databases.ts';

const execFileAsync = promisify(execFile);

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it returns true; throws after `timeoutMs`. */
export async function waitFor(
  check: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 15_000,
  everyMs = 100,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

/** Where one or more app instances keep their data. */
export interface AppDatabase {
  kind: TestDbKind;
  /** Environment for startServer: DATA_DIR or DATABASE_URL. */
  env: Record<string, string>;
  /** A direct connection for assertions (close it; cleanup() closes what it opened). */
  open(): Db;
  cleanup(): Promise<void>;
}

export async function appDatabase(kind: TestDbKind, prefix = 'nm-fault-'): Promise<AppDatabase> {
  const opened: Db[] = [];
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    return {
      kind,
      env: { DATA_DIR: dir },
      open() {
        const d = createDb({ dataDir: dir });
        opened.push(d);
        return d;
      },
      async cleanup() {
        for (const d of opened) await d.close().catch(() => {});
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const schema = `f_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  // startServer still wants a DATA_DIR (unused on PostgreSQL): give it one we remove.
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return {
    kind,
    env: { DATABASE_URL: url.href, DATA_DIR: dir },
    open() {
      const d = createDb({ databaseUrl: base, pgSchema: schema, poolSize: 3 });
      opened.push(d);
      return d;
    },
    async cleanup() {
      for (const d of opened) await d.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
}

/** A real signed form token, read from the rendered /contact page. */
export async function formToken(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/contact`, { signal: AbortSignal.timeout(10_000) })).text();
  const token = /name="form_token" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('no form_token on /contact');
  return token;
}

/** A small, valid-looking PDF of about `size` bytes whose body depends on `seed`. */
export function pdfBytes(seed: number, size = 4096): Buffer {
  const head = Buffer.from(`%PDF-1.4\n% fault-suite attachment ${seed}\n`, 'latin1');
  const body = Buffer.alloc(Math.max(0, size - head.length - 6));
  let x = (seed * 2654435761) >>> 0 || 1;
  for (let i = 0; i < body.length; i++) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    body[i] = x & 0xff;
  }
  return Buffer.concat([head, body, Buffer.from('\n%%EOF', 'latin1')]);
}

export interface EnquiryFields {
  key: string;
  token: string;
  email?: string;
  name?: string;
  attachment?: Buffer;
}

export function enquiryForm(f: EnquiryFields): FormData {
  const fd = new FormData();
  const values: Record<string, string> = {
    name: f.name ?? `Fault ${f.key.slice(-6)}`,
    email: f.email ?? `${f.key.toLowerCase().replace(/[^a-z0-9]/g, '')}@example.co.uk`,
    company: 'Fault Suite Ltd',
    project_type: 'app',
    project: `Stored under fault conditions (${f.key}).`,
    consent: 'on',
    idempotency_key: f.key,
    form_token: f.token,
  };
  for (const [k, v] of Object.entries(values)) fd.append(k, v);
  if (f.attachment)
    fd.append(
      'attachment',
      new Blob([new Uint8Array(f.attachment)], { type: 'application/pdf' }),
      `brief-${f.key.slice(-6)}.pdf`,
    );
  return fd;
}

export interface Answer {
  status: number;
  body: string;
  ms: number;
  headers: Headers;
}

/** POSTs an enquiry; resolves with status 0 when the connection failed. */
export async function postEnquiry(
  baseUrl: string,
  fd: FormData,
  opts: { timeoutMs?: number; headers?: Record<string, string>; origin?: string } = {},
): Promise<Answer> {
  const started = Date.now();
  try {
    const r = await fetch(`${baseUrl}/_actions/enquiry.submit`, {
      method: 'POST',
      body: fd,
      headers: { Origin: opts.origin ?? baseUrl, ...(opts.headers ?? {}) },
      signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000),
    });
    const body = await r.text();
    return { status: r.status, body, ms: Date.now() - started, headers: r.headers };
  } catch (err) {
    return { status: 0, body: String((err as Error)?.message ?? err), ms: Date.now() - started, headers: new Headers() };
  }
}

/** The enquiry id from an action's 200 answer (devalue: `[{"id":1},"<id>"]`). */
export function acknowledgedId(body: string): string {
  const id = (devalueParse(body) as { id?: unknown } | null)?.id;
  if (typeof id !== 'string') throw new Error(`no id in ${body}`);
  return id;
}

/** GET with a time limit; status 0 when the connection failed or timed out. */
export async function timedGet(url: string, timeoutMs = 10_000, headers: Record<string, string> = {}): Promise<Answer> {
  const started = Date.now();
  try {
    const r = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    const body = await r.text();
    return { status: r.status, body, ms: Date.now() - started, headers: r.headers };
  } catch (err) {
    return { status: 0, body: String((err as Error)?.message ?? err), ms: Date.now() - started, headers: new Headers() };
  }
}

/** Signs in with the form action; returns the `name=value` session cookie. */
export async function signIn(
  baseUrl: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const r = await fetch(`${baseUrl}/_actions/auth.login`, {
    method: 'POST',
    body: new URLSearchParams({ email, password }),
    headers: { Origin: baseUrl, ...headers },
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  expect(r.status, await r.clone().text()).toBe(200);
  const cookie = (r.headers.get('set-cookie') ?? '').split(';')[0]!;
  expect(cookie).toMatch(/=/);
  return cookie;
}

/** Runs `tasks` with at most `limit` in flight. */
export async function pool<T>(count: number, limit: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, count) }, async () => {
    while (next < count) {
      const i = next++;
      out[i] = await task(i);
    }
  });
  await Promise.all(lanes);
  return out;
}

/** A PostgreSQL cluster the test owns: its own temp dir, port and socket dir. */
export interface OwnPostgres {
  port: number;
  url: string;
  dir: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it (if running) and removes its directory. Safe to call twice. */
  destroy(): Promise<void>;
}

/**
 * Where PostgreSQL's server binaries (initdb, pg_ctl) are: `pg_config --bindir`
 * when it has them (it may belong to a client-only libpq), else the highest
 * /usr/lib/postgresql/<version>/bin that does. Null when none has them.
 */
export function findPostgresBinDir(): string | null {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', timeout: 5_000 }).trim());
  } catch {
    /* no pg_config on PATH */
  }
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(root, v, 'bin')));
  }
  return candidates.find((dir) => dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

const PG_BIN = findPostgresBinDir() ?? '';

export function ownPostgresAvailable(): boolean {
  return PG_BIN !== '';
}

const isRoot = process.getuid?.() === 0;

async function asPostgres(args: string[], timeoutMs = 60_000): Promise<string> {
  // PostgreSQL refuses to run as root: as root, run its binaries as the postgres user.
  const [cmd, ...rest] = isRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args;
  const { stdout, stderr } = await execFileAsync(cmd!, rest, { timeout: timeoutMs, killSignal: 'SIGKILL' });
  return `${stdout}${stderr}`;
}

export async function startOwnPostgres(port: number): Promise<OwnPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nm-pg-'));
  const data = path.join(dir, 'data');
  const sock = path.join(dir, 'sock');
  mkdirSync(sock);
  if (isRoot) await execFileAsync('chown', ['-R', 'postgres:postgres', dir]);
  let running = false;
  const pg: OwnPostgres = {
    port,
    dir,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      const opts = `-p ${port} -k ${sock} -c listen_addresses=127.0.0.1 -c shared_buffers=16MB -c max_connections=40`;
      await asPostgres([
        `${PG_BIN}/pg_ctl`,
        '-D',
        data,
        '-l',
        path.join(dir, 'postgres.log'),
        '-o',
        opts,
        '-w',
        '-t',
        '30',
        'start',
      ]);
      running = true;
    },
    async stop() {
      await asPostgres([`${PG_BIN}/pg_ctl`, '-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
      running = false;
    },
    async destroy() {
      if (running || existsSync(path.join(data, 'postmaster.pid'))) {
        await asPostgres([`${PG_BIN}/pg_ctl`, '-D', data, '-m', 'immediate', '-w', '-t', '30', 'stop']).catch(() => {});
        running = false;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await asPostgres([
      `${PG_BIN}/initdb`,
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
      '--no-instructions',
    ]);
    await pg.start();
  } catch (err) {
    await pg.destroy();
    throw err;
  }
  return pg;
}

export { devalueParse };
