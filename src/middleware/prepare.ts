import type { MiddlewareHandler } from 'astro';
import { ensureReady } from '../lib/server/process/server-process.ts';

/** The process is ready (migrations, seed, workers) and the request has an id for its log lines. */
export const prepare: MiddlewareHandler = async (context, next) => {
  await ensureReady();
  context.locals.requestId = context.request.headers.get('x-request-id') ?? crypto.randomUUID();
  return next();
};
