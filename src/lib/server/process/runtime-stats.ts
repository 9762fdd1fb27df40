// The process's own health figures, for the soak (npm run soak) and anyone
// watching a live instance: resident memory and how late the event loop ran
// timers. node:sqlite is synchronous, so a slow statement or a long render
// shows here as event-loop delay long before it shows as errors. The
// histogram is read and reset every window; the last complete window is kept,
// so any number of readers see the same figures and reading changes nothing.
import { monitorEventLoopDelay } from 'node:perf_hooks';

type Histogram = ReturnType<typeof monitorEventLoopDelay>;

export interface EventLoopWindow {
  /** When the window ended (ISO 8601). */
  endedAt: string;
  windowMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
}

export interface RuntimeStats {
  pid: number;
  uptimeS: number;
  rssBytes: number;
  heapUsedBytes: number;
  /** Null until the first window has ended . */
  eventLoopDelay: EventLoopWindow | null;
}

/** How often the monitor's timer fires; each sample is the time between firings. */
const RESOLUTION_MS = 10;

/** A sample is the whole interval between two firings: the delay is what exceeds the resolution. */
const lateMs = (ns: number) => Math.max(0, Math.round(ns / 1e4) / 100 - RESOLUTION_MS);

function summarise(h: Histogram, windowMs: number): EventLoopWindow {
  return {
    endedAt: new Date().toISOString(),
    windowMs,
    p50Ms: lateMs(h.percentile(50)),
    p99Ms: lateMs(h.percentile(99)),
    maxMs: lateMs(h.max),
    meanMs: lateMs(h.mean),
  };
}

/** The last complete window of this process (one module copy per process: src/server-main.ts). */
let lastWindow: EventLoopWindow | undefined;

/** Started once per process by server-process.ts. Samples every RESOLUTION_MS; a window every `windowMs`. */
export function startRuntimeStats(windowMs = 10_000): () => void {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const timer = setInterval(() => {
    lastWindow = summarise(histogram, windowMs);
    histogram.reset();
  }, windowMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    histogram.disable();
  };
}

export function readRuntimeStats(): RuntimeStats {
  const memory = process.memoryUsage();
  return {
    pid: process.pid,
    uptimeS: Math.round(process.uptime()),
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
    eventLoopDelay: lastWindow ?? null,
  };
}
