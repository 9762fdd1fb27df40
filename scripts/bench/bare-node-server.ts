// The yardstick for one Node process (run by bare-node.ts, pinned to a core):
// node:http answering from memory with the bytes and headers the app's page
// cache sent for each route (captured from the app, gzip and uncompressed),
// and nothing else: no cache lookup, no negotiation beyond "gzip or not", no
// request id, no page-view count. Headers go as one flat array, the cheapest
// form writeHead takes. The app's cache hit is measured against this.
import http from 'node:http';
import { readFileSync } from 'node:fs';

interface Snapshot {
  [route: string]: { gzip: { headers: string[]; body: string }; identity: { headers: string[]; body: string } };
}

const snapshot = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Snapshot;
const routes = new Map(
  Object.entries(snapshot).map(([route, v]) => [
    route,
    {
      gzip: { headers: v.gzip.headers, body: Buffer.from(v.gzip.body, 'base64') },
      identity: { headers: v.identity.headers, body: Buffer.from(v.identity.body, 'base64') },
    },
  ]),
);

const server = http.createServer((req, res) => {
  const page = routes.get(req.url!);
  if (!page) {
    res.writeHead(404);
    return void res.end();
  }
  const variant = req.headers['accept-encoding']?.includes('gzip') ? page.gzip : page.identity;
  res.writeHead(200, variant.headers);
  res.end(variant.body);
});
server.keepAliveTimeout = 5000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as { port: number }).port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
