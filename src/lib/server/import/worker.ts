// Runs queued imports in the background of each instance: a poll every few
// seconds (and a kick when the owner starts one) claims a run under a lease
// (job.ts), so a run whose instance died is carried on by another.
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { Config } from '../foundation/config.ts';
import type { Db } from '../db/create-db.ts';
import { addressPolicy } from '../net/address-policy.ts';
import { runNextImport } from './job.ts';
import { loadRunBundle } from './start.ts';
import { forgetRedirectMap } from './redirect-map.ts';

const POLL_MS = 5_000;
let kick: (() => void) | undefined;

export function kickImportWorker(): void {
  kick?.();
}

export function startImportWorker(r: { config: Config; logger: Logger; database: Db }) {
  const worker = `${hostname()}:${process.pid}:imports`;
  let busy = false;
  let stopped = false;
  const tick = async () => {
    if (busy || stopped) return;
    busy = true;
    try {
      for (;;) {
        const id = await runNextImport({
          db: r.database.db,
          logger: r.logger,
          policy: addressPolicy(r.config.OUTBOUND_ALLOW_NETWORKS),
          worker,
          loadBundle: loadRunBundle,
          onRedirectsChanged: forgetRedirectMap,
        });
        if (!id || stopped) break;
      }
    } catch (err) {
      r.logger.error({ err }, 'import worker failed');
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), POLL_MS);
  timer.unref();
  kick = () => void tick();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
      kick = undefined;
    },
  };
}
