// The redirects (imported and the owner's) as an in-memory map the middleware
// answers from before any render. It is loaded from the table and reloaded
// when the public-page generation moves: every redirect change publishes a
// public change, which bumps this instance's generation and, over PostgreSQL,
// every other instance's (route-cache/sync.ts) — so all of them reload.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { publicChangeCount } from '../route-cache/registry.ts';
import { listRedirects } from '../repositories/redirects.ts';
import { requestKey } from './redirect-paths.ts';

let loaded: { generation: number; map: Map<string, string> } | null = null;
let loading: Promise<Map<string, string>> | null = null;

async function currentMap(db: Kysely<Database>): Promise<Map<string, string>> {
  const generation = publicChangeCount();
  if (loaded && loaded.generation === generation) return loaded.map;
  loading ??= listRedirects(db)
    .then((rows) => {
      const map = new Map(rows.map((r) => [r.from, r.to]));
      loaded = { generation, map };
      return map;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** Where an old address now lives, or null. */
export async function redirectTarget(db: Kysely<Database>, pathname: string, search: string): Promise<string | null> {
  const map = await currentMap(db);
  if (map.size === 0) return null;
  return map.get(requestKey(pathname, search)) ?? null;
}

/** Tests and the import job: read the table again on the next request. */
export function forgetRedirectMap(): void {
  loaded = null;
}
