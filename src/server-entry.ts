// Production entry: dist/server/start.mjs. scripts/build-server-entry.ts
// makes this file the Node adapter's entrypoint, so Astro builds it with the
// app: the server (server-main.ts), the middleware and the pages are one
// bundle with one copy of every module.
//
// The environment is set before anything else loads, so the rest comes in by a
// dynamic import (a static one would be evaluated first):
// - React picks its production build from NODE_ENV at load. Unset, every render
//   ran React's development checks: /contact rendered at 91 requests/s instead
//   of 149 (4 connections, this 2-core machine). The Dockerfile and the systemd
//   unit set it; `npm start` did not.
// - The Node adapter's entry would otherwise start its own server on import;
//   server-main.ts wraps its handler and logs its own listening line.
process.env.NODE_ENV ??= 'production';
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
process.env.ASTRO_NODE_LOGGING = 'disabled';
await import('./server-main.ts');

export {}; // a module: top-level await
