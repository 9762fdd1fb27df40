import type { Kysely } from 'kysely';

/*
 * One figure, one source (issue 23). Copy used to write offer figures literally ("Launch Build
 * starts from £8,000"), so a price changed on the Prices page left sentences, FAQ answers and meta
 * descriptions behind. Copy now quotes offers through tokens filled at render time
 * (`{offer:launch-build.amount}`, src/lib/page-content/offer-tokens.ts). This rewrites an existing
 * install's stored copy the same way, but only where the words are still the seed's: a phrase
 * naming the offer with the seeded figure, or a meta description nobody has edited. Anything an
 * owner rewrote is left alone (the Prices page lists it). The build cost settings equal to the
 * Launch Build's figure are cleared, so they follow the offer from now on.
 *
 * The tables below are frozen copies of the seed as it was: later seed edits must not change
 * what this migration did.
 */

const T = (offer: string, field: 'amount' | 'timeline') => `{offer:${offer}.${field}}`;

/** Phrases that name their offer, so the figure in them is that offer's. */
const PHRASES: [string, string][] = [
  ['Launch Build starts from £8,000', `Launch Build starts from ${T('launch-build', 'amount')}`],
  ['A Discovery Sprint is £1,500', `A Discovery Sprint is ${T('discovery-sprint', 'amount')}`],
  ['the Care Plan starts from £295 a month', `the Care Plan starts from ${T('care-plan', 'amount')} a month`],
  ['The Care Plan from £295 a month', `The Care Plan from ${T('care-plan', 'amount')} a month`],
  ['a typical Launch Build takes 3-6 weeks', `a typical Launch Build takes ${T('launch-build', 'timeline')}`],
  ['typical build cost of £8,000', 'typical build cost of {buildCost}'],
];

/** Whole values on /services that are an offer's timeline: the hero's "to launch" and two delivery steps. */
const SERVICES_VALUES: { key: string; literal: string; token: string }[] = [
  { key: 'value', literal: '3-6 weeks', token: T('launch-build', 'timeline') },
  { key: 'duration', literal: '3-6 weeks', token: T('launch-build', 'timeline') },
  { key: 'duration', literal: '1 week', token: T('discovery-sprint', 'timeline') },
];

/** Seeded meta descriptions (path → [as seeded, with tokens]). */
const META: Record<string, [string, string]> = {
  '/': [
    'Rochdale software agency building custom internal tools, apps and AI workflows for UK businesses. One-time cost, you own the code. From £5,000.',
    `Rochdale software agency building custom internal tools, apps and AI workflows for UK businesses. One-time cost, you own the code. From ${T('launch-build', 'amount')}.`,
  ],
  '/services': [
    'Custom builds from £5k, automations and AI agents from £3k, integrations from £2k and care plans from £295/month. Launch in 1-3 weeks.',
    `Custom builds from ${T('launch-build', 'amount')}, automations and AI agents from ${T('automations-agents', 'amount')}, integrations from ${T('integrations-data', 'amount')} and care plans from ${T('care-plan', 'amount')}/month. Launch in ${T('launch-build', 'timeline')}.`,
  ],
  '/packages': [
    'Discovery Sprint £1,500, Launch Build from £5,000 one-time, Care Plan from £295/month. Fixed quotes, you own the code and the data.',
    `Discovery Sprint ${T('discovery-sprint', 'amount')}, Launch Build from ${T('launch-build', 'amount')} one-time, Care Plan from ${T('care-plan', 'amount')}/month. Fixed quotes, you own the code and the data.`,
  ],
  '/lovable': [
    'Polished web apps and portals built with Lovable and finished by engineers: from £3,000, with your own code and hosting.',
    `Polished web apps and portals built with Lovable and finished by engineers: from ${T('lovable-mvps-and-prototypes', 'amount')}, with your own code and hosting.`,
  ],
  '/replit': [
    'Custom AI agents, automation scripts and web apps built on Replit, from £1,200. Fixed quotes and UK-based support.',
    `Custom AI agents, automation scripts and web apps built on Replit, from ${T('replit-automation-scripts', 'amount')}. Fixed quotes and UK-based support.`,
  ],
  '/base44': [
    'Database architecture, APIs, security and integrations for growing UK businesses, from £1,200. Scalable, secure and documented.',
    `Database architecture, APIs, security and integrations for growing UK businesses, from ${T('base44-integration-services', 'amount')}. Scalable, secure and documented.`,
  ],
};

function rewrite(value: unknown, slug: string, key: string): unknown {
  if (typeof value === 'string') {
    if (slug === 'services') {
      const whole = SERVICES_VALUES.find((v) => v.key === key && v.literal === value);
      if (whole) return whole.token;
    }
    let out = value;
    for (const [literal, token] of PHRASES) out = out.replaceAll(literal, token);
    return out;
  }
  if (Array.isArray(value)) return value.map((v) => rewrite(v, slug, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v, slug, k)]));
  }
  return value;
}

const parse = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);

/** Exported for the migration test; `up` is what runs. */
export async function rewriteStoredCopy(db: Kysely<any>): Promise<void> {
  const pages = await db.selectFrom('content_pages').select(['slug', 'published_doc', 'draft_doc']).execute();
  for (const p of pages) {
    const set: Record<string, string> = {};
    for (const column of ['published_doc', 'draft_doc'] as const) {
      if (p[column] == null) continue;
      const before = parse(p[column]);
      const after = rewrite(before, p.slug, '');
      if (JSON.stringify(after) !== JSON.stringify(before)) set[column] = JSON.stringify(after);
    }
    if (Object.keys(set).length > 0) await db.updateTable('content_pages').set(set).where('slug', '=', p.slug).execute();
  }
  for (const [path, [seeded, tokens]] of Object.entries(META)) {
    await db
      .updateTable('page_meta')
      .set({ meta_description: tokens })
      .where('page_path', '=', path)
      .where('meta_description', '=', seeded)
      .execute();
  }
  // A build cost equal to the Launch Build's figure is the seed's default: follow the offer.
  const launch = await db.selectFrom('offers').select('price').where('id', '=', 'launch-build').executeTakeFirst();
  const m = String(launch?.price ?? '').match(/£(\d[\d,]*)/);
  const pounds = m ? m[1]!.replace(/,/g, '') : '8000';
  await db
    .updateTable('site_settings')
    .set({ value: '' })
    .where('key', 'in', ['calculator_build_cost', 'enquiry_build_cost'])
    .where('value', '=', pounds)
    .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await rewriteStoredCopy(db);
}

// The rewrite only swaps a figure for the token that shows the same figure; nothing to undo.
export async function down(): Promise<void> {}
