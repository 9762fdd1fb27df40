import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import sharp from 'sharp';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { uploadImage } from '../../src/lib/server/media/library.ts';
import { wrapHandler } from '../../src/lib/server/http/http-wrapper.ts';
import { clearRuntime, currentRuntime, setRuntime, type Runtime } from '../../src/lib/server/foundation/runtime.ts';
import { loadMediaVariant } from '../../src/lib/server/loaders/media.ts';

const logger = pino({ level: 'silent' });

// /media/ answers from the HTTP edge: the app behind it (here one that
// fails every request) is never reached, nor the page cache.
describe.each(testDatabases())('/media/ variants served by the HTTP edge on %s', (kind) => {
  let t: TestDb;
  let server: http.Server;
  let base: string;
  let appCalls = 0;
  let previous: Runtime | undefined;
  let url: string;
  beforeAll(async () => {
    t = await openTestDb(kind);
    previous = currentRuntime();
    setRuntime({ database: t.database, logger, config: {} } as unknown as Runtime);
    const bytes = new Uint8Array(
      await sharp({ create: { width: 800, height: 450, channels: 3, background: '#1d6f5f' } })
        .png()
        .toBuffer(),
    );
    const up = await uploadImage(t.database.db, logger, { name: 'office.png', bytes }, null);
    await up.variants;
    url = `/media/${up.item.sha256.slice(0, 16)}-640.avif`;
    server = http.createServer(
      wrapHandler((_req, res) => {
        appCalls++;
        res.writeHead(500).end('app reached');
      }, logger),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    if (previous) setRuntime(previous);
    else clearRuntime();
    await t.cleanup();
  });

  it('serves the bytes with their type, a year of immutable caching, an ETag and nosniff', async () => {
    const res = await fetch(base + url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/avif');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{16}-640-avif"$/);
    const body = new Uint8Array(await res.arrayBuffer());
    expect((await sharp(body).metadata()).width).toBe(640);

    const again = await fetch(base + url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(appCalls).toBe(0);
  });

  it('answers 404 for an unknown hash or width and for names outside the pattern, 405 for POST', async () => {
    for (const path of [
      '/media/0000000000000000-640.avif',
      url.replace('-640.', '-641.'),
      '/media/nested/dir.webp',
      '/media/x.svg',
    ]) {
      const res = await fetch(base + path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=60');
    }
    expect((await fetch(base + url, { method: 'POST' })).status).toBe(405);
    expect(appCalls).toBe(0);
  });

  it('serves the same bytes under `astro dev` through the loader the fallback route calls', async () => {
    const viaEdge = new Uint8Array(await (await fetch(base + url)).arrayBuffer());
    const viaLoader = await loadMediaVariant(url);
    expect(viaLoader?.contentType).toBe('image/avif');
    expect(Buffer.compare(Buffer.from(viaLoader!.bytes), Buffer.from(viaEdge))).toBe(0);
    expect(await loadMediaVariant('/media/0000000000000000-640.avif')).toBeNull();
  });
});
