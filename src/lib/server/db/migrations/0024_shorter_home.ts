import type { Kysely } from 'kysely';

/*
 * Issue 26, for installs seeded before it (fresh installs get the same from the seed):
 * 1. A shorter home page (12,047 px on a 390 px phone, 22.9 KB of gzip HTML): shorter seeded copy,
 *    'what we build' as a compact two-column list and the packages as a summary (the points stay on
 *    /packages). Only values still exactly as seeded change: a sentence staff rewrote is theirs.
 * 2. Button and link labels in sentence case on every page (docs/design.md, "Capitalisation"):
 *    the seed changed in issue 26's design work, stored pages kept 'Request Quote' and the like.
 * Published documents and drafts both change; past revisions stay history. The values are frozen
 * here rather than imported, so later copy changes cannot alter what this migration does.
 */

/** Home copy as seeded before issue 26 → as seeded after it (whole values only). */
const HOME_COPY: [string, string][] = [
  [
    'Pick the route that suits the job. Every build comes with a fixed price, and the finished system belongs to you.',
    'Every build has a fixed price, and the finished system belongs to you.',
  ],
  ['Custom Software Builds', 'Custom software builds'],
  [
    'Internal tools, portals and apps designed around your processes, replacing the patchwork of subscriptions and spreadsheets.',
    'Internal tools, portals and apps built around how you work.',
  ],
  ['Lovable App Development', 'Lovable app development'],
  [
    'Polished web apps and customer portals built quickly with Lovable, then reviewed and hardened by our developers.',
    'Web apps and customer portals built fast, then hardened by our developers.',
  ],
  ['Code synced to your own GitHub', 'Code in your own GitHub'],
  ['Works on phone, tablet and desktop', 'Works on phone and desktop'],
  ['Replit Agents & Automation', 'Replit agents and automation'],
  [
    'AI agents and automation scripts that take repetitive admin off your team.',
    'AI agents and scripts that take repetitive admin off your team.',
  ],
  ['Base44 Backend Services', 'Base44 backend services'],
  [
    'Databases, APIs and security that give your apps a solid foundation and room to grow.',
    'Databases, APIs and security with room to grow.',
  ],
  ['SaaS Migrations', 'SaaS migrations'],
  [
    'We move your records, files and history out of the tools you are leaving, and reconcile every record before the old system is switched off.',
    'Your records and history moved out and reconciled before the old tool is switched off.',
  ],
  ['Care & Support', 'Care and support'],
  [
    'Hosting, monitoring, updates and a developer who already knows your system when you need a change.',
    'Hosting, monitoring, updates and a developer who knows your system.',
  ],
  [
    'Our agents read, sort and draft, then hand over to a person for anything that matters. They work on your data, inside your systems, and every action is logged.',
    'They read, sort and draft inside your systems, then hand anything that matters to a person.',
  ],
  [
    'Reads incoming email, tags each message by customer or job and routes it to the right person with a draft reply ready.',
    'Tags each email by customer or job and routes it with a draft reply.',
  ],
  [
    'Pulls line items from purchase orders, delivery notes and supplier invoices into your system, and flags anything that does not match.',
    'Pulls line items from orders and invoices into your system and flags mismatches.',
  ],
  [
    'Builds a first-draft quote from an enquiry, your price list and similar past jobs, for your estimator to check and send.',
    'Drafts a quote from an enquiry, your prices and past jobs, for your estimator to check.',
  ],
  [
    'Answers routine questions about orders, bookings and opening hours from your own records, and passes everything else to staff.',
    'Answers routine questions from your own records and passes the rest to staff.',
  ],
  [
    'AI services used under business terms that exclude your data from model training',
    'Business terms that keep your data out of model training',
  ],
  [
    'We build on Lovable, Replit and Base44, which gives you 60-75% faster development than starting from a blank page. Our developers review every change, and the finished system is yours.',
    'Lovable, Replit and Base44 make development 60-75% faster than a blank page. Our developers review every change.',
  ],
  ['Front ends, customer portals and web apps, designed and built at speed.', 'Front ends, customer portals and web apps'],
  ['AI agents, automation scripts and lightweight web apps.', 'AI agents, automation and light web apps'],
  ['Databases, APIs and backend services that scale with you.', 'Databases, APIs and backend services'],
  [
    'If your team runs it on a subscription, a spreadsheet or a shared inbox, we can probably build something better.',
    'If your team runs it on a subscription, a spreadsheet or a shared inbox, we can build something better.',
  ],
  [
    'Job tracking, stock control and reporting in one place, instead of six tabs and a spreadsheet.',
    'Jobs, stock and reporting in one place.',
  ],
  [
    'Let customers check orders, download documents and raise requests without ringing the office.',
    'Orders, documents and requests without a phone call.',
  ],
  [
    'From enquiry to quote to invoice, with your pricing rules built in and Xero or QuickBooks kept in step.',
    'Enquiry to invoice, with Xero or QuickBooks in step.',
  ],
  [
    'Appointments, rotas and resource planning that follow your rules, not a generic template.',
    'Appointments and rotas that follow your rules.',
  ],
  [
    'Apps for engineers, drivers and field staff that work on site and sync when back in signal.',
    'For field staff, working offline on site.',
  ],
  [
    'Fast, accessible websites and e-commerce that connect directly to your stock and accounts.',
    'Linked to your stock and accounts.',
  ],
  [
    'Your data and history moved out of the tools you are leaving, checked and reconciled.',
    'Your data and history moved and reconciled.',
  ],
  [
    'Agents that read documents, draft replies and move information between systems, with a person in control.',
    'Agents that read and draft, with a person in control.',
  ],
  [
    'Subscriptions are a good way to start. They are an expensive way to carry on once you know exactly what you need.',
    'Subscriptions are a good way to start and an expensive way to carry on.',
  ],
  [
    'Per-seat pricing means every new starter adds to the bill. A system you own has no per-user fees.',
    'Every new starter adds to a per-seat bill. Your own system has no per-user fees.',
  ],
  [
    'Bundled plans charge for whole modules your team ignores. A custom build includes only what you need.',
    'Bundles charge for modules your team ignores. A build has only what you need.',
  ],
  [
    'Annual uplifts and plan changes arrive when the supplier decides. With your own software, you set the running costs.',
    'Uplifts arrive when the supplier decides. With your own software, you set the running costs.',
  ],
  [
    'Limited exports, paid API access and awkward exit clauses. Owning the system means owning the data, in full.',
    'Limited exports and exit clauses. Own the system and you own all of the data.',
  ],
  [
    "When a tool doesn't fit, the gaps fill with spreadsheets and copy-and-paste. Custom software fits how you already work.",
    "Where a tool doesn't fit, spreadsheets fill the gaps. A build fits how you already work.",
  ],
  [
    'Across our projects, clients typically see 300% ROI, break even within 4-6 months and save 50-80% over three years compared with staying on subscriptions.',
    'What clients typically see across our projects, compared with staying on subscriptions.',
  ],
  [
    'Typical results from past projects, not a guarantee. A discovery call gives you a figure for your own business.',
    'Typical results from past projects, not a guarantee: a discovery call gives you your own figure.',
  ],
  [
    'Add the subscriptions you pay for today. The calculator sets five years of fees against a one-time build.',
    'Add the subscriptions you pay for: we set five years of fees against a one-time build.',
  ],
];

/** Labels as seeded before → sentence case (keys `label` and `learnMoreLabel`, every page). */
const LABELS: [string, string][] = [
  ['Request Quote', 'Request quote'],
  ['Learn More', 'Learn more'],
  ['Book a Call', 'Book a call'],
  ['Book Discovery Call', 'Book a discovery call'],
  ['Book a Discovery Call', 'Book a discovery call'],
  ['Return to Home', 'Return to home'],
  ['Return Home', 'Return home'],
  ['Explore Our Services', 'Explore our services'],
  ['View Our Packages', 'View our packages'],
  ['Get Your Fixed Quote', 'Get your fixed quote'],
  ['Discuss Requirements', 'Discuss your requirements'],
  ['Discuss Your Requirements', 'Discuss your requirements'],
  ['Plan Your Backend', 'Plan your backend'],
  ['View Architecture', 'View the architecture'],
  ['View Infrastructure Examples', 'View infrastructure examples'],
];
const LABEL_KEYS = new Set(['label', 'learnMoreLabel']);
/** Copy that names a button, whole values on any page: it follows the button's new label. */
const NAMING_A_BUTTON: [string, string][] = [
  [
    'If you use "Save for Later" on an article, your reading list is kept in your own browser\'s storage so it is there when you come back. It stays on your device and is never sent to us.',
    'If you use "Save for later" on an article, your reading list is kept in your own browser\'s storage so it is there when you come back. It stays on your device and is never sent to us.',
  ],
];

interface Section {
  id: string;
  type: string;
  data?: Record<string, unknown>;
}
type Doc = { sections?: Section[] };

/** Replaces whole string values found in `map` (only under `keys` when given); whether any changed. */
function replaceValues(node: unknown, map: Map<string, string>, keys?: Set<string>): boolean {
  if (!node || typeof node !== 'object') return false;
  let changed = false;
  const entries = Array.isArray(node) ? node.map((v, i) => [i, v] as const) : Object.entries(node);
  for (const [key, value] of entries) {
    const next = typeof value === 'string' && (!keys || keys.has(String(key))) ? map.get(value) : undefined;
    if (next !== undefined) {
      (node as Record<string | number, unknown>)[key] = next;
      changed = true;
    } else if (replaceValues(value, map, keys)) changed = true;
  }
  return changed;
}

/** The home layouts: 'what we build' compact (from the seeded 'grid'), packages as a summary (from none). */
function setHomeLayouts(doc: Doc, forward: boolean): boolean {
  let changed = false;
  for (const s of doc.sections ?? []) {
    if (!s.data) continue;
    if (s.id === 'what-we-build' && s.type === 'cardGrid' && s.data.layout === (forward ? 'grid' : 'compact')) {
      s.data.layout = forward ? 'compact' : 'grid';
      changed = true;
    }
    if (
      s.id === 'packages' &&
      s.type === 'packageTable' &&
      (forward ? s.data.layout === undefined : s.data.layout === 'summary')
    ) {
      if (forward) s.data.layout = 'summary';
      else delete s.data.layout;
      changed = true;
    }
  }
  return changed;
}

/** The home document with the shorter copy and layouts; whether anything changed. */
export function shortenHome(doc: Doc, forward = true): boolean {
  const map = new Map(forward ? HOME_COPY : HOME_COPY.map(([a, b]) => [b, a] as [string, string]));
  const copy = replaceValues(doc.sections, map);
  return setHomeLayouts(doc, forward) || copy;
}

/** Any page's button and link labels in sentence case; whether anything changed. */
export function sentenceCaseLabels(doc: Doc): boolean {
  const labels = replaceValues(doc.sections, new Map(LABELS), LABEL_KEYS);
  return replaceValues(doc.sections, new Map(NAMING_A_BUTTON)) || labels;
}

const parse = (raw: unknown): Doc | null =>
  raw === null || raw === undefined ? null : ((typeof raw === 'string' ? JSON.parse(raw) : raw) as Doc);

async function rewrite(db: Kysely<any>, slug: string, change: (doc: Doc) => boolean): Promise<void> {
  const page = await db
    .selectFrom('content_pages')
    .select(['published_doc', 'draft_doc'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!page) return;
  const set: Record<string, string> = {};
  const published = parse(page.published_doc);
  const draft = parse(page.draft_doc);
  if (published && change(published)) set.published_doc = JSON.stringify(published);
  if (draft && change(draft)) set.draft_doc = JSON.stringify(draft);
  if (Object.keys(set).length > 0) await db.updateTable('content_pages').set(set).where('slug', '=', slug).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await rewrite(db, 'home', (doc) => shortenHome(doc));
  const pages = await db.selectFrom('content_pages').select('slug').execute();
  for (const { slug } of pages) await rewrite(db, slug as string, sentenceCaseLabels);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The home's copy and layouts go back; the labels stay in sentence case (right either way).
  await rewrite(db, 'home', (doc) => shortenHome(doc, false));
}
