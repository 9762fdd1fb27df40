/*
 * Every media-library picture a page document refers to. Image fields store `{ mediaId }` wherever
 * a schema puts them (a hero, a card inside a list, a team member's photo), so the walk is generic:
 * a new section type with an image needs no change here, and the loader resolves them all at once.
 */
import type { PageDocument } from './page-document.ts';

/** The media ids in any JSON-like value, in first-seen order, without repeats. */
export function collectMediaIds(value: unknown, into: Set<string> = new Set()): string[] {
  walk(value, into);
  return [...into];
}

function walk(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, into);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (typeof record.mediaId === 'string' && record.mediaId !== '') into.add(record.mediaId);
  for (const child of Object.values(record)) walk(child, into);
}

/** The pictures a document shows, hidden sections included (the preview renders those too). */
export function documentMediaIds(doc: PageDocument): string[] {
  const ids = new Set<string>();
  for (const section of doc.sections) collectMediaIds(section.data, ids);
  return [...ids];
}
