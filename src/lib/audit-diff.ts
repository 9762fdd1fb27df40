export type Change = { from: unknown; to: unknown };

/**
 * The fields whose value differs between `before` and `after`, as
 * { field: { from, to } }, for the audit log: it records what a change did,
 * not only which fields a form sent. Only keys present in `after` count.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, Change> {
  const out: Record<string, Change> = {};
  for (const [key, to] of Object.entries(after)) {
    if (to === undefined) continue;
    const from = before[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) out[key] = { from, to };
  }
  return out;
}
