// U+0000 never belongs in a form or JSON value, and PostgreSQL refuses it in
// text: a value holding one is refused up front with a clear message instead
// of failing at the insert (a 503 the visitor could never get past).

/** True when any string (key or value) in a parsed value holds U+0000. Iterative: bodies may nest deeply. */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (v && typeof v === 'object' && !(v instanceof Blob)) {
      for (const [k, item] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/** The first top-level field whose value holds U+0000, if any. */
export function fieldWithNul(record: Record<string, unknown>): string | undefined {
  return Object.entries(record).find(([, v]) => containsNul(v))?.[0];
}

/** For a zod string: `.refine(withoutNul, message)` refuses a value holding U+0000. */
export const withoutNul = (value: string): boolean => !containsNul(value);
