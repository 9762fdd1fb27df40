/**
 * Decodes an Astro action's 200 body. Astro serialises results with devalue:
 * a flat array whose first entry is the root and whose references are
 * indexes. Plain objects, arrays and primitives are decoded; a typed value
 * (['Date', …], ['Map', …]) is returned as devalue wrote it, which is all the
 * admin's results, the fault tests and the bench's staff client need.
 */
export function devalueParse(body: string): unknown {
  const values = JSON.parse(body) as unknown[];
  const special: Record<number, unknown> = { [-1]: undefined, [-3]: NaN, [-4]: Infinity, [-5]: -Infinity, [-6]: -0 };
  const hydrate = (i: number): unknown => {
    if (i < 0) return special[i];
    const v = values[i];
    if (Array.isArray(v)) return typeof v[0] === 'string' ? v : v.map((j) => hydrate(j as number));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, j]) => [k, hydrate(j as number)]));
    return v;
  };
  return hydrate(0);
}
