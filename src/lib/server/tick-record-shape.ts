// Keeps one of Node's own process.nextTick records alive for the life of the
// process, so that every later nextTick stays on V8's fast path.
//
// Why (measured, issue 25): nextTick builds each record as an object literal
// with symbol keys. V8 remembers, in nextTick's feedback, the record's shape
// after each key, but holds those shapes weakly. A full garbage collection
// that runs while no record is alive (any idle moment: the tick queue is
// empty) collects them; the next record gets new shapes, the feedback turns
// megamorphic for good, and from then on every nextTick defines its properties
// through V8's runtime. An HTTP response takes several nextTicks: on a
// page-cache hit that was 15% of the server's CPU under perf (bare Node: 2%),
// and the hit path answered 0.66-0.73 of a bare Node server's requests/s. Any
// long-running Node server gets there after its first idle full collection;
// a plain node:http server does too (tests/unit/tick-record-shape.test.ts).
//
// A shape keeps its parent shapes alive, so holding one record holds the whole
// chain and the feedback stays monomorphic. The record is caught by an async
// hook enabled only around the one nextTick call below. It must run before the
// first full collection after Node starts: src/server-entry.ts calls it first.
import { createHook } from 'node:async_hooks';

let kept: object | undefined;

function noop(): void {}

/** Returns true once a record is held (later calls do nothing). */
export function keepTickRecordShape(): boolean {
  if (kept) return true;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') kept ??= resource as object;
    },
  });
  hook.enable();
  try {
    process.nextTick(noop);
  } finally {
    hook.disable();
  }
  return kept !== undefined;
}
