import type { Kysely } from 'kysely';

// Issue 26: the Services hero said '24/7 support' while support hours are
// 9 AM - 6 PM, Monday to Friday. What runs around the clock is monitoring, so
// existing installs get the seed's new wording. Only the untouched seed stat
// ('24/7' over 'support') is rewritten: a label staff have edited is theirs.
// Past revisions stay as they were (they are history). The strings are frozen
// here rather than imported, so later copy changes cannot alter this migration.
const OLD = { value: '24/7', label: 'support' };
const NEW_LABEL = 'uptime monitoring; support 9 AM - 6 PM, Mon-Fri';

interface Section {
  type?: unknown;
  data?: { stats?: { value?: unknown; label?: unknown }[] };
}

/** The document with the old stat relabelled, or null when it has none to change. */
export function relabelClaim(raw: unknown, newLabel = NEW_LABEL, old = OLD): unknown {
  if (raw === null || raw === undefined) return null;
  const doc = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { sections?: Section[] };
  let changed = false;
  for (const section of doc.sections ?? []) {
    for (const stat of section.data?.stats ?? []) {
      if (stat.value === old.value && stat.label === old.label) {
        stat.label = newLabel;
        changed = true;
      }
    }
  }
  return changed ? doc : null;
}

async function rewrite(db: Kysely<any>, from: { value: string; label: string }, to: string): Promise<void> {
  const page = await db
    .selectFrom('content_pages')
    .select(['published_doc', 'draft_doc'])
    .where('slug', '=', 'services')
    .executeTakeFirst();
  if (!page) return; // a fresh install: the seed writes the new wording
  const published = relabelClaim(page.published_doc, to, from);
  const draft = relabelClaim(page.draft_doc, to, from);
  const set: Record<string, string> = {};
  if (published) set.published_doc = JSON.stringify(published);
  if (draft) set.draft_doc = JSON.stringify(draft);
  if (Object.keys(set).length > 0) await db.updateTable('content_pages').set(set).where('slug', '=', 'services').execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await rewrite(db, OLD, NEW_LABEL);
}

export async function down(db: Kysely<any>): Promise<void> {
  await rewrite(db, { value: OLD.value, label: NEW_LABEL }, OLD.label);
}
