// "Save for later": a reading list kept only in this browser's localStorage.
// Nothing here is ever sent to the server.

export const READING_LIST_KEY = 'northmill:reading-list';
export const READING_LIST_LIMIT = 50;

export interface SavedPost {
  slug: string;
  title: string;
  savedAt: string;
}

function isSavedPost(v: unknown): v is SavedPost {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.slug === 'string' &&
    /^[^\s/?#\\]{1,200}$/.test(o.slug) &&
    typeof o.title === 'string' &&
    typeof o.savedAt === 'string'
  );
}

/** Parses stored JSON defensively: anything malformed is ignored. */
export function parseReadingList(raw: string | null): SavedPost[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    return Array.isArray(data) ? data.filter(isSavedPost).slice(0, READING_LIST_LIMIT) : [];
  } catch {
    return [];
  }
}

export function readReadingList(storage: Storage | undefined = globalThis.localStorage): SavedPost[] {
  try {
    return parseReadingList(storage?.getItem(READING_LIST_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Saves the list; false when the browser refuses (private mode, quota, disabled storage). */
export function writeReadingList(list: SavedPost[], storage: Storage | undefined = globalThis.localStorage): boolean {
  try {
    if (!storage) return false;
    storage.setItem(READING_LIST_KEY, JSON.stringify(list.slice(0, READING_LIST_LIMIT)));
    return true;
  } catch {
    return false;
  }
}

export function withPost(list: SavedPost[], post: { slug: string; title: string }, now = new Date().toISOString()): SavedPost[] {
  return [{ slug: post.slug, title: post.title, savedAt: now }, ...list.filter((p) => p.slug !== post.slug)];
}

export function withoutPost(list: SavedPost[], slug: string): SavedPost[] {
  return list.filter((p) => p.slug !== slug);
}
