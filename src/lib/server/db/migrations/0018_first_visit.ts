import type { Kysely } from 'kysely';

// Issue 26, for installs seeded before it (fresh installs get the same from the seed):
// 1. The Services hero said '24/7 support' while support hours are 9 AM - 6 PM,
//    Monday to Friday. What runs around the clock is monitoring. Only the
//    untouched seed stat ('24/7' over 'support') is rewritten: a label staff
//    have edited is theirs.
// 2. The home and About pages gain the (empty) team and client-logo sections,
//    so the owner fills them in the page editor; empty, they render nothing.
// Published documents and drafts both change; past revisions stay history.
// The values are frozen here rather than imported, so later copy changes
// cannot alter what this migration does.
const OLD = { value: '24/7', label: 'support' };
const NEW_LABEL = 'uptime monitoring; support 9 AM - 6 PM, Mon-Fri';

interface Section {
  id: string;
  type: string;
  hidden?: boolean;
  data?: { stats?: { value?: unknown; label?: unknown }[]; [field: string]: unknown };
}
type Doc = { sections?: Section[] };

const TEAM = {
  id: 'team',
  type: 'team',
  hidden: false,
  data: { eyebrow: 'The team', heading: 'The people you will work with', tone: 'paper', people: [] },
};
const LOGOS = {
  id: 'clients',
  type: 'logoStrip',
  hidden: false,
  data: { eyebrow: 'Clients', heading: 'Businesses that own their software', tone: 'cream', logos: [] },
};
/** Where each page gains its sections: after the section with `after` (else at the end). */
const ADDITIONS: Record<string, { after: string; sections: Section[] }> = {
  home: { after: 'testimonials', sections: [LOGOS] },
  about: { after: 'values', sections: [TEAM, LOGOS] },
};

const parse = (raw: unknown): Doc | null =>
  raw === null || raw === undefined ? null : ((typeof raw === 'string' ? JSON.parse(raw) : raw) as Doc);

/** The document with the stat relabelled from `from` to `to`; whether anything changed. */
export function relabelClaim(doc: Doc, from: string, to: string): boolean {
  let changed = false;
  for (const section of doc.sections ?? [])
    for (const stat of section.data?.stats ?? [])
      if (stat.value === OLD.value && stat.label === from) {
        stat.label = to;
        changed = true;
      }
  return changed;
}

/** Adds the page's proof sections it lacks (by type), with ids that are free. */
export function addProofSections(doc: Doc, slug: string): boolean {
  const plan = ADDITIONS[slug];
  if (!plan || !doc.sections) return false;
  const sections = doc.sections;
  const missing = plan.sections.filter((add) => !sections.some((s) => s.type === add.type));
  if (missing.length === 0) return false;
  const at = sections.findIndex((s) => s.id === plan.after);
  const fresh = missing.map((add) => {
    let id = add.id;
    for (let n = 2; sections.some((s) => s.id === id); n++) id = `${add.id}-${n}`;
    return { ...add, id, data: JSON.parse(JSON.stringify(add.data)) as Section['data'] };
  });
  sections.splice(at >= 0 ? at + 1 : sections.length, 0, ...fresh);
  return true;
}

async function rewrite(db: Kysely<any>, slug: string, change: (doc: Doc) => boolean): Promise<void> {
  const page = await db
    .selectFrom('content_pages')
    .select(['published_doc', 'draft_doc'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!page) return; // a fresh install: the seed writes the new content
  const set: Record<string, string> = {};
  const published = parse(page.published_doc);
  const draft = parse(page.draft_doc);
  if (published && change(published)) set.published_doc = JSON.stringify(published);
  if (draft && change(draft)) set.draft_doc = JSON.stringify(draft);
  if (Object.keys(set).length > 0) await db.updateTable('content_pages').set(set).where('slug', '=', slug).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await rewrite(db, 'services', (doc) => relabelClaim(doc, OLD.label, NEW_LABEL));
  for (const slug of Object.keys(ADDITIONS)) await rewrite(db, slug, (doc) => addProofSections(doc, slug));
}

export async function down(db: Kysely<any>): Promise<void> {
  await rewrite(db, 'services', (doc) => relabelClaim(doc, NEW_LABEL, OLD.label));
  // The added sections stay: staff may have filled them, and empty they render nothing.
}
