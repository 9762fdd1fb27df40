// A visitor who closes the tab or loses the connection half-way through an
// upload is not a fault of the site (issue 37, finding 6: an abandoned upload
// logged a level-50 "render failed" with a stack). The rest of the middleware
// chain runs as usual; if it throws because the request's body stopped
// arriving, the request is logged at info and answered (nobody is there to read it).
import type { Logger } from 'pino';

/** True when the request failed because its sender went away. */
export function clientWentAway(request: Request, err: unknown): boolean {
  if (request.signal.aborted) return true;
  const e = err as { code?: unknown; message?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === 'ECONNRESET' || e?.cause?.code === 'ECONNRESET' || e?.message === 'aborted';
}

/** `next()`, except that a request its sender abandoned is an info line, not a 500 page and an error. */
export async function nextUnlessClientGone(
  request: Request,
  next: () => Promise<Response>,
  logger: Logger,
  reqId: string | undefined,
): Promise<Response> {
  try {
    return await next();
  } catch (err) {
    if (!clientWentAway(request, err)) throw err;
    logger.info({ reqId, method: request.method, path: new URL(request.url).pathname }, 'request abandoned by the client');
    // nginx's 'client closed request': what the access log would say, were it written.
    return new Response(null, { status: 499 });
  }
}
