// The calculator's tool suggestions (52 names, ~0.4 KB gzip) are fetched by
// its island once it hydrates, from a URL named by their content, instead of
// riding in the props of every page with a calculator (issue 26: one round
// trip). The bytes at a URL never change, so browsers keep them a year.
import { createHash } from 'node:crypto';

/** The path of this list of suggestions: a new list, a new path. */
export function toolSuggestionsUrl(names: string[]): string {
  const key = createHash('sha256').update(JSON.stringify(names)).digest('base64url').slice(0, 16);
  return `/calculator/tools/${key}.json`;
}
