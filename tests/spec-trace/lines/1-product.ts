// SPEC.md 1. What the product does and for whom.
import type { TraceEntry } from '../check.ts';
import { adm, admin, blog, calc, e2e, pages, pub } from './refs.ts';

export const PRODUCT: TraceEntry[] = [
  {
    spec: 'Visitors are prospective business customers',
    tests: [
      pages('%s renders with one h1, no console errors and no axe violations'),
      calc('computes, adds and removes rows, and shows the banner only above the build cost'),
      pub('without JavaScript: the banner the server sends names them the same way'),
    ],
    words: ['renders with one h1', 'Your current subscriptions', 'Send message'],
  },
  {
    spec: "Calls to action: 'Book a call' (opens an external scheduling page in a new tab)",
    tests: [
      pages('opens every booking link in a new tab safely'),
      pub('offers Request quote and Book a call at %i px, in one row that stays on screen'),
    ],
    words: ['_blank', 'noopener noreferrer', 'Request quote', "'/contact'"],
  },
  {
    spec: 'Agency staff use the admin area.',
    tests: [
      adm('Enquiries: each row’s name, date, e-mail, company and badges; View Details with every field; Search'),
      adm('Blog Management: the list’s words, New Post and Edit Blog Post, a slug from the title and the publish time'),
      admin('edits page meta and the public <title> changes at once'),
      admin('adds, validates and deletes calculator options, and /calculator follows'),
    ],
    words: ['View Details', 'New Post', 'Page meta updated successfully!', 'Calculator option added successfully!'],
  },
  {
    spec: 'The home page sets its page title and meta description.',
    tests: [
      pub('home: title, description, structured data and the sections in the spec’s order'),
      pages('serves titles, descriptions, canonical, social tags and security headers'),
    ],
    words: ['ProfessionalService', 'Rochdale', 'United Kingdom', 'Custom Software, No Subscriptions | Northmill'],
  },
  {
    spec: 'Marketing claims used in copy',
    tests: [
      pub('home: title, description, structured data and the sections in the spec’s order'),
      pub('technology stack: three platforms with features, use cases, a price and Learn More; View our packages'),
    ],
    words: ['47+', '75%', '60%', '300%', '4-6 months', '50-80%', '60-75%', '1-2 weeks'],
  },
  {
    spec: 'There is no visitor login. The only protected area is the admin area.',
    tests: [
      e2e('admin-security', 'refuses every admin action, endpoint and page to an anonymous caller'),
      blog('signs a visitor up for the newsletter once, with and without JavaScript'),
    ],
    words: ['anonymous', 'Subscribe now'],
  },
];
