// What a render read, as cache tags. Each read of something a visitor sees (a page document,
// an offer, a post, a picture, the settings) names itself here, wherever in the render it
// happens — a footer, a price token in copy, a related-posts list — so a cached page carries
// the tags of everything it shows without any route listing them by hand, and an edit drops
// exactly the pages that read what it changed (route-cache/change-tags.ts names the other side).
// Outside a public render (admin pages, jobs) there is no collector and tagging does nothing.
import { AsyncLocalStorage } from 'node:async_hooks';

const collector = new AsyncLocalStorage<Set<string>>();

/** Names what the current render read; a no-op outside one. */
export function tagRender(...tags: string[]): void {
  const set = collector.getStore();
  if (set) for (const t of tags) set.add(t);
}

/** Runs a render with a fresh tag set; the set is complete once the body has been read. */
export function collectRenderTags<T>(tags: Set<string>, render: () => Promise<T>): Promise<T> {
  return collector.run(tags, render);
}
