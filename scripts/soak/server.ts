// The production server as the soak runs it: the bundled entry with the
// production flags (npm run serve), a fresh database (a SQLite directory or a
// PostgreSQL schema of its own), an owner account to sign in with.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PRODUCTION_ENV, PRODUCTION_NODE_ARGS, SERVER_ENTRY } from '../build-server-entry.ts';
import { createDb, type Db } from '../../src/lib/server/db/create-db.ts';

export type SoakDatabase = 'sqlite' | 'postgres';

export interface SoakServer {
  baseUrl: string;
  pid: number;
  owner: { email: string; password: string };
  /** A connection to the server's database, for the stored-enquiry check. */
  openDb(): Db;
  stop(): Promise<void>;
  /** Removes the data directory or schema. */
  cleanup(): Promise<void>;
  logs: string[];
}

/**
 * The same switches as the test and bench servers, and why: RATE_LIMITS=off,
 * or the steady stream of enquiries and sign-ins from one address would be
 * throttled by the per-address limits (their job) and the soak would measure
 * refusals; MIN_FILL_MS=0, as a script fills the form at once.
 */
export const SOAK_ENV = { RATE_LIMITS: 'off', MIN_FILL_MS: '0', LOG_LEVEL: 'warn' };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function pgQuery(url: string, text: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/** Extra server settings (the CPU measure turns the route cache off) and Node flags (--cpu-prof). */
export interface SoakServerOptions {
  env?: Record<string, string>;
  nodeArgs?: string[];
}

export async function startSoakServer(kind: SoakDatabase, pgUrl: string, options: SoakServerOptions = {}): Promise<SoakServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nm-soak-'));
  const owner = { email: 'soak-owner@northmill.example', password: randomBytes(18).toString('base64url') };
  const schema = `soak_${Date.now().toString(36)}`;
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (kind === 'postgres') {
    await pgQuery(pgUrl, `create schema ${schema}`);
    const appUrl = new URL(pgUrl);
    appUrl.searchParams.set('options', `-c search_path=${schema}`);
    env.DATABASE_URL = appUrl.href;
  }
  const child: ChildProcess = spawn(process.execPath, [...PRODUCTION_NODE_ARGS, ...(options.nodeArgs ?? []), SERVER_ENTRY], {
    env: {
      ...process.env,
      ...PRODUCTION_ENV,
      ...SOAK_ENV,
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: baseUrl,
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const keep = (d: Buffer) => {
    logs.push(String(d));
    if (logs.length > 2000) logs.splice(0, logs.length - 2000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${logs.join('')}`);
    const up = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the server did not start in 60 s:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    pid: child.pid!,
    owner,
    logs,
    openDb: () => (kind === 'postgres' ? createDb({ databaseUrl: pgUrl, pgSchema: schema, poolSize: 2 }) : createDb({ dataDir })),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
      if (kind === 'postgres') await pgQuery(pgUrl, `drop schema if exists ${schema} cascade`);
    },
  };
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}
