// The team and client-logo sections the home and About pages carry (issue 26).
// Their lists start empty, so they render nothing until the owner adds real
// people and clients who agreed to be named (src/lib/page-content/sections/people.ts).
// Migration 0018 adds the same sections to existing installs.

export const TEAM_SECTION = {
  eyebrow: 'The team',
  heading: 'The people you will work with',
  tone: 'paper',
  people: [],
};

export const CLIENT_LOGOS_SECTION = {
  eyebrow: 'Clients',
  heading: 'Businesses that own their software',
  tone: 'cream',
  logos: [],
};
