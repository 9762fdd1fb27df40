// Where a client:early island names the file of Astro's island script (out-of-line.ts writes it,
// load.ts reads it): one name for the server and the browser, with nothing of the server's.

/** The attribute on a client:early island holding the URL of Astro's island script, served as a file. */
export const RUNTIME_URL_ATTRIBUTE = 'data-island-runtime';
