// The production server answers the build's client scripts from memory
// (src/lib/server/http/asset-cache.ts, wired in src/server-main.ts to
// dist/client): brotli at its best, a Content-Length instead of a chunked
// stream, the adapter's own ETag for the file, the year-long immutable caching
// and the security headers every response carries.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useBuiltServer } from '../../helpers/built-server.ts';

const site = useBuiltServer();

function getBr(path: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${site.baseUrl}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('client scripts from memory', () => {
  it('sends the largest script brotli at its best, with a length, the file ETag and immutable caching', async () => {
    const dir = 'dist/client/_astro';
    const largest = readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .sort((a, b) => statSync(`${dir}/${b}`).size - statSync(`${dir}/${a}`).size)[0]!;
    const file = readFileSync(`${dir}/${largest}`);
    const stats = statSync(`${dir}/${largest}`);
    let answer = await getBr(`/_astro/${largest}`);
    // The first request starts the load (the adapter answers it); then it is served from memory.
    for (let i = 0; i < 100 && answer.headers['content-length'] === undefined; i++) {
      await new Promise((r) => setTimeout(r, 50));
      answer = await getBr(`/_astro/${largest}`);
    }
    expect(answer.status).toBe(200);
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).equals(file)).toBe(true);
    expect(answer.body.length).toBe(brotliCompressSync(file, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
    expect(answer.headers.etag).toBe(`W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toMatch(/default-src 'none'/);
  });
});
