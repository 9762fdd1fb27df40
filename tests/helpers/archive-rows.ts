// Reading a site archive's rows in tests, and comparing rows written by two
// databases: read through the column kinds PostgreSQL knows, the same value
// compares equal whichever dialect wrote it.
import { openArchive } from '../../src/lib/server/site-archive/read.ts';
import type { Manifest } from '../../src/lib/server/site-archive/format.ts';

const BOUND = 2 ** 31;

export async function archiveManifest(file: string): Promise<Manifest> {
  const a = await openArchive(file, BOUND);
  a.close();
  return a.manifest;
}

/** The rows of one table's entry, parsed. */
export async function archiveRows(file: string, table: string): Promise<Record<string, unknown>[]> {
  const a = await openArchive(file, BOUND);
  try {
    const t = a.manifest.tables.find((x) => x.table === table)!;
    const text = (await a.readEntry(t)).toString('utf8').trim();
    return text ? text.split('\n').map((l) => JSON.parse(l) as Record<string, unknown>) : [];
  } finally {
    a.close();
  }
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
    );
  return v;
}

/** A row as one string: timestamps as ISO, booleans as booleans, JSON parsed with its keys sorted. */
export function canonicalRow(r: Record<string, unknown>, kinds: Map<string, string>): string {
  return JSON.stringify(
    Object.keys(r)
      .sort()
      .map((k) => {
        const v = r[k];
        const kind = kinds.get(k);
        if (v == null) return [k, null];
        if (kind === 'timestamp') return [k, new Date(v as string).toISOString()];
        if (kind === 'bool') return [k, v === true || v === 1];
        if (kind === 'json') return [k, sortKeys(typeof v === 'string' ? JSON.parse(v) : v)];
        return [k, v];
      }),
  );
}

/** Each table's column kinds, by table, from a manifest written on PostgreSQL. */
export function columnKinds(m: Manifest, table: string): Map<string, string> {
  return new Map((m.tables.find((x) => x.table === table)?.columns ?? []).map((c) => [c.name, c.kind as string]));
}
