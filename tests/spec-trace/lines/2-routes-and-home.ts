// SPEC.md 2. Screens and routes: the route table, navigation and footer, the home page.
import type { TraceEntry } from '../check.ts';
import { P, admin, blog, e2e, integ, nav, pages } from './refs.ts';

const SENTENCE_CASE =
  'Button and link labels are in sentence case across the site (issue 26, migration 0024), so the words are the same in another case.';

export const ROUTES_AND_HOME: TraceEntry[] = [
  { spec: '/ | Home', tests: [P.home], words: ["visit('/')"] },
  { spec: '/services | Services', tests: [P.services], words: ["visit('/services')"] },
  { spec: '/packages | Packages', tests: [P.packages], words: ["visit('/packages')"] },
  { spec: '/process | Process', tests: [P.process], words: ["visit('/process')"] },
  { spec: '/about | About', tests: [P.about], words: ["visit('/about')"] },
  { spec: '/contact | Contact / enquiry', tests: [P.contact], words: ["visit('/contact')"] },
  { spec: '/privacy, /terms, /cookies | Static legal pages', tests: [P.legal], words: ["'/privacy'", "'/terms'", "'/cookies'"] },
  { spec: '/faq | FAQ', tests: [P.faq], words: ["visit('/faq')"] },
  { spec: '/calculator | Calculator page', tests: [P.calculator], words: ["visit('/calculator')"] },
  {
    spec: '/admin | Admin (password gate, then dashboard)',
    tests: [
      admin('refuses a wrong password, then signs in and greets'),
      e2e('sign-in-security', 'does the same without JavaScript, and still follows a real admin path'),
    ],
    words: ['wrong e-mail address or admin password', 'Welcome to the admin panel!'],
    differs:
      'Staff sign in on the server with their own e-mail address and password (DEVELOPERS.md and the SPEC preamble: no password checked in the browser), with throttling and optional two-factor; the dashboard follows.',
  },
  { spec: '/thank-you | Enquiry confirmation', tests: [P.thanks], words: ["visit('/thank-you')"] },
  {
    spec: '/blog | Blog list',
    tests: [P.blogList, blog('combines search and category, empties, and clears')],
    words: ["'/blog'"],
  },
  {
    spec: '/blog/{slug} | Blog post; the slug equals the post id',
    tests: [P.post, integ('admin-blog', 'a published post whose slug changes leaves a redirect; the old slug can come back')],
    words: ['/blog/true-cost-of-your-saas-stack-over-five-years', 'redirect'],
    differs:
      'Posts are database rows (the SPEC preamble: a public blog read from the database) with their own ids; the address is the post’s unique slug, and a published post whose slug changes leaves a redirect from the old one.',
  },
  { spec: '/tech-stack | Technology stack', tests: [P.stack], words: ["visit('/tech-stack')"] },
  {
    spec: '/lovable, /replit, /base44 | Three platform service pages',
    tests: [P.platforms, P.base44],
    words: ["'/lovable'", "'/replit'", "visit('/base44')"],
  },
  {
    spec: '* | Not-found page',
    tests: [P.notFound, pages('answers 404 with the not-found page for unknown paths')],
    words: ['404', '/no/such/page'],
  },

  {
    spec: 'Sticky top bar with a slide-out drawer on mobile.',
    tests: [P.bar, nav('opens the mobile drawer from its button, navigates, and closes on Escape')],
    words: ['scrollTo(0, 3000)', 'Open menu', '#nav-drawer', 'Escape'],
  },
  {
    spec: "Links: / (home), /services, /process, /packages, /calculator (label 'Cut Costs')",
    tests: [P.nav, nav('skip link, Technology dropdown by keyboard, Escape closes it')],
    words: [
      "'Home', '/'",
      "'Cut costs', '/calculator'",
      "'Technology overview', '/tech-stack'",
      "'Base44', '/base44'",
      "'Blog', '/blog'",
      'tech-menu',
    ],
    differs: `'Cut costs' rather than 'Cut Costs': ${SENTENCE_CASE} Work and About join the links (issue 26); the menu's first entry is 'Technology overview' (/tech-stack).`,
  },
  {
    spec: "Buttons: 'Request quote' goes to /contact. 'Book a call' opens the external scheduling page.",
    tests: [P.bar],
    words: ["'Request quote'", "toBe('/contact')", 'Book a call (opens in a new tab)', "'_blank'"],
  },
  {
    spec: 'The footer has quick links, legal links',
    tests: [
      P.nav,
      e2e(
        'first-visit',
        'shows the company number, VAT number and registered office in the footer and legal pages, and nothing when unset',
      ),
    ],
    words: [
      "'Quick links'",
      "'Legal'",
      "'Privacy', '/privacy'",
      'Unit 4, Mill Lane, Rochdale OL16 1AA',
      'tel:+441614960123',
      'mailto:hello@northmill.example',
    ],
  },

  {
    spec: 'Hero with looping animated progress.',
    tests: [
      P.home,
      nav('animates the hero on the compositor only (transform and opacity), never a property that restyles the page'),
    ],
    words: ['From first call to launch', 'hero-count: transform'],
  },
  {
    spec: 'Service cards. The cards for the three platforms navigate to their pages.',
    tests: [P.home],
    words: [
      "'Lovable app development', '/lovable'",
      "'Replit agents and automation', '/replit'",
      "'Base44 backend services', '/base44'",
    ],
  },
  { spec: 'AI agents.', tests: [P.home], words: ['AI agents that clear the admin pile'] },
  { spec: 'Technology stack.', tests: [P.home], words: ['Modern platforms, real code'] },
  { spec: 'What we build.', tests: [P.home], words: ["'What we build'"] },
  { spec: 'Why switch from SaaS.', tests: [P.home], words: ['Why businesses are moving off SaaS'] },
  { spec: 'ROI statement.', tests: [P.home], words: ['A build that pays for itself', '300%'] },
  { spec: 'Calculator.', tests: [P.home], words: ['See what you could save', 'Use these figures in my enquiry'] },
  { spec: 'Packages.', tests: [P.home], words: ['Three simple ways to work with us', 'Discovery Sprint'] },
  {
    spec: 'Testimonials and trusted-by logos.',
    tests: [
      P.home,
      e2e('content-images', 'shows the published testimonial records, a consented one without the illustrative label'),
    ],
    words: ['What our clients say', 'Trusted by growing UK businesses'],
    differs:
      'No client logos are invented: the home names the kinds of business served under ‘Trusted by growing UK businesses’, and shows logos once the owner adds them in the page editor (the empty logo section renders nothing).',
  },
  { spec: 'Footer.', tests: [P.home], words: ["getByRole('contentinfo')"] },
];
