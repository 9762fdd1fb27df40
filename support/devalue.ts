import { parse } from 'devalue';

/**
 * Decodes an Astro action's 200 body (`application/json+devalue`) with the devalue package, as
 * Astro's own client does: the same reviver for URL, and dates, maps, sets and bigints restored.
 */
export const devalueParse = (body: string): unknown => parse(body, { URL: (href: string) => new URL(href) });
