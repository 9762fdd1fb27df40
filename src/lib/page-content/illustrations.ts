// The page drawings staff can pick for a hero (src/components/illustrations draws them). Stored
// in page documents, so a name is never renamed; a unit test keeps this list and the drawings equal.
export const ILLUSTRATION_NAMES = [
  'dashboard',
  'workflow',
  'data-sync',
  'calendar',
  'stack',
  'canvas',
  'agent',
  'ownership',
  'questions',
  'savings',
  'message',
  'articles',
] as const;
export type IllustrationName = (typeof ILLUSTRATION_NAMES)[number];
