// A kept answer's headers as the flat [name, value, …] array Node's writeHead takes, made once
// per stored encoding so a route-cache hit (answer-hit.ts) builds no header object.
import type http from 'node:http';

/** A flat header array from a header object, with the request id's slot last. */
export function flatHead(headers: http.OutgoingHttpHeaders): string[] {
  const head: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) head.push(name, v);
    else head.push(name, String(value));
  }
  head.push('X-Request-Id', '');
  return head;
}

/**
 * Sends a prepared head. Node's writeHead copies the pairs into the response
 * at once (nothing keeps the array), so one array per variant is reused and
 * only its last value changes; without an id the pair is left off.
 */
export function writeHead(res: http.ServerResponse, status: number, head: string[], requestId: string | undefined): void {
  if (requestId === undefined) return void res.writeHead(status, head.slice(0, -2));
  head[head.length - 1] = requestId;
  res.writeHead(status, head);
}
