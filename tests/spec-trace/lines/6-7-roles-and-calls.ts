// SPEC.md 6. Roles and permissions, and 7. The calls it makes.
import type { TraceEntry } from '../check.ts';
import { A, admin, contact, e2e, integ, pages, unit } from './refs.ts';

const SECURITY = (title: string) => e2e('admin-security', title);
const ANONYMOUS = SECURITY('refuses every admin action, endpoint and page to an anonymous caller');
const ROLES = SECURITY('holds each role to the permission table for every admin action, page and endpoint');
const CALLS = (title: string) => integ('spec-admin-calls', title);
const NO_BAAS =
  'There is no hosted backend-as-a-service: the site’s own server answers every call (Astro actions) from its own database, SQLite or PostgreSQL (DEVELOPERS.md).';

export const ROLES_AND_CALLS: TraceEntry[] = [
  {
    spec: 'Public visitor: sees every page except the admin dashboard. No login.',
    tests: [pages('%s renders with one h1, no console errors and no axe violations'), ANONYMOUS],
    words: ['toBe(200)', 'anonymous'],
  },
  {
    spec: 'Admin: a single role gated by one shared password checked in the browser.',
    tests: [
      ROLES,
      unit(
        'permissions',
        'the permission table > keeps inbox, booking link, retention, the enquiry webhook, newsletter sending, staff, audit and backups for the owner alone',
      ),
    ],
    words: ['permission', 'owner'],
    differs:
      'Two roles with their own accounts, checked on the server: the owner, and staff who may do the daily work but not change the inbox, booking link, retention, staff or audit settings (src/lib/permissions.ts).',
  },
  {
    spec: 'read all contact submissions;',
    tests: [A.enquiries, admin('finds an enquiry, shows its details, saves status and notes, and deletes it')],
    words: ['View Details'],
  },
  {
    spec: 'create and edit blog posts (no delete);',
    tests: [A.blog, e2e('admin-bulk', 'moves a post to the bin, off the public site at once, and restores it')],
    words: ["'New Post'", "'Edit Blog Post'", "'Move to bin'"],
    differs:
      'Staff may also move a post to the bin: it leaves the site at once and can be restored for 30 days before it is deleted.',
  },
  {
    spec: 'edit page meta titles and descriptions;',
    tests: [admin('edits page meta and the public <title> changes at once')],
    words: ["'#meta-title'", "'#meta-description'"],
  },
  {
    spec: 'add and delete calculator options.',
    tests: [admin('adds, validates and deletes calculator options, and /calculator follows')],
    words: ["'Calculator option added successfully!'", "'Calculator option deleted successfully!'"],
  },
  {
    spec: 'Server-side authorization: not shown.',
    tests: [ANONYMOUS, ROLES, SECURITY('refuses cross-origin form and JSON posts even with a valid session (CSRF)')],
    words: ['anonymous', 'permission', 'Origin'],
    differs:
      'Every admin page, action and endpoint checks the session and the role on the server (staffAction, requireStaffPage, staffEndpoint), and posts from other sites are refused.',
  },
  {
    spec: 'What the anonymous backend role may do: not shown.',
    tests: [ANONYMOUS],
    words: ['anonymous'],
    differs:
      'No anonymous backend role: a visitor can only send an enquiry and sign up for the newsletter; everything else answers 401 or sends them to sign in.',
  },
  {
    spec: 'All calls go to a hosted backend-as-a-service.',
    tests: [
      integ('auth', 'sign-in and sessions on %s > signs in with the right password and stores only the token hash'),
      SECURITY('accepts a live session and refuses the same cookie once the session has expired'),
    ],
    words: ['token', 'expired'],
    differs: `${NO_BAAS} The session is an HttpOnly cookie, not local storage.`,
  },
  {
    spec: 'Insert into contact_submissions with name, email, company, phone, project_type',
    tests: [
      integ(
        'enquiry-submit',
        'a valid submission > stores the enquiry with every field, the attachment bytes intact and two outbox e-mails',
      ),
    ],
    words: ["name: 'Ada Lovelace'", "projectType: 'internal-tool'", 'monthlySaasCosts'],
  },
  {
    spec: 'An error is only logged and submission continues.',
    tests: [
      contact('shows the failure toast and re-enables the button when the server fails'),
      integ('enquiry-submit', 'invalid option values are refused and nothing is stored > an option staff deactivated is refused'),
    ],
    words: ['Failed to send message', 'refused'],
    differs:
      'Nothing is acknowledged that was not stored: the enquiry, its file and its e-mails are written in one transaction, and if that fails the visitor is told and can send again (docs/architecture.md).',
  },
  {
    spec: "Invoke backend function '{product}-contact-form' with the whole form object as body",
    tests: [integ('mail-outbox', 'delivers the notification with its attachment and Reply-To, and the confirmation')],
    words: ['attachment', 'confirmation'],
    differs: `${NO_BAAS} The same action that stores the enquiry queues the team's notification (with the attachment) and the visitor's confirmation, which the mail worker sends with retries.`,
  },
  {
    spec: 'An error fails the submission.',
    tests: [contact('shows the failure toast and re-enables the button when the server fails')],
    words: ['Failed to send message\\. Please try again or contact us directly at hello@northmill'],
  },
  {
    spec: 'The response content: not shown.',
    tests: [integ('enquiry-submit', 'idempotency > a resubmission with the same key returns the same id and stores one enquiry')],
    words: ['second'],
    differs:
      'The action answers with the stored enquiry’s id; a repeat of the same form (its idempotency key) answers the first one, so a double click stores one enquiry.',
  },
  {
    spec: 'Read enquiries | contact_submissions, all fields, ordered by created_at descending',
    tests: [integ('admin-enquiries', 'lists newest first and hides spam by default')],
    words: ["'Ada Lovelace', 'Grace Hopper', 'Old Timer'"],
  },
  {
    spec: 'Read posts | blog_posts, all fields, ordered by created_at descending',
    tests: [CALLS('reads posts newest created first')],
    words: ["'newer-spec-post', 'older-spec-post'"],
  },
  {
    spec: "'Add Existing Blogs' | Upsert of 5 seed posts into blog_posts",
    tests: [
      integ('admin-blog', 'Add Existing Blogs twice adds the five posts once'),
      integ('admin-blog', 'Add Existing Blogs leaves a post staff edited alone'),
      A.failedSamples,
    ],
    words: ['expect(await addExisting(db)).toBe(0)', "'Error adding blog: The First Sample'"],
    differs:
      'A sample whose slug is already there is left as staff last saved it rather than overwritten, so running it twice adds nothing the second time; each sample that fails is named in its own toast.',
  },
  {
    spec: 'Read page meta | page_meta, all fields, ordered by page_path',
    tests: [CALLS('reads page meta ordered by page path, and saves meta_title and meta_description where the id matches')],
    words: ['pagePath'],
  },
  {
    spec: 'Read options | calculator_options, all fields, ordered by category then display_order ascending',
    tests: [CALLS('reads calculator options by category, then display order')],
    words: ['a[0].localeCompare(b[0]) || a[1] - b[1]'],
  },
  {
    spec: 'Save post | Update blog_posts where id matches, or insert when there is no id',
    tests: [
      integ('admin-blog', 'inserts a post and reads every field back'),
      integ('admin-blog', 'updates a post in place'),
      A.blog,
    ],
    words: ['insertPost', 'updatePost', 'Blog post saved successfully!'],
  },
  {
    spec: 'Save page meta | Update page_meta (meta_title, meta_description) where id matches',
    tests: [CALLS('reads page meta ordered by page path, and saves meta_title and meta_description where the id matches')],
    words: ["metaTitle: 'About Northmill'", 'toHaveLength(1)'],
  },
  {
    spec: 'Add option | Insert into calculator_options with the form fields plus option_value',
    tests: [
      CALLS(
        'adds an option with display_order read as a whole number (else 0) and option_value defaulting to option_name, and deletes it by id',
      ),
    ],
    words: ["value: '100k-plus'", "value: 'Kashflow'"],
  },
  {
    spec: 'Delete option | Delete from calculator_options where id matches',
    tests: [
      CALLS(
        'adds an option with display_order read as a whole number (else 0) and option_value defaulting to option_name, and deletes it by id',
      ),
    ],
    words: ['calculator.remove!, { id }'],
  },
  {
    spec: 'Each response gives a data array and an error.',
    tests: [A.errors, e2e('field-errors', 'a post with neither title nor slug names the slug field in structured issues')],
    words: ["failing('admin.blog.save')", 'issues'],
    differs:
      'Each action answers { data, error } (Astro actions); an error carries its code and, for a refused field, structured issues the form places beside the field.',
  },
  {
    spec: 'How admin calls are authenticated: not shown.',
    tests: [SECURITY('accepts a live session and refuses the same cookie once the session has expired'), ANONYMOUS],
    words: ['expired', 'anonymous'],
    differs: 'By the staff session cookie, checked by every admin action, page and endpoint on the server (staffAction).',
  },
  {
    spec: 'Which storage buckets, functions or realtime channels beyond those above are used: not shown.',
    tests: [SECURITY('finds the admin actions in the registry')],
    words: ['registry'],
    differs: `${NO_BAAS} Every admin call is an action listed in src/actions/admin (the registry the security test walks); pictures are kept by the site itself (docs/media.md).`,
  },
  {
    spec: 'Outbound navigation: a new-tab link to the external scheduling page.',
    tests: [pages('opens every booking link in a new tab safely')],
    words: ["'_blank', 'noopener noreferrer'"],
  },
];
