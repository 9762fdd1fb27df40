// The one process-wide slot the app's two module graphs share. The start
// script (scripts/start.ts) and the Astro server bundle each load their own
// copy of every module, so module state is not shared; this registry, kept
// under one global symbol, is. Everything that must be one per process is
// listed here with its type, and nothing else goes on globalThis.
import type { Runtime } from './runtime.ts';
import type { AnalyticsCollector } from './analytics/collector.ts';
import type { ImageQueue } from './media/queue.ts';
import type { ClientScript } from '../css/page-tokens.ts';
import type { EventLoopWindow } from './runtime-stats.ts';

export interface ProcessRegistry {
  /** Config, database and logger (one SQLite connection, one PostgreSQL pool). */
  runtime?: Runtime;
  /** Migrations and seed done (under `astro dev`, on the first request). */
  ready?: Promise<void>;
  /** Wakes this instance's mail worker (set by startBackgroundJobs). */
  kickMail?: () => void;
  /** Queues due newsletter issues now (after 'Send now'), instead of at the next poll. */
  kickNewsletter?: () => void;
  /** Bumped by staff edits: cached public pages of an older generation are dropped. */
  publicPagesGeneration?: number;
  /** Told of every local invalidation: the PostgreSQL NOTIFY sender and the CDN purge. */
  publicPagesListeners?: Set<(generation: number) => void>;
  /** Page views counted in memory and written in batches (set by scripts/start.ts). */
  analytics?: AnalyticsCollector;
  /** What each client script may use of the stylesheet (read by scripts/start.ts; page-stylesheet.ts). */
  clientScripts?: Record<string, ClientScript>;
  /** Image work (uploads and variants), one job at a time (media/queue.ts). */
  imageQueue?: ImageQueue;
  /** The event-loop delay of the last complete window (runtime-stats.ts, started by scripts/start.ts). */
  eventLoopWindow?: EventLoopWindow;
}

const KEY = Symbol.for('northmill.process-registry');

export function processRegistry(): ProcessRegistry {
  const holder = globalThis as { [KEY]?: ProcessRegistry };
  return (holder[KEY] ??= {});
}
