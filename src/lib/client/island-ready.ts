import { useEffect, type RefObject } from 'react';
import { ISLAND_READY_EVENT } from './island-ready-event.ts';

/**
 * Tells the client:early directive that the island is hydrated and has
 * adopted what the visitor did before, so held clicks can be replayed. Call it
 * in the island's outermost component (its effects run after its children's);
 * `ready` false holds the replay until what a held click needs has arrived
 * (the calculator's suggestions).
 */
export function useIslandReady(ref: RefObject<Element | null>, ready = true): void {
  useEffect(() => {
    if (ready) ref.current?.closest('astro-island')?.dispatchEvent(new Event(ISLAND_READY_EVENT));
  }, [ref, ready]);
}
