// SPEC.md 8. The error catalogue.
import type { TraceEntry } from '../check.ts';
import { A, P, admin, blog, contact, e2e, pages } from './refs.ts';

const ERRORS: [string, string][] = [
  ['Error loading contact submissions.', "'Error loading contact submissions'"],
  ['Error loading page meta.', "'Error loading page meta'"],
  ['Error loading calculator options.', "'Error loading calculator options'"],
  ['Error updating blog post.', "'Error updating blog post'"],
  ['Error creating blog post.', "'Error creating blog post'"],
  ['Error updating page meta.', "'Error updating page meta'"],
  ['Error adding calculator option.', "'Error adding calculator option'"],
  ['Error deleting calculator option.', "'Error deleting calculator option'"],
];

export const ERROR_CATALOGUE: TraceEntry[] = [
  {
    spec: "Missing required enquiry fields | Toast 'Please fill in all required fields and accept the consent checkbox.'",
    tests: [
      e2e(
        'before-hydration',
        'a first click on Send with an empty form gives the toast once and focuses the first field, not the browser bubble',
      ),
      P.summaryJs,
      P.summaryNoJs,
    ],
    words: [
      "'Please fill in all required fields and accept the consent checkbox.'",
      "'Please fill in Company, correct Work e-mail and Phone and accept the consent checkbox.'",
      "'Please correct Work e-mail and Phone.'",
    ],
    differs:
      'The spec’s sentence when every required field is empty; otherwise the toast (and the banner without JavaScript) names the fields to fill in or correct (issue 38).',
  },
  {
    spec: 'Database insert error | Logged only; flow continues',
    tests: [contact('shows the failure toast and re-enables the button when the server fails')],
    words: ['Failed to send message'],
    differs:
      'An enquiry that could not be stored is never acknowledged: the visitor sees the failure message and keeps what they typed (one transaction stores it all).',
  },
  {
    spec: "Function error or exception | Toast 'Failed to send message.",
    tests: [contact('shows the failure toast and re-enables the button when the server fails')],
    words: [
      'Failed to send message\\. Please try again or contact us directly at hello@northmill\\.example',
      'isEnabled()).toBe(true)',
    ],
  },
  {
    spec: "Unknown blog slug | 'Blog Post Not Found' / 'The blog post you're looking for doesn't exist.'",
    tests: [P.notFound, blog('answers an unknown slug with 404 and a way back')],
    words: ["'Blog Post Not Found | Northmill'", "The blog post you're looking for doesn't exist."],
    differs: "The page's title is 'Blog Post Not Found'; its heading reads 'Blog post not found' in sentence case (issue 26).",
  },
  {
    spec: "No blog results | 'No articles found' / 'Try adjusting your search",
    tests: [blog('combines search and category, empties, and clears')],
    words: ["'No articles found'", "Try adjusting your search or category filter to find what you're looking for."],
  },
  {
    spec: 'Unknown route | 404 page',
    tests: [pages('answers 404 with the not-found page for unknown paths'), P.notFound],
    words: ['toBe(404)', 'Oops! Page not found'],
  },
  {
    spec: "Route render failure | Generic fallback 'Unexpected Application Error!'",
    tests: [pages('answers 500 with the generic fallback when a page throws')],
    words: ["'Unexpected Application Error!'", 'toBe(500)'],
  },
  {
    spec: 'Invalid password: wrong admin password.',
    tests: [admin('refuses a wrong password, then signs in and greets')],
    words: ['wrong e-mail address or admin password'],
    differs:
      'Shown beside the sign-in form (server-side sign-in) rather than as a toast, and it cannot say which of the two was wrong.',
  },
  ...ERRORS.map(([spec, words]): TraceEntry => ({ spec, tests: [A.errors], words: [words] })),
  { spec: 'Error loading blog posts.', tests: [A.failedSamples], words: ["'Error loading blog posts'"] },
  {
    spec: 'Error adding blog: {title}, one per failed seed post, also logged.',
    tests: [A.failedSamples],
    words: ["'Error adding blog: The First Sample'", "'Error adding blog: The Second Sample'"],
  },
  {
    spec: 'Option name is required.',
    tests: [
      e2e('admin-bulk', 'clears an error toast when the next try succeeds'),
      admin('adds, validates and deletes calculator options, and /calculator follows'),
    ],
    words: ["toast('Option name is required')"],
  },
  {
    spec: 'Welcome to the admin panel!',
    tests: [admin('refuses a wrong password, then signs in and greets')],
    words: ["toast('Welcome to the admin panel!')"],
  },
  {
    spec: 'Existing blogs have been added!',
    tests: [A.failedSamples],
    words: ["'Added 5 sample articles, published on /blog.'"],
    differs:
      'The toast says how many were added and where: ‘Added 5 sample articles, published on /blog.’ (or ‘as drafts’), since the owner chooses.',
  },
  {
    spec: 'Blog post saved successfully!',
    tests: [
      A.blog,
      e2e('blog-staff', 'writes a post in the editor, publishes it, and it appears on /blog, in RSS and the sitemap'),
    ],
    words: ["'Blog post saved successfully!'"],
  },
  {
    spec: 'Page meta updated successfully!',
    tests: [admin('edits page meta and the public <title> changes at once'), A.meta],
    words: ["'Page meta updated successfully!'"],
  },
  {
    spec: 'Calculator option added successfully!',
    tests: [admin('adds, validates and deletes calculator options, and /calculator follows')],
    words: ["'Calculator option added successfully!'"],
  },
  {
    spec: 'Calculator option deleted successfully!',
    tests: [admin('adds, validates and deletes calculator options, and /calculator follows')],
    words: ["'Calculator option deleted successfully!'"],
  },
  { spec: 'On a load error the list is left unchanged.', tests: [A.errors, A.failedSamples], words: ['toBe(before)'] },
  {
    spec: 'On a save error the dialog stays open.',
    tests: [A.errors],
    words: ['create.isVisible()).toBe(true)', 'edit.isVisible()).toBe(true)'],
  },
];
