// Which production server a browser-suite file runs against. The suite runs as
// many files at once as there are servers (E2E_SERVERS), and Vitest gives each
// running file a worker number of its own (VITEST_POOL_ID, 1 to that count), so
// two files never share a server at the same time, and a free server takes the
// next file: the halves balance themselves.
import { inject } from 'vitest';

export interface E2eServer {
  baseUrl: string;
  dataDir: string;
}

export function e2eServerCount(): number {
  return Math.max(1, Number(process.env.E2E_SERVERS) || 1);
}

export function e2eServer(): E2eServer {
  const servers = inject('e2eServers');
  return servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length]!;
}
