// Starts the bare Node baseline (bare-node-server.ts) on its own core with a
// snapshot of what the app's page cache answers for each route, so both
// sides send the same bytes and the same headers.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pinnedCommand, type StaticServer } from './pinning.ts';

/** Headers Node writes itself on every response: not copied, or they would go twice. */
const NODE_OWN = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

interface Variant {
  headers: string[];
  body: string;
}

/** One raw GET (no decompression), its headers as a flat [name, value, …] array. */
function rawGet(url: string, gzip: boolean): Promise<Variant & { status: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: gzip ? { 'accept-encoding': 'gzip' } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: string[] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            if (!NODE_OWN.has(res.rawHeaders[i]!.toLowerCase())) headers.push(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
          resolve({ status: res.statusCode!, headers, body: Buffer.concat(chunks).toString('base64') });
        });
      })
      .on('error', reject);
  });
}

/**
 * What the app answers for each route once cached (gzip and uncompressed).
 * Routes that are not cache hits (x-cache: HIT) are left out: the yardstick
 * is for the cache-hit path only.
 */
export async function captureHits(
  baseUrl: string,
  routes: string[],
): Promise<Record<string, { gzip: Variant; identity: Variant }>> {
  const out: Record<string, { gzip: Variant; identity: Variant }> = {};
  for (const route of routes) {
    await rawGet(`${baseUrl}${route}`, true); // stored, and the variants made
    await new Promise((r) => setTimeout(r, 200));
    const gzip = await rawGet(`${baseUrl}${route}`, true);
    const identity = await rawGet(`${baseUrl}${route}`, false);
    const hit = (v: Variant) =>
      v.headers.some((h, i) => i % 2 === 0 && h.toLowerCase() === 'x-cache' && v.headers[i + 1] === 'HIT');
    if (gzip.status === 200 && hit(gzip) && hit(identity)) out[route] = { gzip, identity };
  }
  return out;
}

/** Serves the captured answers from memory with node:http, pinned to `cpu`. */
export async function startBareNode(
  snapshot: Record<string, { gzip: Variant; identity: Variant }>,
  cpu: number,
  nodeArgs: string[] = [],
): Promise<StaticServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nm-bare-'));
  const file = path.join(dir, 'snapshot.json');
  writeFileSync(file, JSON.stringify(snapshot));
  const script = fileURLToPath(new URL('./bare-node-server.ts', import.meta.url));
  const [cmd, ...args] = pinnedCommand(cpu, [process.execPath, ...nodeArgs, script, file]);
  const child = spawn(cmd!, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (d) => resolve(Number(String(d).trim())));
    child.once('exit', (code) => reject(new Error(`bare Node server exited (${code})`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
