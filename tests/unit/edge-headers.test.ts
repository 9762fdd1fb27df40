// The HTTP edge adds the security headers to every head it or the app writes,
// including its own answers (variant redirects, body and target refusals) and
// answers written without them by code it does not own (here a stub app).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapHandler } from '../../src/lib/server/http/http-wrapper.ts';
import { answerClientError } from '../../src/lib/server/http/edge-headers.ts';
import { refuseConnect } from '../../src/lib/server/http/methods.ts';
import { rawRequest as raw } from '../helpers/raw-http.ts';

const REQUIRED = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'strict-transport-security',
];

describe('security headers at the HTTP edge (https)', () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    // An app that writes bare heads, as a static file handler or a library might.
    const app: http.RequestListener = (req, res) => {
      if (req.url === '/page') {
        res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': "default-src 'self'" });
        return void res.end('<p>page</p>');
      }
      if (req.url === '/implicit') {
        res.statusCode = 404;
        return void res.end('nothing');
      }
      res.writeHead(404);
      res.end();
    };
    server = http.createServer(wrapHandler(app, pino({ level: 'silent' }), { https: true }));
    server.on('clientError', (err: NodeJS.ErrnoException, socket) => answerClientError(err, socket, true));
    server.on('connect', (_req, socket) => refuseConnect(socket, true));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const close = 'Host: example\r\nConnection: close\r\n';
  it.each([
    ['a bare 404 from the app', `GET /missing HTTP/1.1\r\n${close}\r\n`, 404],
    ['an implicit head from the app', `GET /implicit HTTP/1.1\r\n${close}\r\n`, 404],
    ['the redirect of a URL variant', `GET /About HTTP/1.1\r\n${close}\r\n`, 301],
    ['a target with NUL', `GET /blog?q=%00 HTTP/1.1\r\n${close}\r\n`, 400],
    ['a target with invalid UTF-8', `GET /%C0%AF HTTP/1.1\r\n${close}\r\n`, 400],
    ['a body over the limit (413)', `POST /contact HTTP/1.1\r\n${close}Content-Length: 99999999\r\n\r\n`, 413],
    ['a request Node cannot parse', `GET /a b c HTTP/1.1\r\n${close}\r\n`, 400],
    // Issue 37, finding 6: methods the site does not serve are answered at the edge (methods.ts).
    ['TRACE', `TRACE /page HTTP/1.1\r\n${close}\r\n`, 405],
    ['PUT with a body', `PUT /page HTTP/1.1\r\n${close}Content-Length: 5\r\n\r\nhello`, 405],
    ['DELETE', `DELETE /page HTTP/1.1\r\n${close}\r\n`, 405],
    ['CONNECT', `CONNECT example:443 HTTP/1.1\r\nHost: example:443\r\n\r\n`, 405],
    ['PROPFIND (WebDAV)', `PROPFIND /page HTTP/1.1\r\n${close}\r\n`, 501],
    ['a method Node does not know', `FOO /page HTTP/1.1\r\n${close}\r\n`, 501],
    ['OPTIONS', `OPTIONS * HTTP/1.1\r\n${close}\r\n`, 204],
  ])('%s carries them', async (_what, request, status) => {
    const answer = await raw(port, request);
    expect(answer.status).toBe(status);
    for (const name of REQUIRED) expect(answer.headers.get(name), name).toBeTruthy();
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'|default-src/);
  });

  it('says which methods are allowed when it refuses one, and passes no refused method to the app', async () => {
    for (const method of ['TRACE', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const answer = await raw(port, `${method} /page HTTP/1.1\r\n${close}\r\n`);
      expect([method, answer.headers.get('allow')]).toEqual([method, 'GET, HEAD, POST, OPTIONS']);
      expect(answer.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
      );
    }
  });

  it("keeps the app's own policy", async () => {
    const answer = await raw(port, `GET /page HTTP/1.1\r\n${close}\r\n`);
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sends an absolute-form request to our own path, never to the other host', async () => {
    const answer = await raw(port, `GET http://evil.example/About HTTP/1.1\r\n${close}\r\n`);
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/about');
  });
});
