/*
 * Paths into a page document, written the way the server reports errors:
 * 'sections.3.data.items.2.title'. The editor keys every control by its path, so a message from
 * the server (or from the client-side zod check) lands beside the field it is about.
 */
export type Path = readonly (string | number)[];

export const pathKey = (path: Path): string => path.join('.');

export function getAt(value: unknown, path: Path): unknown {
  let node = value;
  for (const step of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[step];
  }
  return node;
}

/** A copy of `value` with `next` at `path`; containers on the way are copied, never mutated. */
export function setAt<T>(value: T, path: Path, next: unknown): T {
  if (path.length === 0) return next as T;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const container = (value ?? (typeof head === 'number' ? [] : {})) as Record<string | number, unknown>;
  const copy = (Array.isArray(container) ? [...container] : { ...container }) as Record<string | number, unknown>;
  copy[head] = setAt(container[head], rest, next);
  return copy as T;
}

/** The same list with the item at `from` moved to `to` (clamped). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from === target || from < 0 || from >= list.length) return [...list];
  const copy = [...list];
  const [item] = copy.splice(from, 1) as [T];
  copy.splice(target, 0, item);
  return copy;
}

interface Issue {
  path?: readonly PropertyKey[];
  message?: string;
}

/**
 * Field messages by full path from an action error (zod issues or a handler's fieldError, whose
 * single path step may itself be a dotted path) or from a local zod result. First message wins.
 */
export function errorsByPath(issues: readonly Issue[], prefix: Path = []): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    if (!issue.message) continue;
    const steps = (issue.path ?? []).filter((s): s is string | number => typeof s !== 'symbol');
    const key = pathKey([...prefix, ...steps]);
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** Issues carried by an Astro action error, if any. */
export function issuesOf(error: unknown): Issue[] {
  if (typeof error !== 'object' || error === null || !('issues' in error)) return [];
  const issues = (error as { issues: unknown }).issues;
  return Array.isArray(issues) ? (issues as Issue[]) : [];
}

/** How many messages sit at or under `path`: a collapsed section shows the count in its header. */
export function countErrorsUnder(errors: Record<string, string>, path: Path): number {
  const key = pathKey(path);
  return Object.keys(errors).filter((k) => k === key || k.startsWith(`${key}.`)).length;
}

/** Errors with the ones at or under `path` removed (the field was edited). */
export function clearErrorsUnder(errors: Record<string, string>, path: Path): Record<string, string> {
  const key = pathKey(path);
  const hit = Object.keys(errors).some((k) => k === key || k.startsWith(`${key}.`));
  if (!hit) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([k]) => k !== key && !k.startsWith(`${key}.`)));
}
