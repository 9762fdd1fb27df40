// SPEC.md 2. Screens and routes: each public screen.
import type { TraceEntry } from '../check.ts';
import { P, blog, e2e, integ, nav, pages, unit } from './refs.ts';

const NO_DEAD_BUTTONS =
  'DEVELOPERS.md and the SPEC preamble: no dead buttons. Each leads somewhere real, and the test follows where.';
const ONE_FIGURE =
  'The spec’s figures disagreed between pages; each offer now has one price and timeline, quoted from its record everywhere (issue on offers, /admin/prices), so this page shows the offer’s figure.';

export const SCREENS: TraceEntry[] = [
  {
    spec: 'Hero stats: 60% average cost reduction, 1-3 weeks to launch',
    tests: [P.services, integ('first-visit-content', 'a fresh install says monitoring, beside the support hours')],
    words: ["'average cost reduction'", "'to launch'", "'data ownership'", "'24/7'", "'uptime monitoring'"],
    differs: `'To launch' quotes the Launch Build's timeline (3-6 weeks). ${ONE_FIGURE} '24/7' is uptime monitoring beside support hours of 9 AM-6 PM on weekdays: round-the-clock support was not offered (issue 26).`,
  },
  {
    spec: 'Four services, enterprise capabilities, compliance standards',
    tests: [P.services],
    words: [
      "'Custom Builds'",
      'Enterprise-grade, small-business priced',
      'Built to recognised standards',
      'Industries we work with',
      'Works with the tools you keep',
      'How we deliver',
      'Ready to stop renting your software?',
    ],
  },
  {
    spec: "The buttons 'Request Quote', 'Learn More' and 'Discuss Requirements' have no action",
    tests: [P.services, pages('every link on every page resolves, and no link or button is dead')],
    words: [
      "v.link('Request quote')",
      "'Learn more about Custom Builds'",
      "'Discuss your requirements (opens in a new tab)'",
      'dead',
    ],
    differs: `Shown, and working: 'Request quote' opens /contact, 'Learn more' the service's own page, 'Discuss your requirements' the booking page. ${NO_DEAD_BUTTONS}`,
  },
  {
    spec: 'Three packages, the calculator, and a 5-item single-open FAQ accordion.',
    tests: [P.packages, nav('keeps FAQ and package accordions single-open and collapsible')],
    words: ["'Discovery Sprint', 'Launch Build', 'Care Plan'", 'Check the numbers first', 'details[name]'],
  },
  {
    spec: 'Accordion topics: start time, code/IP ownership',
    tests: [P.packages],
    words: [
      'How soon can you start?',
      'Who owns the code and intellectual property?',
      'What if my project is more complex than a standard build?',
      'Do you train our staff?',
      'Can it connect to the software we already use?',
    ],
  },
  { spec: 'Define, Build, Run.', tests: [P.process], words: ["'Define', 'Build', 'Run'"] },
  {
    spec: 'A governance section: Auth, Roles, Audit, Approvals, Privacy.',
    tests: [P.process],
    words: ['Governance built in from day one', "'Auth', 'Roles', 'Audit', 'Approvals', 'Privacy'"],
  },
  {
    spec: 'Story and three values: Ship reliably, Own outcomes, Earn trust.',
    tests: [P.about],
    words: ['Why we started Northmill', "'Ship reliably', 'Own outcomes', 'Earn trust'"],
  },
  {
    spec: "Headline 'Let's build your app.' and a 'Get Started' form",
    tests: [P.contact],
    words: ["Let's build your app.", "'Get Started'", "'Work e-mail *'", 'I agree to Northmill using these details'],
  },
  {
    spec: "A side card with phone, {email}, postal address and a 'Schedule a discovery call' link",
    tests: [P.contact],
    words: [
      'Talk to us directly',
      "'0161 496 0123'",
      "'hello@northmill.example'",
      'Unit 4, Mill Lane',
      'Schedule a discovery call (opens in a new tab)',
    ],
  },
  {
    spec: "A 'Quick Response' card",
    tests: [P.contact],
    words: ["'Quick Response'", 'within 2-4 hours during business hours, 9 AM - 6 PM GMT'],
  },
  {
    spec: "'Thank You!', says the message was sent",
    tests: [P.thanks],
    words: [
      "'Thank You!'",
      'Your message has been sent successfully.',
      'within 2-4 hours during business hours (9 AM - 6 PM GMT)',
      'Need us urgently?',
    ],
  },
  {
    spec: "A 'Book a Call' button.",
    tests: [P.thanks],
    words: ['Book a call (opens in a new tab)'],
    differs: `'Book a call': ${'Button and link labels are in sentence case across the site (issue 26).'}`,
  },
  {
    spec: "Links: 'Return Home' to / and 'Explore Our Services' to /services.",
    tests: [P.thanks],
    words: ["'Return home'", "'Explore our services'"],
    differs: "'Return home' and 'Explore our services': button and link labels are in sentence case across the site (issue 26).",
  },
  { spec: "Hero with a 'Book a call' button.", tests: [P.faq], words: ["v.link('Book a call (opens in a new tab)').first()"] },
  {
    spec: 'Six categories with single-open collapsible questions',
    tests: [P.faq, nav('keeps FAQ and package accordions single-open and collapsible')],
    words: [
      "'What We Build & How'",
      "'Data & Security'",
      "'Lock-in & Scaling'",
      "'Technical Details'",
      "'Timeline & Pricing'",
      "'Support & Training'",
      "'/faq'",
    ],
  },
  {
    spec: 'Three myth/reality cards: toy apps, platform lock-in, AI mistakes.',
    tests: [P.faq],
    words: ["'Toy apps', 'Platform lock-in', 'AI mistakes'"],
  },
  {
    spec: "Closing section with 'Book Discovery Call' and 'Request Quote' buttons.",
    tests: [P.faq],
    words: ['Book a discovery call (opens in a new tab)', "v.link('Request quote')"],
    differs:
      "'Book a discovery call' and 'Request quote': button and link labels are in sentence case across the site (issue 26).",
  },
  {
    spec: 'Search box and category chips: All, Software Development',
    tests: [
      P.blogList,
      blog('combines search and category, empties, and clears'),
      unit('blog-filter', 'offers the spec chips and the editor default'),
    ],
    words: ["'Search articles'", "'Software Development'", "'AI & Automation'", "'Software Architecture'", '#blog-search'],
  },
  {
    spec: 'Grid of post cards. A featured post spans 2 columns.',
    tests: [P.blogList, unit('blog-grid', 'keeps a featured card wide and plain cards narrow when they already fit')],
    words: ['featured.width', "toEqual(['4', '3'])", 'featured'],
  },
  {
    spec: "Empty state 'No articles found' with a 'Clear Filters' button.",
    tests: [blog('combines search and category, empties, and clears')],
    words: ["'No articles found'", "'Clear Filters'"],
    differs: "'Clear Filters' is a link back to /blog (it works without JavaScript); the words are the spec's.",
  },
  {
    spec: "Newsletter box with an email input and 'Subscribe Now'.",
    tests: [
      P.blogList,
      blog('signs a visitor up for the newsletter once, with and without JavaScript'),
      blog('confirms a subscription from the e-mailed link only when the visitor presses the button'),
    ],
    words: ["'Subscribe now'", '#newsletter-email', 'Confirm my subscription'],
    differs:
      "It subscribes: the address is stored once and confirmed from an e-mailed link (double opt-in), for the newsletter staff send from Admin › Newsletter. 'Subscribe now' is in sentence case (issue 26).",
  },
  {
    spec: 'Breadcrumb Home / Blog / category.',
    tests: [P.post, blog('renders a post with breadcrumb, badges, date, read time and structured data')],
    words: ["'Breadcrumb'", "'Home', '/'", "'Blog', '/blog'", 'Software Development'],
  },
  { spec: 'Badges: category, Featured, tags.', tests: [P.post], words: ["'Software Development', 'Featured', 'SaaS'"] },
  {
    spec: "Author, date (en-GB format), read time, article body (HTML), 'Back to All Articles'.",
    tests: [P.post, unit('blog-filter', 'uses en-GB long dates in UK time')],
    words: ["'Author: '", 'January|February', "'min read'", "'Back to All Articles'"],
  },
  {
    spec: "'Share Article' and 'Save for Later' buttons: action not shown.",
    tests: [P.post, e2e('before-hydration', 'Save for later pressed before hydration saves once')],
    words: ["'Share article', 'Save for later'", 'Save for later'],
    differs: `They work: 'Share article' opens the device's share sheet (or copies the link) and 'Save for later' keeps the post in a reading list in the browser, shown on /blog. ${NO_DEAD_BUTTONS}`,
  },
  {
    spec: "An unknown slug shows 'Blog Post Not Found' with a 'Back to Blog' link.",
    tests: [blog('answers an unknown slug with 404 and a way back'), pages('an unknown blog slug is a 404 with its own message')],
    words: ["'Blog post not found'", "'Back to Blog'", '404'],
    differs: "'Blog post not found': headings are in sentence case across the site (issue 26); the page answers 404.",
  },
  {
    spec: 'Three platforms, each with description, features, use cases, a pricing badge',
    tests: [P.stack],
    words: ["'Lovable', 'From £3,000', '/lovable'", "'Features', 'Use cases'", 'Learn more about ${name}'],
  },
  {
    spec: "A 'View Our Packages' link to /packages.",
    tests: [P.stack],
    words: ["v.link('View our packages')", "'/packages'"],
    differs: "'View our packages': link labels are in sentence case across the site (issue 26).",
  },
  {
    spec: 'Hero, capabilities, services, and call-to-action buttons that open the booking page.',
    tests: [P.platforms],
    words: ['lets us do', '${platform} services', "'MVPs & Prototypes'", "'Custom AI Agents'", 'opensBooking(link)'],
  },
  {
    spec: "Hero button 'Plan Your Backend' opens the booking page in a new tab.",
    tests: [P.base44, pages('every link on every page resolves, and no link or button is dead')],
    words: ['Plan your backend (opens in a new tab)', "v.link('View the architecture')", "'#architecture'"],
    differs: `'View the architecture' is shown and scrolls to the page's architecture diagram. ${NO_DEAD_BUTTONS}`,
  },
  {
    spec: 'Four benefit cards: scalable databases',
    tests: [P.base44],
    words: ["'Scalable Databases', 'Enterprise Security', 'High Performance', 'Cloud Infrastructure'"],
  },
  {
    spec: 'Four services (prices in point 9).',
    tests: [P.base44],
    words: ["'Database Architecture', 'From £2,000'", "'Integration Services', 'From £1,200'"],
  },
  { spec: 'Four use cases.', tests: [P.base44], words: ["'Where a proper backend pays off'", 'toBe(4)'] },
  {
    spec: 'Six technologies: relational database, cache, server runtime, GraphQL, containers, cloud.',
    tests: [P.base44],
    words: ["'Relational database', 'Cache', 'Server runtime', 'API layer', 'Containers', 'Cloud'", "'GraphQL'"],
  },
  {
    spec: "Closing section: 'Discuss Your Requirements' opens the booking page.",
    tests: [P.base44],
    words: ['Discuss your requirements (opens in a new tab)', "'View infrastructure examples'", "'#infrastructure-examples'"],
    differs: `'View infrastructure examples' is shown and scrolls to three worked examples on the page. ${NO_DEAD_BUTTONS}`,
  },
  {
    spec: 'Sets the document title to a cost-saving calculator title',
    tests: [P.calculator],
    words: ['SaaS Cost Savings Calculator | Northmill', "'five years'"],
  },
  {
    spec: 'Hero, three benefit cards, the embedded calculator (point 4)',
    tests: [P.calculator],
    words: [
      'How the calculator helps',
      'SaaS savings calculator',
      'Why teams switch',
      "'£18,000', '£24,000', '£12,000'",
      'saved per year',
    ],
  },
  {
    spec: "Closing buttons 'Get Your Fixed Quote' and 'Book a Discovery Call' have no action",
    tests: [P.calculator],
    words: ["v.link('Get your fixed quote')", "'/contact'", 'Book a discovery call (opens in a new tab)'],
    differs: `'Get your fixed quote' opens /contact and 'Book a discovery call' the booking page. ${NO_DEAD_BUTTONS}`,
  },
  {
    spec: "Shows '404', 'Oops! Page not found' and a 'Return to Home' link. The unknown path is logged.",
    tests: [P.notFound, e2e('lifecycle', 'stops cleanly on SIGTERM, finishing the request in flight')],
    words: ["'404'", "'Oops! Page not found'", "'Return to home'", 'page not found', '/no-such-page-to-log'],
    differs: "'Return to home': link labels are in sentence case across the site (issue 26).",
  },
];
