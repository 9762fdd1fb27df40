import type { APIRoute } from 'astro';
import { loadToolSuggestions } from '../../../lib/server/loaders/site-context.ts';
import { toolSuggestionsUrl } from '../../../lib/server/loaders/tool-suggestions-url.ts';

// The calculator's tool suggestions, at a path named by their content
// (src/lib/server/loaders/tool-suggestions-url.ts): kept a year by browsers and CDNs. A page
// cached before the list changed asks for the old name and is sent on to the
// current list, which it then shows.
export const GET: APIRoute = async ({ params }) => {
  const names = await loadToolSuggestions();
  const current = toolSuggestionsUrl(names);
  if (current !== `/calculator/tools/${params.key}.json`)
    return new Response(null, { status: 302, headers: { Location: current, 'Cache-Control': 'no-cache' } });
  return new Response(JSON.stringify(names), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
};
