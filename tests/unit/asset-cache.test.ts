// Built client scripts from memory (src/lib/server/http/asset-cache.ts): the
// first request starts loading and is left to the adapter; later ones are
// answered in the negotiated encoding, with the adapter's ETag (size and mtime) and the year-long
// immutable caching, 304 on a match; nothing outside _astro/ is ever read.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientAssets, isClientAssetPath } from '../../src/lib/server/http/asset-cache.ts';

const script = `export const words = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `word${i % 37}`))};\n`;
let base = '';
let clientDir = '';
let server: http.Server;
let adapterAnswers = 0;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nm-assets-'));
  clientDir = dir;
  mkdirSync(path.join(dir, '_astro', 'astro_scripts'), { recursive: true });
  writeFileSync(path.join(dir, '_astro', 'island.Ab12_-.js'), script);
  writeFileSync(path.join(dir, '_astro', 'astro_scripts', 'before-hydration.js.Xy9.js'), 'export {};\n');
  writeFileSync(path.join(dir, 'secret.js'), 'not an asset');
  const assets = new ClientAssets(dir);
  server = http.createServer((req, res) => {
    if (assets.serve(req, res)) return;
    adapterAnswers++;
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('from the adapter');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(`${base}${url}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

/** Until the file is answered from memory (it loads and compresses in the background). */
async function whenReady(url: string) {
  for (let i = 0; i < 200; i++) {
    const answer = await get(url);
    if (answer.status === 200) return answer;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url} was never answered from memory`);
}

describe('client assets from memory', () => {
  it('leaves the first request to the adapter, then answers from memory in each encoding', async () => {
    const before = adapterAnswers;
    expect((await get('/_astro/island.Ab12_-.js')).body.toString()).toBe('from the adapter');
    expect(adapterAnswers).toBe(before + 1);
    const plain = await whenReady('/_astro/island.Ab12_-.js');
    const br = await get('/_astro/island.Ab12_-.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gz = await get('/_astro/island.Ab12_-.js', { 'accept-encoding': 'gzip' });
    expect(plain.body.toString()).toBe(script);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(gunzipSync(gz.body).toString()).toBe(script);
    expect([plain.headers['content-encoding'], br.headers['content-encoding'], gz.headers['content-encoding']]).toEqual([
      undefined,
      'br',
      'gzip',
    ]);
    for (const answer of [plain, br, gz]) {
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
  });

  it('answers 304 to its ETag and no body to HEAD', async () => {
    const { headers } = await whenReady('/_astro/astro_scripts/before-hydration.js.Xy9.js');
    const notModified = await get('/_astro/astro_scripts/before-hydration.js.Xy9.js', { 'if-none-match': headers.etag! });
    expect([notModified.status, notModified.body.length, notModified.headers.etag]).toEqual([304, 0, headers.etag]);
    const strong = await get('/_astro/astro_scripts/before-hydration.js.Xy9.js', { 'if-none-match': headers.etag!.slice(2) });
    expect(strong.status).toBe(304);
    const other = await get('/_astro/astro_scripts/before-hydration.js.Xy9.js', { 'if-none-match': 'W/"1-1"' });
    expect(other.status).toBe(200);
    const head = await get('/_astro/astro_scripts/before-hydration.js.Xy9.js', {}, 'HEAD');
    expect([head.status, head.body.length, head.headers['content-length']]).toEqual([200, 0, String('export {};\n'.length)]);
  });

  it('reads nothing but scripts under _astro/, and leaves a missing one to the adapter', async () => {
    for (const url of [
      '/_astro/../secret.js',
      '/_astro/.hidden.js',
      '/secret.js',
      '/_astro/island.Ab12_-.js?v=1',
      '/_astro/a/b/c.js',
    ])
      expect(isClientAssetPath(url), url).toBe(false);
    expect(isClientAssetPath('/_astro/island.Ab12_-.js')).toBe(true);
    const before = adapterAnswers;
    for (let i = 0; i < 3; i++) expect((await get('/_astro/missing.Zz9.js')).status).toBe(404);
    expect(adapterAnswers).toBe(before + 3);
  });

  it('looks for a missing name on disk once: the build’s files do not change while the server runs', async () => {
    expect((await get('/_astro/late.Qq1.js')).status).toBe(404);
    await new Promise((r) => setTimeout(r, 50)); // the lookup has failed and been remembered
    writeFileSync(path.join(clientDir, '_astro', 'late.Qq1.js'), 'export {};\n');
    for (let i = 0; i < 5; i++) {
      expect((await get('/_astro/late.Qq1.js')).status).toBe(404);
      await new Promise((r) => setTimeout(r, 20));
    }
  });
});
