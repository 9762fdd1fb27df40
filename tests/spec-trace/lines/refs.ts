// Short names for the test files the trace cites most.
const at = (file: string) => (title: string) => `tests/${file}.test.ts > ${title}`;

export const pub = at('e2e/spec-public');
export const adm = at('e2e/spec-admin');
export const nav = at('e2e/navigation');
export const pages = at('e2e/public-pages');
export const blog = at('e2e/blog');
export const calc = at('e2e/calculator');
export const contact = at('e2e/contact');
export const admin = at('e2e/admin');
export const firstDay = at('e2e/owner-first-day');
export const unit = (file: string, title: string) => `tests/unit/${file}.test.ts > ${title}`;
export const integ = (file: string, title: string) => `tests/integration/${file}.test.ts > ${title}`;
/** Files that start the built server but open no browser live in tests/integration/built/. */
const BUILT = new Set([
  'admin-security',
  'canonical-urls',
  'client-assets',
  'edge-headers',
  'field-errors',
  'html-budget',
  'lifecycle',
  'one-bundle',
  'public-changes',
  'runtime-stats',
  'site-url-runtime',
]);
export const e2e = (file: string, title: string) =>
  `tests/${BUILT.has(file) ? 'integration/built' : 'e2e'}/${file}.test.ts > ${title}`;

// The spec-public and spec-admin tests by what they cover.
export const P = {
  bar: pub('offers Request quote and Book a call at %i px, in one row that stays on screen'),
  summaryJs: pub('with JavaScript: a bad e-mail address is named in the toast, not the required-fields line'),
  summaryNoJs: pub('without JavaScript: the banner the server sends names them the same way'),
  home: pub('home: title, description, structured data and the sections in the spec’s order'),
  nav: pub(
    'navigation: the spec’s links, Technology’s dropdown, and a footer of quick links, legal links, address, phone and e-mail',
  ),
  services: pub(
    'services: hero figures, four services, capabilities, compliance, industries, integrations, delivery and a closing call',
  ),
  packages: pub('packages: three packages, the calculator and a single-open FAQ on the five topics'),
  process: pub('process: Define, Build, Run and the governance section'),
  about: pub('about: the story and three values'),
  contact: pub('contact: the headline, the Get Started form, the side card and Quick Response'),
  thanks: pub('thank-you: the message, the reply promise, urgent contacts, Book a call and the two links'),
  faq: pub('FAQ: a Book a call hero, six single-open categories, three myth cards and the closing buttons'),
  blogList: pub(
    'blog list: search, the category chips, a grid whose featured card spans two columns, excerpts cut at 3 or 4 lines',
  ),
  post: pub('blog post: breadcrumb, badges, author, date, read time, the body, its buttons and Back to All Articles'),
  stack: pub('technology stack: three platforms with features, use cases, a price and Learn More; View our packages'),
  platforms: pub('Lovable and Replit: hero, capabilities, services and booking buttons'),
  base44: pub('Base44: Plan your backend, four benefits, services and use cases, six technologies and a closing call'),
  calculator: pub('calculator page: its title, benefits, the calculator, why teams switch and three client savings'),
  notFound: pub('not found: 404, Oops! Page not found and Return to home'),
  legal: pub('legal pages: privacy, terms and cookies, each short text under numbered headings'),
};
export const A = {
  counters: adm('shows Total Enquiries, Blog Posts, Pages and Calculator Options in one row above the inbox at %i px'),
  preview: adm('renders the desktop layout at desktop width, scaled to fit, and the phone layout at a phone’s'),
  header: adm('has a View Website button in its header and opens on the Enquiries tab'),
  enquiries: adm('Enquiries: each row’s name, date, e-mail, company and badges; View Details with every field; Search'),
  blog: adm('Blog Management: the list’s words, New Post and Edit Blog Post, a slug from the title and the publish time'),
  meta: adm('Page Meta: each page’s name, path, title and description or Not set, edited in a dialog with live counters'),
  calculator: adm('Calculator: the add-option form with its defaults, and the options by category, each with a delete button'),
  content: adm('Content: every page with its name, path and description, opened in a new tab, and its own Edit content'),
  errors: adm('says which load or save failed, in the spec’s words'),
  failedSamples: adm('names each sample article that could not be added, and keeps the list when reloading it fails'),
  toasts: adm('shows up to 3 at once, bottom-right, each for 4 seconds'),
};
