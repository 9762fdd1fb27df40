import type { Kysely } from 'kysely';

/*
 * Issue 26, second round, for installs seeded before it (fresh installs get the same from the
 * seed): a home that says each thing once, so its HTML fits the first 14.6 KB round trip.
 * 1. Service cards: no list of points (each service's own page has them).
 * 2. 'What we build': 'Migrations off SaaS' and 'AI workflows' go (each has its own card and
 *    section above); with both gone, six items in three columns instead of four.
 * 3. 'Why switch': per-seat bills and price rises, two of five reasons, become one.
 * 4. The home calculator: no note under it (the calculator's own 'Illustrative' line says it).
 * 5. The builders' merchant's month-end quote is the example case study's story, so the home
 *    shows three testimonials. The record is not deleted (staff may rely on it): it is only
 *    unpublished (status 'draft', which hides it from the public site; staff can publish it
 *    again), and only while it is still exactly as seeded AND still illustrative. A quote staff
 *    edited, gave a consent date or a photo stays as it is. Its display order is not compared:
 *    moving a card is not a change to what it says.
 * Only values still exactly as seeded change; where two values were merged into one, both must be.
 * Published documents and drafts both change; past revisions stay history. The values are frozen
 * here rather than imported, so later copy changes cannot alter what this migration does.
 */

/** Each service card (by offer, or by title) → the points it was seeded with. */
const CARD_FEATURES: { offerId: string; title: string; features: string[] }[] = [
  {
    offerId: 'launch-build',
    title: 'Custom software builds',
    features: ['Fixed price agreed up front', 'You own the code and the data', 'Weekly demos while we build'],
  },
  {
    offerId: 'lovable-app',
    title: 'Lovable app development',
    features: ['React and TypeScript front ends', 'Code in your own GitHub', 'Works on phone and desktop'],
  },
  {
    offerId: 'replit-automation',
    title: 'Replit agents and automation',
    features: ['Custom AI agents', 'Scheduled automation scripts', 'Connects to the tools you already use'],
  },
  {
    offerId: 'base44-backend',
    title: 'Base44 backend services',
    features: ['Database design and tuning', 'Secure, documented APIs', 'UK data centre hosting'],
  },
  {
    offerId: 'saas-migration',
    title: 'SaaS migrations',
    features: ['Full export and data mapping', 'Parallel running before switch-off', 'Staff trained on the new system'],
  },
  {
    offerId: 'care-plan',
    title: 'Care and support',
    features: ['Security updates and backups', 'Monthly improvement hours', 'Priority fixes'],
  },
];

type Item = Record<string, unknown>;

const BUILD_REMOVED: Item[] = [
  { title: 'Migrations off SaaS', description: 'Your data and history moved and reconciled.', icon: 'ArrowRightLeft' },
  { title: 'AI workflows', description: 'Agents that read and draft, with a person in control.', icon: 'Workflow' },
];

const REASON_OLD: Item = {
  title: 'Costs that rise with headcount',
  description: 'Every new starter adds to a per-seat bill. Your own system has no per-user fees.',
  icon: 'PoundSterling',
};
const REASON_NEW: Item = {
  title: 'Bills that only go up',
  description:
    'Every new starter adds to a per-seat bill, and uplifts arrive when the supplier decides. Your own system has no per-user fees, and you set the running costs.',
  icon: 'PoundSterling',
};
const REASON_REMOVED: Item = {
  title: "Price rises you don't control",
  description: 'Uplifts arrive when the supplier decides. With your own software, you set the running costs.',
  icon: 'TrendingUp',
};
/** The reason the removed one followed, to put it back in its place on the way down. */
const REASON_BEFORE_REMOVED = 'Paying for features you never use';

const CALCULATOR_NOTE = {
  disclaimerLabel: 'Illustrative',
  disclaimer:
    'Figures are estimates based on what you enter and a typical build cost of {buildCost}. Your actual price comes in a fixed quote after we have talked through your needs.',
};

const MONTH_END_TESTIMONIAL = {
  quote:
    'Month-end used to take the best part of three days copying between spreadsheets and Xero. Now it takes an afternoon, and the figures reconcile themselves.',
  name: 'S.K.',
  role: 'Finance Manager',
  company: "a family-run builders' merchant in Rochdale",
  highlight: '2.5 days saved every month',
};

interface Section {
  id: string;
  type: string;
  data?: Record<string, unknown>;
}
type Doc = { sections?: Section[] };

const blank = (v: unknown) => v === undefined || v === null || v === '';
/** The seeded item's fields, and nothing else filled in (an editor may add empty optional fields). */
const isExactly = (item: unknown, seeded: Item): boolean =>
  !!item &&
  typeof item === 'object' &&
  Object.keys(seeded).every((k) => (item as Item)[k] === seeded[k]) &&
  Object.entries(item).every(([k, v]) => k in seeded || blank(v));
const sameList = (a: unknown, b: string[]) => Array.isArray(a) && a.length === b.length && a.every((v, i) => v === b[i]);
const itemsOf = (data: Record<string, unknown>): Item[] | null => (Array.isArray(data.items) ? (data.items as Item[]) : null);
const home = (doc: Doc, id: string, type: string) => doc.sections?.find((s) => s.id === id && s.type === type && s.data)?.data;

function cardFeatures(doc: Doc, forward: boolean): boolean {
  let changed = false;
  for (const card of itemsOf(home(doc, 'services', 'offerCards') ?? {}) ?? []) {
    const offerId = (card.offer as { offerId?: unknown } | undefined)?.offerId;
    const seeded = CARD_FEATURES.find((c) => c.offerId === offerId) ?? CARD_FEATURES.find((c) => c.title === card.title);
    if (!seeded || !sameList(card.features, forward ? seeded.features : [])) continue;
    card.features = forward ? [] : [...seeded.features];
    changed = true;
  }
  return changed;
}

function whatWeBuild(doc: Doc, forward: boolean): boolean {
  const data = home(doc, 'what-we-build', 'cardGrid');
  const items = data && itemsOf(data);
  if (!data || !items) return false;
  if (!forward) {
    if (data.columns !== '3' || items.some((i) => BUILD_REMOVED.some((r) => i.title === r.title))) return false;
    data.items = [...items, ...BUILD_REMOVED.map((r) => ({ ...r }))];
    data.columns = '4';
    return true;
  }
  const kept = items.filter((i) => !BUILD_REMOVED.some((r) => isExactly(i, r)));
  const removed = items.length - kept.length;
  if (removed === 0) return false;
  data.items = kept;
  // Six in three columns; with one of the two kept (staff rewrote it), the columns are theirs.
  if (removed === BUILD_REMOVED.length && data.columns === '4') data.columns = '3';
  return true;
}

function whySwitch(doc: Doc, forward: boolean): boolean {
  const data = home(doc, 'why-switch', 'numberedList');
  const items = data && itemsOf(data);
  if (!data || !items) return false;
  const first = items.findIndex((i) => isExactly(i, forward ? REASON_OLD : REASON_NEW));
  if (first < 0) return false;
  if (forward) {
    // The new reason says both: only when both are still the seed's, or a point would go or repeat.
    const rises = items.findIndex((i) => isExactly(i, REASON_REMOVED));
    if (rises < 0) return false;
    data.items = items.flatMap((item, i) => (i === rises ? [] : i === first ? [{ ...REASON_NEW }] : [item]));
    return true;
  }
  if (items.some((i) => i.title === REASON_REMOVED.title)) return false;
  const next = [...items];
  next[first] = { ...REASON_OLD };
  const after = next.findIndex((i) => i.title === REASON_BEFORE_REMOVED);
  next.splice(after < 0 ? first + 1 : after + 1, 0, { ...REASON_REMOVED });
  data.items = next;
  return true;
}

function calculatorNote(doc: Doc, forward: boolean): boolean {
  const data = home(doc, 'calculator', 'calculator');
  if (!data) return false;
  if (!forward) {
    if (!blank(data.disclaimerLabel) || !blank(data.disclaimer)) return false;
    Object.assign(data, CALCULATOR_NOTE);
    return true;
  }
  // The label names the note: both go, or neither (a note staff wrote keeps its label).
  if (data.disclaimerLabel !== CALCULATOR_NOTE.disclaimerLabel || data.disclaimer !== CALCULATOR_NOTE.disclaimer) {
    return false;
  }
  delete data.disclaimerLabel;
  delete data.disclaimer;
  return true;
}

/** The home document with each thing said once (or, backwards, as seeded before); whether it changed. */
export function sayHomeOnce(doc: Doc, forward = true): boolean {
  const changes = [cardFeatures, whatWeBuild, whySwitch, calculatorNote].map((change) => change(doc, forward));
  return changes.some(Boolean);
}

const parse = (raw: unknown): Doc | null =>
  raw === null || raw === undefined ? null : ((typeof raw === 'string' ? JSON.parse(raw) : raw) as Doc);

async function rewriteHome(db: Kysely<any>, forward: boolean): Promise<void> {
  const page = await db
    .selectFrom('content_pages')
    .select(['published_doc', 'draft_doc'])
    .where('slug', '=', 'home')
    .executeTakeFirst();
  if (!page) return;
  const set: Record<string, string> = {};
  const published = parse(page.published_doc);
  const draft = parse(page.draft_doc);
  if (published && sayHomeOnce(published, forward)) set.published_doc = JSON.stringify(published);
  if (draft && sayHomeOnce(draft, forward)) set.draft_doc = JSON.stringify(draft);
  if (Object.keys(set).length > 0) await db.updateTable('content_pages').set(set).where('slug', '=', 'home').execute();
}

/** Moves the seeded month-end testimonial between statuses, while it is exactly as seeded. */
async function setMonthEndStatus(db: Kysely<any>, from: string, to: string): Promise<void> {
  const rows = await db
    .selectFrom('testimonials')
    .select(['id', 'illustrative'])
    .where('status', '=', from)
    .where('quote', '=', MONTH_END_TESTIMONIAL.quote)
    .where('name', '=', MONTH_END_TESTIMONIAL.name)
    .where('role', '=', MONTH_END_TESTIMONIAL.role)
    .where('company', '=', MONTH_END_TESTIMONIAL.company)
    .where('highlight', '=', MONTH_END_TESTIMONIAL.highlight)
    .where('consent_date', 'is', null)
    .where('photo_media_id', 'is', null)
    .execute();
  // `illustrative` is 1 on SQLite and true on PostgreSQL.
  const ids = rows.filter((r) => Boolean(r.illustrative)).map((r) => r.id as string);
  if (ids.length === 0) return;
  await db.updateTable('testimonials').set({ status: to, updated_at: new Date().toISOString() }).where('id', 'in', ids).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await rewriteHome(db, true);
  await setMonthEndStatus(db, 'published', 'draft');
}

export async function down(db: Kysely<any>): Promise<void> {
  await rewriteHome(db, false);
  await setMonthEndStatus(db, 'draft', 'published');
}
