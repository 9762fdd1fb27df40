// The build's client scripts (/_astro/…js: island code, React) from memory,
// compressed once: gzip 9 and brotli at its best quality, made in the thread
// pool the first time a file is asked for. Before, every request went through
// the adapter's static handler (a file stat and read) and the compression
// middleware (brotli quality 5 of React's 209 KB each time). /blog's island
// asks for 13 files at once once the page has loaded, inside Lighthouse's
// window; Lighthouse takes the median server time of an origin's requests as
// its response time and adds it to every simulated request, the page's own
// included: three runs put it at 25, 91 and 41 ms and /blog's LCP at 713, 929
// and 833 ms. From memory (five runs each, back to back) the median went from
// 16 to 7 ms, and brotli's best is 8% smaller (React: 61.8 -> 56.1 KB).
// The names carry a hash of their content, so a file never changes while the
// process runs and is kept for its life (83 files, 1.1 MB raw at most).
import { readFile, stat } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { encodingFor, type Encoding } from './accept-encoding.ts';
import { etagMatches } from './etag.ts';

/** A built script: /_astro/<name>.js or /_astro/<folder>/<name>.js, no query, no dot-led segment. */
const ASSET = /^\/_astro\/(?:[\w-]+\/)?[\w-][\w.-]*\.js$/;

export const isClientAssetPath = (url: string | undefined): boolean => ASSET.test(url ?? '');

interface Asset {
  etag: string;
  bodies: Record<Encoding, Buffer>;
}

const HEADERS = {
  'Content-Type': 'text/javascript; charset=utf-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
  Vary: 'Accept-Encoding',
};

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Names remembered as missing (bounded: a scan of made-up names clears it rather than grows it). */
const MAX_MISSING = 1_000;

export class ClientAssets {
  private ready = new Map<string, Asset>();
  private loading = new Set<string>();
  /**
   * Names with no file behind them (a stale or made-up name): the build's files
   * never change while the process runs, so each is looked for on disk once,
   * not on every request. The adapter answers them (404).
   */
  private missing = new Set<string>();

  private readonly dir: string;

  /** `dir`: the build's client folder (dist/client), which holds _astro/. */
  constructor(dir: string) {
    this.dir = dir;
  }

  /**
   * Answers from memory when the file is ready; otherwise returns false (the
   * adapter serves it this time) and starts loading it for the next requests.
   */
  serve(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const url = req.url ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isClientAssetPath(url)) return false;
    const asset = this.ready.get(url);
    if (!asset) {
      if (!this.missing.has(url)) void this.load(url);
      return false;
    }
    if (etagMatches(req.headers['if-none-match'], asset.etag)) {
      res.writeHead(304, { 'Cache-Control': HEADERS['Cache-Control'], ETag: asset.etag, Vary: HEADERS.Vary });
      res.end();
      return true;
    }
    const encoding = encodingFor(req.headers['accept-encoding']);
    const body = asset.bodies[encoding];
    res.writeHead(200, {
      ...HEADERS,
      ETag: asset.etag,
      'Content-Length': String(body.length),
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  private async load(url: string): Promise<void> {
    if (this.loading.has(url)) return;
    this.loading.add(url);
    try {
      // The pattern allows no '..' segment; checked again on the resolved path all the same.
      const file = path.resolve(this.dir, `.${url}`);
      if (!file.startsWith(path.resolve(this.dir, '_astro') + path.sep)) return;
      const [raw, stats] = await Promise.all([readFile(file), stat(file)]);
      const [br, gz] = await Promise.all([
        brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipped(raw, { level: 9 }),
      ]);
      // The adapter's own ETag for the file (send's: size and modification time), so a
      // browser's copy from either path revalidates against the other.
      const etag = `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`;
      this.ready.set(url, { etag, bodies: { identity: raw, br, gzip: gz } });
    } catch (err) {
      // No such file (a stale or made-up name): the adapter answers it, 404.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') return;
      if (this.missing.size >= MAX_MISSING) this.missing.clear();
      this.missing.add(url);
    } finally {
      this.loading.delete(url);
    }
  }
}
