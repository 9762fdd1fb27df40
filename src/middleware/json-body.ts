import type { MiddlewareHandler } from 'astro';
import { malformedJsonRefusal } from '../lib/server/http/json-body.ts';

/** Malformed JSON to an action is the caller's mistake: 400, not a 500 page. */
export const jsonBody: MiddlewareHandler = async (context, next) =>
  (await malformedJsonRefusal(context.request, context.url)) ?? next();
