import { staffEndpoint } from '../../lib/server/loaders/staff.ts';
import { readRuntimeStats } from '../../lib/server/process/runtime-stats.ts';

// This instance's memory and event-loop delay (last 10 s window), for any
// signed-in member: what the soak samples, and what to look at when pages slow.
export const GET = staffEndpoint(
  {
    unauthorised: 'Sign in to read the server figures.',
    failure: 'Error reading the server figures.',
    log: 'runtime stats failed',
  },
  async () =>
    new Response(JSON.stringify(readRuntimeStats()), {
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store' },
    }),
);
