// Every response of the production server carries the security headers,
// whatever its status or route: pages, redirects of URL variants, refusals
// (400 for an unreadable or unparsable target, 413), 404s, 304s, static files
// served by the adapter, media. Raw sockets where fetch cannot send the request.
import { beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, type RawAnswer } from '../../helpers/raw-http.ts';
import { useBuiltServer } from '../../helpers/built-server.ts';

const site = useBuiltServer();
const port = () => Number(new URL(site.baseUrl).port);
const host = () => new URL(site.baseUrl).host;

function expectSecurityHeaders(headers: { get(name: string): string | null | undefined }, what: string): void {
  expect(headers.get('x-content-type-options'), `${what}: nosniff`).toBe('nosniff');
  expect(headers.get('x-frame-options'), `${what}: X-Frame-Options`).toBe('DENY');
  expect(headers.get('referrer-policy'), `${what}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  expect(headers.get('content-security-policy') ?? '', `${what}: CSP`).toMatch(/frame-ancestors 'none'|default-src 'none'/);
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${site.baseUrl}${path}`, { headers, redirect: 'manual', signal: AbortSignal.timeout(15_000) });

const raw = (request: string): Promise<RawAnswer> => rawRequest(port(), request);

describe('security headers on every response', () => {
  let asset = '';
  beforeAll(async () => {
    const html = await (await get('/')).text();
    asset = /["'](\/_astro\/[^"'?#]+)["']/.exec(html)?.[1] ?? '';
  });

  it.each([
    ['/', 200],
    ['/favicon.svg', 200],
    ['/robots.txt', 200],
    ['/About', 301],
    ['/about/', 301],
    ['/no-such-page', 404],
    ['/blog/no-such-post', 404],
    ['/media/0123456789abcdef-640.avif', 404],
    ['/%FF', 400],
    ['/blog?q=%00', 400],
    ['/og/page/%00/x.png', 400],
    ['/admin/audit?q=%00', 400],
  ])('GET %s (%i)', async (path, status) => {
    const r = await get(path);
    expect(r.status).toBe(status);
    expectSecurityHeaders(r.headers, path);
  });

  it('a static file from the build, and its 304', async () => {
    expect(asset, 'the home page links a /_astro/ file').toMatch(/^\/_astro\//);
    const first = await get(asset);
    expect(first.status).toBe(200);
    expectSecurityHeaders(first.headers, asset);
    const again = await get(asset, { 'If-None-Match': first.headers.get('etag') ?? '*' });
    expect(again.status).toBe(304);
    expectSecurityHeaders(again.headers, `${asset} (304)`);
    const icon = await get('/favicon.svg');
    const icon304 = await get('/favicon.svg', { 'If-None-Match': icon.headers.get('etag') ?? '*' });
    expect(icon304.status).toBe(304);
    expectSecurityHeaders(icon304.headers, '/favicon.svg (304)');
  });

  it("a page's 304 keeps the page's own policy", async () => {
    const page = await get('/about');
    const policy = page.headers.get('content-security-policy');
    const again = await get('/about', { 'If-None-Match': page.headers.get('etag')! });
    expect(again.status).toBe(304);
    expectSecurityHeaders(again.headers, '/about (304)');
    // A 304 updates the browser's stored headers: a fallback policy here would break the cached page.
    expect(again.headers.get('content-security-policy')).toBe(policy);
  });

  it('a 413 refusal of a body over the limit', async () => {
    const r = await raw(
      `POST /_actions/enquiry.submit HTTP/1.1\r\nHost: ${host()}\r\nOrigin: ${site.baseUrl}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 999999999\r\nConnection: close\r\n\r\n`,
    );
    expect(r.status).toBe(413);
    expectSecurityHeaders(r.headers, '413');
  });

  it("Node's own 400 for a request line it cannot parse", async () => {
    const r = await raw(`GET /a b c HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`);
    expect(r.status).toBe(400);
    expectSecurityHeaders(r.headers, 'unparsable request');
  });

  it('an absolute-form request is answered for our own origin, never redirected to the named host', async () => {
    const r = await raw(`GET http://evil.example/About HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`);
    expect(r.status).toBe(301);
    expect(r.headers.get('location')).toBe('/about');
    expectSecurityHeaders(r.headers, 'absolute form');
    const page = await raw(`GET http://evil.example/about HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('evil.example');
  });
});
