import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

export interface RunningServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Wall clock (ms since the epoch) when the process was spawned. */
  startedAt: number;
  logs: string[];
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the production build (dist/server/start.mjs) and waits for
 * /healthz. The bench passes the bundled entry and production flags instead
 * (scripts/build-server-entry.ts), to measure what production runs.
 */
export async function startServer(
  env: Record<string, string> = {},
  launch: { entry?: string; nodeArgs?: string[]; stdoutFile?: string } = {},
): Promise<RunningServer> {
  const entry = launch.entry ?? 'dist/server/start.mjs';
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npx astro build\` first (npm test does).`);
  const port = Number(env.PORT ?? (await freePort()));
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'nm-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stdoutFd = launch.stdoutFile ? openSync(launch.stdoutFile, 'w') : undefined;
  const startedAt = Date.now();
  const child = spawn(process.execPath, [...(launch.nodeArgs ?? []), entry], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      SITE_URL: baseUrl,
      LOG_LEVEL: 'info',
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    // A file when asked (the bench's GC trace: gc-trace.ts), otherwise a pipe read into `logs`.
    stdio: ['ignore', stdoutFd ?? 'pipe', 'pipe'],
  });
  if (stdoutFd !== undefined) closeSync(stdoutFd); // the child holds its own copy
  const logs: string[] = [];
  child.stdout?.on('data', (d) => logs.push(String(d)));
  child.stderr!.on('data', (d) => logs.push(String(d)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs.join('')}`);
    try {
      const r = await fetch(`${baseUrl}/healthz`);
      if (r.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    port,
    dataDir,
    process: child,
    startedAt,
    logs,
    stop(signal = 'SIGTERM') {
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      });
    },
  };
}
