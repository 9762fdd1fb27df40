// SPEC.md 4. States and transitions.
import type { TraceEntry } from '../check.ts';
import { A, P, admin, blog, calc, contact, e2e, integ, nav, unit } from './refs.ts';

const CALC = calc('computes, adds and removes rows, and shows the banner only above the build cost');
const COMBO = calc('suggests tools as an accessible combobox, by keyboard');
const FORM = contact('validates, manages SaaS tools and costs, submits with an attachment and lands on /thank-you');

export const STATES: TraceEntry[] = [
  {
    spec: 'Starts with one tool, a project-management tool, with monthly spend 300.',
    tests: [CALC, unit('calculator', 'calculator maths > starts from one project-management tool at £300 a month')],
    words: ["toBe('Monday.com')", "'£3,600'", "name: 'Monday.com', monthlySpend: 300"],
  },
  {
    spec: "'Add' appends a blank row with spend 0.",
    tests: [CALC],
    words: ["name: 'Add'", "inputValue()).toBe('')", 'it counts as 0'],
    differs: 'The new row’s amount starts empty (it counts as 0), so a visitor types a figure rather than replacing a 0.',
  },
  {
    spec: 'Removal is allowed only while more than one tool remains.',
    tests: [CALC, unit('calculator', 'calculator maths > allows removing a row only while more than one remains')],
    words: ['/Remove tool 1/', 'isDisabled()).toBe(true)', 'canRemoveRow([1])).toBe(false)'],
  },
  {
    spec: 'The name-suggestion list opens on focus, on typing, or via a chevron.',
    tests: [COMBO, e2e('first-visit', 'on a phone the suggestion list never covers the amount, and an exact name closes it')],
    words: [
      'input.focus()',
      "pressSequentially('SPOT')",
      "'Show suggestions'",
      "press('Enter')",
      "page.locator('h1').click()",
      "'aria-expanded'",
    ],
  },
  {
    spec: "The 'Save X over 5 years' banner appears only when the five-year total exceeds the build cost.",
    tests: [CALC, unit('calculator', 'calculator maths > shows the savings banner only when five-year exceeds the build cost')],
    words: ["'Save £40 over 5 years'", '/^Save £/', 'showSavingsBanner'],
  },
  {
    spec: 'The mobile menu is open or closed.',
    tests: [nav('opens the mobile drawer from its button, navigates, and closes on Escape')],
    words: ["'Open menu'", "state: 'visible'", "state: 'hidden'"],
  },
  {
    spec: 'FAQ and package accordions are single-open and collapsible.',
    tests: [nav('keeps FAQ and package accordions single-open and collapsible')],
    words: ["'/faq', '/packages'", 'details[name'],
  },
  {
    spec: 'Hero progress counts 0 to 100 in steps every 50 ms, then wraps to 0.',
    tests: [P.home, nav('stops the hero progress animation')],
    words: ["'hero-count'", '5050', "'steps(101)'", 'reducedMotion'],
    differs:
      'A CSS animation of 101 steps over 5.05 s (50 ms each) on the compositor, not a script; visitors who ask for reduced motion see a still card.',
  },
  {
    spec: "Editing, then submitting (button reads 'Sending...' and is disabled).",
    tests: [P.summaryJs, contact('shows the failure toast and re-enables the button when the server fails'), FORM],
    words: ["'Sending…'", 'isDisabled()).toBe(true)', '/thank-you', 'Failed to send message', 'isEnabled()).toBe(true)'],
  },
  {
    spec: 'Ticking a common SaaS tool adds it to saas_to_replace and adds a cost row for it. Unticking removes both.',
    tests: [
      FORM,
      unit('enquiry-tool-state', "ticking and unticking a common tool > unticking removes the tool and only that tool's row"),
    ],
    words: ["'Monthly cost of Salesforce in pounds'", 'uncheck()'],
  },
  {
    spec: "'Clear All' empties the selection and keeps only cost rows whose tool name is blank.",
    tests: [
      contact('Clear all empties the selection and keeps only rows with a blank tool name'),
      unit('enquiry-tool-state', 'Clear all > empties the selection and keeps only rows whose tool name is blank'),
    ],
    words: ["'Clear all'", 'toBe(3)'],
    differs: "'Clear all' in sentence case (issue 26).",
  },
  {
    spec: "The free-text 'Add' splits on commas:",
    tests: [FORM, unit('enquiry-tools', 'splitToolText > splits on commas into canonical known tools and unknown names')],
    words: ["'ms teams, Xero, HubSpot, hubspot'"],
  },
  {
    spec: 'A known name or alias maps to its canonical tool value, added if not already present.',
    tests: [FORM, unit('enquiry-tools', 'canonicalTool > maps values, labels and aliases to the canonical value')],
    words: ["'Microsoft Teams'", "'HubSpot'", "['hubspot', 'other', 'teams']"],
  },
  { spec: 'An unknown text adds a cost row carrying that text.', tests: [FORM], words: ['input[name=cost_tool][value=Xero]'] },
  { spec: 'The text field is then cleared.', tests: [FORM], words: ["inputValue('#saas_free_text')).toBe('')"] },
  {
    spec: "The 'Other' checkbox reveals a text field for other tools.",
    tests: [FORM],
    words: ["name: 'Other'", "'#custom_saas'"],
  },
  {
    spec: "'+ Add another SaaS tool' adds a blank row with a name input and a remove '×' button.",
    tests: [FORM],
    words: ["'+ Add another SaaS tool'", '/Remove cost row/'],
  },
  {
    spec: 'Category filter and search text combine with AND.',
    tests: [
      blog('combines search and category, empties, and clears'),
      integ('blog-public', 'combines search and category with AND'),
      unit('blog-filter', 'blog list filter > matches title or excerpt case-insensitively, AND the category'),
    ],
    words: ["'SAAS'", "'Cybersecurity'", 'No articles found'],
  },
  {
    spec: "'Clear Filters' resets to All and empty search.",
    tests: [blog('combines search and category, empties, and clears')],
    words: ["'Clear Filters'", "inputValue('#blog-search')).toBe('')"],
  },
  {
    spec: 'Locked, then unlocked after the correct password. Whether unlocked state persists: not shown.',
    tests: [
      admin('refuses a wrong password, then signs in and greets'),
      admin('signs out, and the session no longer opens the admin'),
      integ('auth', 'sign-in and sessions on %s > ends sessions after 8 idle hours and after 7 days regardless'),
    ],
    words: ['definitely not it', 'Welcome to the admin panel!', "'Sign out'", '/admin?next='],
    differs: 'Signed in on the server, the session lasts until 8 idle hours or 7 days, or until signing out.',
  },
  {
    spec: 'After unlocking, enquiries, blog posts, page meta and calculator options are loaded.',
    tests: [admin('has a URL per tab, reachable by keyboard'), A.counters],
    words: ["'/admin/blog'", "'/admin/page-meta'", "'/admin/calculator'", "'Total Enquiries'"],
    differs: 'Each tab is its own page, rendered with its list on the server, so each loads when opened.',
  },
  {
    spec: 'Blog post state is Draft (published false) or Published (published true), toggled by a switch.',
    tests: [
      A.blog,
      e2e('blog-staff', 'writes a post in the editor, publishes it, and it appears on /blog, in RSS and the sitemap'),
    ],
    words: ["getByRole('switch')", "toBe('true')", 'published_at', 'toBeLessThan(120_000)'],
  },
  {
    spec: 'The blog and page-meta edit dialogs open on edit or new, and close on save or cancel.',
    tests: [A.blog, A.meta, A.errors],
    words: ["'Cancel'", "state: 'detached'", 'Page meta updated successfully!', 'isVisible()).toBe(true)'],
  },
];
