// Testimonials and the example case study a fresh install starts with.
//
// The three testimonials are the home page's illustrative examples (fictional,
// anonymised, written for layout). They are seeded published AND
// illustrative, so the home page looks as before and every one carries the
// 'Illustrative' label; none has a consent date, so none can be switched to
// 'real' without one. `{business}` is filled with the business name at seed time.
// The builders' merchant's month-end story is the example case study's, not a fourth quote.
//
// The case study is seeded as a DRAFT: it shows the owner what a complete
// one looks like in the admin, but nothing on the public site changes until
// the owner writes (or checks) one and publishes it.
import type { CaseStudyFields } from '../../../shapes/case-study.ts';
import type { TestimonialFields } from '../../../shapes/testimonial.ts';

type Seed = Omit<TestimonialFields, 'photoMediaId' | 'consentDate' | 'illustrative' | 'sortOrder'>;

export const SEED_TESTIMONIALS: Seed[] = [
  {
    quote:
      'We were paying for three tools that each did a third of the job. {business} replaced them with one system our drivers and office staff actually use, and it was live in five weeks.',
    name: 'D.H.',
    role: 'Operations Director',
    company: 'a 40-person logistics firm in Oldham',
    highlight: '£14,400 a year saved',
  },
  {
    quote:
      'I did not want AI anywhere near our tenants without a safety net. The agent drafts the reply, one of us approves it, and nothing goes out unchecked. Our response times have halved.',
    name: 'R.P.',
    role: 'Lettings Manager',
    company: 'an independent letting agency in Stockport',
    highlight: 'Reply times down 50%',
  },
  {
    quote:
      'They told us plainly which parts of our CRM were worth rebuilding and which were not. We own the software outright now, and the renewal email no longer fills us with dread.',
    name: 'J.M.',
    role: 'Managing Director',
    company: 'a 25-person recruitment agency in Manchester',
    highlight: '£9,800 a year saved',
  },
];

export const SEED_CASE_STUDY: CaseStudyFields = {
  slug: 'builders-merchant-month-end',
  title: 'Month-end in an afternoon for a Rochdale builders’ merchant',
  client: 'A family-run builders’ merchant, three branches',
  sector: 'Trade supplies',
  summary:
    'Trade accounts, branch stock and Xero were kept in step by hand. One internal tool now does it, and month-end takes an afternoon instead of three days.',
  problem:
    'Each branch kept its own trade-account spreadsheet. At month-end the finance manager copied every account into Xero by hand, chased the branches for missing delivery notes and reconciled the differences line by line. It took the best part of three days, and two subscriptions (a stock add-on and a statements tool) covered only part of the job between them.',
  built:
    'A single web app the three branches and the office share. Counter staff record trade sales and deliveries against the account as they happen; the app checks credit limits, attaches the signed delivery note and posts invoices to Xero through its API every night. Month-end statements are produced from the same records, and anything that does not reconcile is listed for a person to decide. Staff sign in with their own accounts, every change is in an audit trail, and the business owns the code and the data.',
  results: [
    { figure: '3 days → 4 hours', label: 'month-end close' },
    { figure: '£7,900', label: 'a year in subscriptions cancelled' },
    { figure: '5 weeks', label: 'from first call to live' },
  ],
  stack: ['TypeScript', 'PostgreSQL', 'Xero API', 'Replit'],
  quote:
    'Month-end used to take the best part of three days copying between spreadsheets and Xero. Now it takes an afternoon, and the figures reconcile themselves.',
  quoteBy: 'Finance Manager',
  coverMediaId: null,
};
