// SPEC.md 9. Business constants and limits.
import type { TraceEntry } from '../check.ts';
import { A, P, calc, contact, e2e, unit } from './refs.ts';

const ONE_FIGURE =
  'The spec’s prices disagreed between pages; each offer now has one price and timeline, kept on its record and quoted everywhere from it (DEVELOPERS.md: offers quoted once everywhere; /admin/prices lists each placement).';
const NO_CONTRADICTIONS = e2e('prices', 'lists every placement of each offer, with no contradictions in the seeded site');

export const CONSTANTS: TraceEntry[] = [
  {
    spec: 'annual = total monthly spend x 12; fiveYear = total monthly x 60.',
    tests: [
      unit('calculator', 'calculator maths > annual is x12, five-year x60, build defaults to 8,000, savings = five-year - 8,000'),
      calc('computes, adds and removes rows, and shows the banner only above the build cost'),
    ],
    words: ['annual: 5100', 'fiveYear: 25500', "'£3,600'"],
  },
  {
    spec: 'customBuild is fixed at 9000; savings = fiveYear minus 9000.',
    tests: [
      unit('calculator', 'calculator maths > compares against the build cost it is given (the Prices setting)'),
      e2e('prices', 'sets the calculator build cost the calculator page quotes'),
      calc('computes, adds and removes rows, and shows the banner only above the build cost'),
    ],
    words: ['customBuild: 12000', "'Save £40 over 5 years'"],
    differs:
      'The build cost is the Launch Build’s price (£8,000, the spec’s own ‘custom build from £8,000’), or a figure the owner sets on the Prices page; savings are the five-year total less it.',
  },
  {
    spec: 'Currency GBP, no decimals.',
    tests: [
      unit('calculator', 'calculator maths > formats whole pounds without decimals and other amounts to the penny, in en-GB'),
    ],
    words: ["toBe('£18,000')", "toBe('£152.40')"],
    differs: 'Whole pounds show no decimals; a typed amount with pence keeps them, to the penny.',
  },
  {
    spec: '52 suggested tool names.',
    tests: [
      unit('calculator', 'tool suggestions > ships 52 suggestions'),
      calc('sends its tool suggestions apart from the page, kept a year at a name that changes with them'),
    ],
    words: ['toHaveLength(52)'],
  },
  {
    spec: "Copy: custom build from £8,000, payable in monthly instalments, with an 'Illustrative' disclaimer",
    tests: [P.calculator],
    words: ["'Custom build from £8,000, payable in monthly instalments.'", "'Illustrative'"],
  },
  {
    spec: 'Projections for 1, 3 and 5 years (cost x12, x36, x60), in pounds per month.',
    tests: [
      contact('validates, manages SaaS tools and costs, submits with an attachment and lands on /thank-you'),
      unit('enquiry-costs', 'costTotals > sums only countable costs into monthly, yearly, 3-year and 5-year totals'),
      unit('enquiry-costs', 'projections > projects a monthly cost over 1, 3 and 5 years (x12, x36, x60)'),
    ],
    words: ["'1 year £2,400 · 3 years £7,200 · 5 years £12,000'", 'costTotals'],
  },
  {
    spec: "'Potential Savings' = five-year total minus 8,000, shown only if positive.",
    tests: [
      contact('validates, manages SaaS tools and costs, submits with an attachment and lands on /thank-you'),
      unit('enquiry-costs', 'costTotals > shows potential savings (five-year total - 8,000) only when positive'),
    ],
    words: ["'£7,000 over 5 years'", '250*60 - 8000'],
  },
  {
    spec: 'Project types: saas-product, internal-tool, app, website, migration.',
    tests: [P.contact],
    words: ["'saas-product', 'internal-tool', 'app', 'website', 'migration'"],
  },
  {
    spec: 'Budgets: under-5k, 5k-15k, 15k-50k, 50k-plus, not-sure.',
    tests: [P.contact],
    words: ["'under-5k', '5k-15k', '15k-50k', '50k-plus', 'not-sure'"],
  },
  {
    spec: 'Timelines: asap, 1-month, 3-months, 6-months, exploring.',
    tests: [P.contact],
    words: ["'asap', '1-month', '3-months', '6-months', 'exploring'"],
  },
  {
    spec: "20 common SaaS tools plus 'other'",
    tests: [
      P.contact,
      unit('enquiry-tools', 'the common tool list > has the 20 common tools of spec point 9 plus other, with unique values'),
    ],
    words: ["'salesforce'", "'pipedrive'", "'other'"],
  },
  {
    spec: 'Response promise: 2-4 hours, business hours 9 AM-6 PM GMT.',
    tests: [P.contact, P.thanks],
    words: ['within 2-4 hours during business hours, 9 AM - 6 PM GMT', '(9 AM - 6 PM GMT)'],
  },
  {
    spec: 'Home packages | Discovery Sprint FREE (1 week)',
    tests: [P.home, NO_CONTRADICTIONS],
    words: ["'£1,500 fixed price'", "'From £8,000 one-time'", "'Timeline: 3-6 weeks'", "'From £295'"],
    differs: `Discovery Sprint £1,500 (1 week), Launch Build from £8,000 (3-6 weeks), Care Plan from £295/month, as on /packages. ${ONE_FIGURE}`,
  },
  {
    spec: 'Services page | Custom Builds from £5k (1-3 weeks)',
    tests: [P.services, NO_CONTRADICTIONS],
    words: ["'From £8,000'", "'From £3,000'", "'From £2,000'", "'From £295/month'"],
    differs: `Custom Builds quote the Launch Build (from £8,000, 3-6 weeks); the other three are the spec’s. ${ONE_FIGURE}`,
  },
  {
    spec: 'Packages page, process page, FAQ | Discovery Sprint £1,500 (1 week)',
    tests: [P.packages, P.process, NO_CONTRADICTIONS],
    words: ["'£1,500 fixed price'", "'Timeline: 1 week'", "'From £8,000 one-time'", "'From £295/month'"],
    differs: `The Launch Build is from £8,000 (3-6 weeks) on every page. ${ONE_FIGURE}`,
  },
  {
    spec: 'Meta description | From £5,000',
    tests: [
      P.home,
      e2e('offer-figures', 'changes the Launch Build to £8,500 on every public page, meta description and calculator, and back'),
    ],
    words: ["'From £8,000.'", 'meta description'],
    differs: `The home's meta description quotes the Launch Build's price from its offer (From £8,000) and follows it when it changes. ${ONE_FIGURE}`,
  },
  { spec: 'Stack page | Lovable page from £3,000', tests: [P.stack], words: ["'From £3,000'", "'From £1,200'", "'From £1,500'"] },
  {
    spec: 'Replit services | Custom AI Agents from £2,500',
    tests: [P.platforms],
    words: ["'From £2,500', 'From £1,200', 'From £3,500', 'From £4,000'"],
  },
  {
    spec: 'Base44 services | Database Architecture from £2,000',
    tests: [P.base44],
    words: ["'From £2,000'", "'From £1,800'", "'From £1,500'", "'From £1,200'"],
  },
  {
    spec: 'Meta title 60 characters; meta description 160 characters.',
    tests: [
      A.meta,
      unit(
        'page-meta-contract',
        'the page meta contract > keeps text past where Google cuts, and refuses it past the hard maximum with a clear message',
      ),
    ],
    words: ['of about 60 Google shows', 'of about 160 Google shows'],
    differs:
      'Warned and previewed past 60 and 160 characters, saved whole; refused past 120 and 320 (issue on page meta: a title is never cut silently).',
  },
  {
    spec: 'Calculator option categories: saas_tools, budgets, timelines, project_types. Default display order 0.',
    tests: [
      A.calculator,
      e2e(
        'spec-admin',
        'Calculator: the add-option form with its defaults, and the options by category, each with a delete button',
      ),
    ],
    words: ['/^SaaS tools \\(\\d+\\)$/', "toBe('0')"],
  },
  { spec: 'Tag preview shows 2 tags.', tests: [A.blog], words: ["'Cloud Hosting', 'Costs', '+1 more'"] },
  {
    spec: 'Seed posts: 5, across 5 categories, dated between 2024-01 and 2024-12.',
    tests: [unit('spec-lines', 'are 5, across 5 categories, dated between January and December 2024')],
    words: ['toHaveLength(5)', "'2024-01-01'"],
  },
  {
    spec: 'The Content tab lists 17 pages.',
    tests: [A.content, e2e('admin', 'changes the business phone in Content and the footer shows it')],
    words: ['toBeGreaterThanOrEqual(17)'],
    differs: 'It lists the 17 and /work, the case studies page issue 26 added.',
  },
  {
    spec: 'Toasts: up to 3 visible, 4000 ms, bottom-right.',
    tests: [A.toasts],
    words: ['toBe(3)', 'toBeLessThanOrEqual(24)', 'toBeGreaterThan(3_000)'],
  },
  {
    spec: 'Button variants: default, destructive, outline, secondary, ghost, link, hero, heroSecondary, mustard.',
    tests: [
      unit(
        'spec-lines',
        'offers the button variants default, destructive, outline, secondary, ghost, link, hero, heroSecondary, mustard and the sizes default, sm, lg, xl, icon',
      ),
    ],
    words: ["'heroSecondary'", "'icon'"],
    differs: 'One primary look (docs/design.md): default, hero and mustard name the same button.',
  },
];
