// The physical limit: the same HTML bytes served as static files by Debian's
// nginx on loopback, with its own config, prefix and pid file; a .gz twin of
// each page (gzip_static) so compressed answers cost nginx no CPU either.
// One worker on the server core (pinning.ts), as the app is one process.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort } from '../../support/server.ts';
import { SERVER_CPU, pinnedCommand, type StaticServer } from './pinning.ts';

export type { StaticServer };

/** Serves `pages` (route → HTML) from a temp dir; null when nginx is not installed. */
export async function startStaticNginx(pages: Record<string, string>): Promise<StaticServer | null> {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (!nginx) return null;
  const prefix = mkdtempSync(path.join(tmpdir(), 'nm-nginx-'));
  chmodSync(prefix, 0o755);
  const root = path.join(prefix, 'html');
  mkdirSync(root, { mode: 0o755 });
  mkdirSync(path.join(prefix, 'logs'));
  for (const [route, html] of Object.entries(pages)) {
    const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(root, file), html, { mode: 0o644 });
    writeFileSync(path.join(root, `${file}.gz`), gzipSync(html, { level: 9 }), { mode: 0o644 });
  }
  const port = await freePort();
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  default_type text/html;
  gzip_static on;
  gzip_vary on;
  client_body_temp_path ${prefix}/tmp_body;
  proxy_temp_path ${prefix}/tmp_proxy;
  fastcgi_temp_path ${prefix}/tmp_fastcgi;
  uwsgi_temp_path ${prefix}/tmp_uwsgi;
  scgi_temp_path ${prefix}/tmp_scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri $uri.html $uri/index.html =404; }
  }
}
`,
  );
  const [cmd, ...args] = pinnedCommand(SERVER_CPU, [nginx, '-p', prefix, '-c', conf]);
  const child: ChildProcess = spawn(cmd!, args, { stdio: 'ignore' });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`${baseUrl}/`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    async stop() {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      });
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
