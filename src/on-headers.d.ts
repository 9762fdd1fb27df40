// on-headers (the compression middleware's own dependency) ships no types: one function.
declare module 'on-headers' {
  import type { ServerResponse } from 'node:http';
  /** Calls listener just before the response's headers are written, with the response as `this`. */
  export default function onHeaders(res: ServerResponse, listener: (this: ServerResponse) => void): void;
}
