// SPEC.md 2. Screens and routes › /admin.
import type { TraceEntry } from '../check.ts';
import { A, admin, e2e, firstDay, integ } from './refs.ts';

export const ADMIN_SCREENS: TraceEntry[] = [
  {
    spec: 'Password gate, then the dashboard.',
    tests: [
      admin('refuses a wrong password, then signs in and greets'),
      e2e('admin-security', 'refuses every admin action, endpoint and page to an anonymous caller'),
    ],
    words: ['#password', 'Welcome to the admin panel!', 'Signed in as'],
    differs:
      'Each staff member signs in on the server with their own e-mail address and password (the SPEC preamble and DEVELOPERS.md: no password checked in the browser); every admin page, action and endpoint checks the session.',
  },
  { spec: "Header: a 'View Website' button going to /.", tests: [A.header], words: ["'View Website'", "toBe('/')"] },
  {
    spec: 'Four counters: Total Enquiries, Blog Posts, Pages, Calculator Options.',
    tests: [A.counters],
    words: ["'Total Enquiries'", "'Blog Posts'", 'Pages:', "'Calculator Options'", 'Site counts'],
  },
  {
    spec: 'Five tabs: Enquiries (default), Blog Management, Page Meta, Calculator, Content.',
    tests: [admin('has a URL per tab, reachable by keyboard'), A.header],
    words: [
      "'Enquiries', '/admin'",
      "'Blog Management', '/admin/blog'",
      "'Page Meta', '/admin/page-meta'",
      "'Calculator', '/admin/calculator'",
      "'Content', '/admin/content'",
      "'aria-current'",
    ],
    differs:
      'The five are there, each at its own URL, with Enquiries the default at /admin; later issues added Newsletter, Media, Prices, Proof and Analytics beside them.',
  },
  { spec: 'Enquiries tab:', tests: [A.enquiries], words: ['#enq-q', 'View Details'] },
  {
    spec: 'A list of submissions shows name, date, email, company, and badges for project type and budget.',
    tests: [A.enquiries],
    words: [
      "'Spec Trace Visitor'",
      "'visitor@spec-trace.co.uk'",
      "'Trace & Co'",
      "'14 Mar 2026'",
      "'Internal tool'",
      "'£15,000 – £50,000'",
    ],
  },
  {
    spec: "'View Details' opens a dialog with name, email, and, where present",
    tests: [A.enquiries, admin('finds an enquiry, shows its details, saves status and notes, and deletes it')],
    words: ["'01706 111222'", "'Within 1 month'", "'An old Access database'", "'£120/month'", '£240/month'],
  },
  {
    spec: "The empty state reads 'No enquiries yet'.",
    tests: [
      firstDay('leads with the mail warning, the setup checklist and the inbox, with analytics on their own page'),
      A.enquiries,
    ],
    words: ["'No enquiries yet'", 'No enquiries match these filters'],
  },
  {
    spec: "A 'Search' button is displayed; its behaviour: not shown.",
    tests: [A.enquiries, integ('admin-enquiries', 'searches name, e-mail, company and description, case-insensitively')],
    words: ["name: 'Search', exact: true", "q: 'lovelace'"],
    differs:
      "'Search' searches: name, e-mail, company and project description, case-insensitively, with filters for project type, budget, status and spam.",
  },
  { spec: 'Blog Management tab:', tests: [A.blog], words: ["'New Post'"] },
  {
    spec: "A list shows title, /slug, a Published or Draft badge, category, and the first two tags plus '+N more'.",
    tests: [A.blog],
    words: ["'/cloud-hosting-costs-in-pounds', 'Published', 'Cloud Computing', 'Cloud Hosting', 'Costs', '+1 more'"],
  },
  {
    spec: "Buttons: 'Add Existing Blogs', 'New Post', and an edit button per post.",
    tests: [A.blog, firstDay('names the sample articles before adding them, with and without JavaScript')],
    words: ["'Add Existing Blogs'", "'New Post'", '/^Edit “/', 'Add as drafts'],
  },
  {
    spec: "The dialog is titled 'Create New Blog Post' or 'Edit Blog Post'.",
    tests: [A.blog],
    words: ["'Create New Blog Post'", "'Edit Blog Post'"],
  },
  {
    spec: "Page Meta tab: a list of pages with name, path, meta title and meta description, or 'Not set', and an edit dialog.",
    tests: [A.meta, admin('edits page meta and the public <title> changes at once')],
    words: ["'/cookies'", '`Title: ${cookies.metaTitle}`', "'Description:'", "getByText('Not set')", 'Edit meta for'],
  },
  {
    spec: 'Calculator tab: an add-option form, and options grouped by category with a delete button each.',
    tests: [A.calculator, admin('adds, validates and deletes calculator options, and /calculator follows')],
    words: ['SaaS tools', 'Budgets', 'Timelines', 'Project types', '/^Delete /', "'Add option'"],
  },
  {
    spec: 'Content tab: a static list of 17 pages (name, path, description), an open-in-new-tab button',
    tests: [A.content, admin('changes the business phone in Content and the footer shows it')],
    words: [
      'in a new tab',
      "'_blank'",
      'Hero, services, AI agents',
      'Edit content of Home',
      "'Edit business details'",
      'toBeGreaterThanOrEqual(17)',
    ],
    differs:
      "The list has the 17 pages and /work (issue 26). Each page's 'Edit content' opens its editor (/admin/content/<page>); the business details, which every page shows, have their own 'Edit business details' button (issue 38: two 'Edit content' buttons did different things).",
  },
];
