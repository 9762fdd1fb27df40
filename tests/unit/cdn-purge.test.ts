import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { purgeCdn } from '../../src/lib/server/route-cache/cdn-purge.ts';

const logger = pino({ level: 'silent' });
const seen: { method: string; auth: string | undefined; type: string | undefined; body: string }[] = [];
let status = 200;
let server: http.Server;
let url = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      seen.push({ method: req.method!, auth: req.headers.authorization, type: req.headers['content-type'], body });
      res.writeHead(status).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('purgeCdn', () => {
  it('POSTs the configured body with the Authorization header', async () => {
    seen.length = 0;
    const ok = await purgeCdn(
      { CDN_PURGE_URL: url, CDN_PURGE_AUTHORIZATION: 'Bearer t0ken', CDN_PURGE_BODY: '{"purge_everything":true}' },
      ['offer:care-plan'],
      logger,
    );
    expect(ok).toBe(true);
    expect(seen).toEqual([{ method: 'POST', auth: 'Bearer t0ken', type: 'application/json', body: '{"purge_everything":true}' }]);
  });

  it('sends the tags dropped where the body says $TAGS (Cloudflare purge by tag, the default body)', async () => {
    seen.length = 0;
    const config = { CDN_PURGE_URL: url, CDN_PURGE_AUTHORIZATION: undefined, CDN_PURGE_BODY: '{"tags":$TAGS}' };
    expect(await purgeCdn(config, ['offer:care-plan', 'page:home'], logger)).toBe(true);
    expect(seen.map((r) => JSON.parse(r.body))).toEqual([{ tags: ['offer:care-plan', 'page:home'] }]);
  });

  it('reports a refusal or an unreachable CDN as false without throwing', async () => {
    status = 403;
    expect(await purgeCdn({ CDN_PURGE_URL: url, CDN_PURGE_AUTHORIZATION: undefined, CDN_PURGE_BODY: '{}' }, [], logger)).toBe(
      false,
    );
    status = 200;
    expect(
      await purgeCdn(
        { CDN_PURGE_URL: 'http://127.0.0.1:9/purge', CDN_PURGE_AUTHORIZATION: undefined, CDN_PURGE_BODY: '{}' },
        ['offer:care-plan'],
        logger,
      ),
    ).toBe(false);
  });

  it('does nothing without CDN_PURGE_URL', async () => {
    seen.length = 0;
    expect(
      await purgeCdn({ CDN_PURGE_URL: undefined, CDN_PURGE_AUTHORIZATION: undefined, CDN_PURGE_BODY: '{}' }, [], logger),
    ).toBe(false);
    expect(seen).toEqual([]);
  });
});
