// SPEC.md 5. Validation rules.
import type { TraceEntry } from '../check.ts';
import { A, P, admin, blog, calc, contact, e2e, integ, unit } from './refs.ts';

export const VALIDATION: TraceEntry[] = [
  {
    spec: 'Submission requires name, email, company, project and consent ticked.',
    tests: [
      contact('validates, manages SaaS tools and costs, submits with an attachment and lands on /thank-you'),
      P.summaryJs,
      unit('enquiry-schema', 'enquirySchema: required fields > everything blank reports every required field'),
    ],
    words: [
      'Please fill in all required fields and accept the consent checkbox.',
      "'Please correct Work e-mail: enter a valid e-mail address.'",
      "'company', 'consent', 'email', 'name', 'project', 'project_type'",
    ],
    differs:
      'Nothing is sent while a field is wrong. Every required field empty gets the spec’s toast; otherwise the toast names the fields to fill in or correct (issue 38), and each field says why beside it.',
  },
  { spec: 'The email input is of email type.', tests: [P.contact], words: ["getAttribute('type')).toBe('email')"] },
  {
    spec: 'The project type label says required but it is not enforced.',
    tests: [unit('enquiry-schema', 'enquirySchema: required fields > %s empty or blank fails with its message')],
    words: ["'project_type', 'Please choose a project type.'"],
    differs: 'The label says required, so the form enforces it (src/lib/enquiry/schema.ts).',
  },
  {
    spec: 'The attachment accepts .pdf, .doc, .docx, .txt, .png, .jpg, .jpeg.',
    tests: [
      P.contact,
      unit(
        'file-signature',
        'checkAttachment accepts each allowed type by its real bytes > lists exactly the allowed extensions',
      ),
      e2e('contact-recovery', 'without JavaScript, a refused attachment is named at the top and beside the field'),
    ],
    words: ["'.pdf,.doc,.docx,.txt,.png,.jpg,.jpeg'", 'Please correct Attachment'],
    differs: 'Files are also checked by their bytes, so a program renamed .pdf is refused, and limited to 10 MB.',
  },
  {
    spec: 'Cost inputs are numeric. Only values that are numbers greater than 0 show projections and count toward totals.',
    tests: [
      unit('enquiry-costs', 'countableCost > counts numbers above zero, given as numbers or strings'),
      unit('enquiry-costs', 'projections > gives no projection for a cost that does not count'),
      contact('validates, manages SaaS tools and costs, submits with an attachment and lands on /thank-you'),
    ],
    words: ['countableCost', "'1 year £2,400 · 3 years £7,200 · 5 years £12,000'"],
  },
  {
    spec: 'Monthly spend is parsed as an integer. Anything non-numeric becomes 0.',
    tests: [
      unit(
        'calculator',
        'calculator maths > reads monthly spend as the enquiry form does: pence kept, anything refused counts 0',
      ),
      calc('computes, adds and removes rows, and shows the banner only above the build cost'),
    ],
    words: [
      "parseMonthlySpend('abc')).toBe(0)",
      "parseMonthlySpend('12.50')).toBe(12.5)",
      'Enter a monthly cost in pounds, such as 120 or 12.50.',
    ],
    differs:
      'Pence are kept (12.50), as on the enquiry form, so the two agree; anything else counts 0 and is named beside its row.',
  },
  {
    spec: 'The tool name is free text.',
    tests: [
      calc('suggests tools as an accessible combobox, by keyboard'),
      e2e('first-visit', 'takes the tools and monthly costs to the enquiry form, filled in'),
    ],
    words: ["pressSequentially('SPOT')", 'Xero'],
  },
  {
    spec: 'The suggestion list:',
    tests: [calc('suggests tools as an accessible combobox, by keyboard')],
    words: ["'Tool 1 name suggestions'"],
  },
  {
    spec: 'Filters by case-insensitive substring.',
    tests: [
      unit('calculator', 'tool suggestions > filters by case-insensitive substring'),
      calc('suggests tools as an accessible combobox, by keyboard'),
    ],
    words: ["pressSequentially('SPOT')", "['HubSpot']"],
  },
  {
    spec: 'Shows all suggestions when the name is empty or exactly equals a known tool.',
    tests: [
      unit('calculator', 'tool suggestions > shows all when the name exactly equals a known tool'),
      unit('calculator', 'tool suggestions > shows all (first 15, then a count) when the name is empty'),
    ],
    words: ["filterSuggestions('', all)"],
  },
  {
    spec: "Shows at most 15 entries, then '+N more tools...'.",
    tests: [
      calc('suggests tools as an accessible combobox, by keyboard'),
      unit('calculator', 'tool suggestions > caps the list at 15 entries'),
    ],
    words: ["'+37 more tools...'", 'toBe(15)'],
  },
  {
    spec: 'Case-insensitive match on title or excerpt.',
    tests: [
      integ('blog-public', 'matches title or excerpt case-insensitively'),
      unit('blog-filter', 'blog list filter > matches title or excerpt case-insensitively, AND the category'),
      blog('combines search and category, empties, and clears'),
    ],
    words: ["'SAAS'"],
  },
  {
    spec: 'The password must equal a fixed value checked in the browser. The Enter key submits.',
    tests: [
      admin('refuses a wrong password, then signs in and greets'),
      integ('auth', 'sign-in and sessions on %s > gives the same answer for a wrong e-mail and a wrong password'),
    ],
    words: ["press('#password', 'Enter')", 'wrong e-mail address or admin password'],
    differs:
      'No shared password in the browser (the SPEC preamble, DEVELOPERS.md): each staff member has an account checked on the server, throttled, with optional two-factor. Enter submits.',
  },
  {
    spec: "Adding a calculator option requires a non-empty option name, otherwise 'Option name is required'.",
    tests: [
      admin('adds, validates and deletes calculator options, and /calculator follows'),
      integ(
        'spec-admin-calls',
        'adds an option with display_order read as a whole number (else 0) and option_value defaulting to option_name, and deletes it by id',
      ),
    ],
    words: ["'Option name is required'"],
  },
  {
    spec: 'display_order is parsed as an integer and falls back to 0. option_value defaults to option_name.',
    tests: [
      integ(
        'spec-admin-calls',
        'adds an option with display_order read as a whole number (else 0) and option_value defaulting to option_name, and deletes it by id',
      ),
      admin('adds, validates and deletes calculator options, and /calculator follows'),
    ],
    words: ["displayOrder: 'not a number'", "value: 'Kashflow', displayOrder: 0", "displayOrder: '7.9'"],
  },
  {
    spec: 'Blog slug: if empty on save, it is generated from the title',
    tests: [
      A.blog,
      unit('blog-slugify', 'slugify > %j → %j'),
      e2e('blog-staff', 'writes a post in the editor, publishes it, and it appears on /blog, in RSS and the sitemap'),
    ],
    words: ["replace(/[^a-z0-9]+/g, '-')", "'#post-slug'"],
  },
  {
    spec: 'meta_title is limited to 60 characters and meta_description to 160, each with a live counter.',
    tests: [
      A.meta,
      admin('edits page meta and the public <title> changes at once'),
      e2e(
        'offer-figures',
        'previews the search result, warns past 160 characters instead of cutting, and refuses an unknown token',
      ),
      unit(
        'page-meta-contract',
        'the page meta contract > keeps text past where Google cuts, and refuses it past the hard maximum with a clear message',
      ),
    ],
    words: [
      '0 characters of about 160 Google shows',
      '7 characters of about 60 Google shows',
      '120 characters: Google shows about 60',
      'The title is 120 characters',
    ],
    differs:
      'Past 60 and 160 characters the editor warns and previews where Google cuts, and saves the words whole; 120 and 320 are the hard limits, refused with a message (issue on page meta).',
  },
  {
    spec: 'No other blog field is validated.',
    tests: [
      e2e('field-errors', 'a post with neither title nor slug names the slug field in structured issues'),
      unit('blog-slugify', 'slugify > isValidSlug rejects what slugify would change'),
      integ('admin-blog', 'slugTaken sees other posts but not the post itself'),
    ],
    words: ['slug', 'isValidSlug'],
    differs:
      'Posts are checked before they are stored: a title or slug is needed, the slug is a valid unique address, text fields have limits and the body is sanitised; each refusal names its field.',
  },
];
