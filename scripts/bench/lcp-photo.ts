// Reads Lighthouse's largest-paint element: a library photo there is held to
// the budget's photo line (budget.json), any other element to the LCP line.

/**
 * Whether the element Lighthouse names as the largest paint (its audit's
 * details hold the element as an HTML snippet) is an <img> from the media library.
 */
export function lcpIsLibraryPhoto(details: unknown): boolean {
  const json = JSON.stringify(details ?? {}); // the snippet JSON-escaped: \" inside it
  return /"snippet":"<img\b(?:[^"\\]|\\.)*?\/media\//.test(json);
}
