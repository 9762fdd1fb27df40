// SPEC.md 3. Entities and their fields.
import type { TraceEntry } from '../check.ts';
import { A, P, calc, integ, unit } from './refs.ts';

const stored = integ(
  'enquiry-submit',
  'a valid submission > stores the enquiry with every field, the attachment bytes intact and two outbox e-mails',
);
const field = (spec: string, words: string[], extra: string[] = []): TraceEntry => ({
  spec,
  tests: [stored, P.contact, ...extra],
  words,
});

export const ENTITIES: TraceEntry[] = [
  field('name | text', ["name: 'Ada Lovelace'", "'Your name *'"]),
  field('email | text', ["email: 'ada@example.co.uk'", "'Work e-mail *'"]),
  field('company | text', ["company: 'Analytical Engines Ltd'", "'Company *'"]),
  field('phone | text', ["phone: '+44 161 496 0123'", "'Phone'"]),
  field('project_type | one of the project types in point 9', [
    "projectType: 'internal-tool'",
    "'saas-product', 'internal-tool', 'app', 'website', 'migration'",
  ]),
  field('project | description text', ['project: ', "'About your project *'"]),
  field('saas_to_replace | list of strings', ["saasToReplace: ['hubspot', 'teams', 'other']", "'salesforce'"]),
  field('custom_saas | text', ["customSaas: 'Xero'"]),
  field('monthly_saas_costs | list of {tool, cost}', ["{ tool: 'HubSpot', cost: 300 }"]),
  field('budget | one of the budget options', ["budget: '15k-50k'", "'under-5k', '5k-15k', '15k-50k', '50k-plus', 'not-sure'"]),
  field('timeline | one of the timeline options', [
    "timeline: '3-months'",
    "'asap', '1-month', '3-months', '6-months', 'exploring'",
  ]),
  field('consent | boolean', ['consent: true', 'I agree to Northmill using these details']),
  { spec: 'The stored row also has id and created_at.', tests: [stored], words: ['id: r.id', 'e!.createdAt'] },
  {
    spec: 'The function call additionally carries one optional attached file (may be null).',
    tests: [
      stored,
      integ(
        'enquiry-submit',
        'a valid submission > without an attachment stores no attachment row and the notification has none',
      ),
    ],
    words: ["'Project brief (v2).pdf'", 'no attachment row'],
    differs:
      'No backend function: one server action stores the enquiry and its optional attachment (checked by its bytes) and queues the e-mails in one transaction (docs/architecture.md, the enquiry walk).',
  },
  {
    spec: 'id, created_at, title, slug, excerpt, content (HTML allowed), author, category, tags (list of strings), publis',
    tests: [
      unit('shapes', 'post shape > names the blog_posts columns as the migrations made them (the dates are the repository’s)'),
      unit(
        'blog-sanitize',
        'sanitizePostHtml: allowed formatting > keeps headings, paragraphs, emphasis, lists, quotes and code',
      ),
    ],
    words: [
      "'title'",
      "'slug'",
      "'excerpt'",
      "'content'",
      "'author'",
      "'category'",
      "'tags'",
      "'published'",
      "'meta_title'",
      "'meta_description'",
    ],
    differs:
      'The content HTML is sanitised on save and on render; posts also keep featured, a cover and a share image, and published_at, created_at and updated_at are the repository’s columns.',
  },
  {
    spec: "Defaults for a new post: empty title, slug and content; author '{product}'; category 'Technology'; published false.",
    tests: [
      A.blog,
      unit('shapes', 'post shape > starts the editor from the declaration and sends every field back'),
      unit('blog-filter', 'offers the spec chips and the editor default'),
    ],
    words: ["'#post-author'", "toBe('Northmill')", "toBe('Technology')", "toBe('false')", 'published: false'],
  },
  {
    spec: '**Static blog post** (eight embedded in the public site)',
    tests: [integ('blog-public', 'lists the eight seeded posts, newest first'), P.post],
    words: ['toBe(8)', 'PUBLIC_SEED_POSTS', "'min read'", "'Featured'"],
    differs:
      'The eight articles are seeded into the database and read from it (the SPEC preamble: a public blog read from the database); read time is counted from the words, at 200 a minute.',
  },
  {
    spec: '**page_meta:** id, page_name, page_path, meta_title, meta_description.',
    tests: [
      A.meta,
      integ(
        'spec-admin-calls',
        'reads page meta ordered by page path, and saves meta_title and meta_description where the id matches',
      ),
    ],
    words: ['cookies.pageName', 'cookies.metaTitle', 'cookies.metaDescription', 'pagePath', 'id: about.id'],
  },
  {
    spec: 'id, category (saas_tools, budgets, timelines or project_types), option_name, option_value, display_ord',
    tests: [
      integ('spec-admin-calls', 'reads calculator options by category, then display order'),
      integ(
        'spec-admin-calls',
        'adds an option with display_order read as a whole number (else 0) and option_value defaulting to option_name, and deletes it by id',
      ),
    ],
    words: [
      "'budgets', 'project_types', 'saas_tools', 'timelines'",
      "name: 'Kashflow', value: 'Kashflow', displayOrder: 0, active: true",
    ],
  },
  {
    spec: 'Defaults for a new option: category saas_tools, empty name, display order 0, active true.',
    tests: [A.calculator],
    words: ["toBe('saas_tools')", "getByLabel('Option name')", "getByLabel('Display order')", "name: 'Active'"],
  },
  {
    spec: '**Calculator tool row** (visitor calculator)',
    tests: [
      unit('calculator', 'calculator maths > annual is x12, five-year x60, build defaults to 8,000, savings = five-year - 8,000'),
      calc('suggests tools as an accessible combobox, by keyboard'),
    ],
    words: ['annual: 5100', 'fiveYear: 25500', 'customBuild: 8000', 'savings: 17500', 'aria-expanded'],
    differs:
      'Monthly spend keeps pence (12.50) as the enquiry form does; the row’s open suggestion list is the combobox’s aria-expanded.',
  },
  {
    spec: 'package {name, subtitle, price, duration, description, popular flag}',
    tests: [P.packages],
    words: ["'Scope it properly'", "'£1,500 fixed price'", "'Timeline: 1 week'", "'Most popular'"],
  },
  {
    spec: 'service {title, price, timeline, description, features[], technologies[]}',
    tests: [P.services],
    words: ['Timeline: ', "What's included", "'Technologies'"],
  },
  {
    spec: 'testimonial {quote, author, role, company, stat}',
    tests: [P.home],
    words: [
      "'£14,400 a year saved'",
      "'We were paying for three tools'",
      "'D.H., Operations Director'",
      "'a 40-person logistics firm in Oldham'",
    ],
  },
  {
    spec: 'service card {title, price, timeline, description, features}',
    tests: [
      P.home,
      integ('home-said-once', 'a fresh install has no card points, six things we build, four reasons and no calculator note'),
    ],
    words: ['Learn more about ${card}', 'no card points'],
    differs:
      'The home’s service cards show title, price, timeline and description; their feature points moved to each service’s own page so the home fits its first round trip (issue 26).',
  },
];
