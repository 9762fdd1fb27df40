import { z } from 'zod';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
  .optional()
  .catch(undefined);

/** The audit log's filters from a query string; anything malformed is ignored, not an error. */
export const auditFilterSchema = z.object({
  actor: z.string().trim().max(254).optional().catch(undefined),
  action: z.string().trim().max(80).regex(/^[\w.]*$/).optional().catch(undefined),
  from: day,
  to: day,
});

export type AuditFilter = z.output<typeof auditFilterSchema>;

export function parseAuditFilter(params: URLSearchParams): AuditFilter {
  const raw = Object.fromEntries(['actor', 'action', 'from', 'to'].map((k) => [k, params.get(k) || undefined]));
  return auditFilterSchema.parse(raw);
}

/** The UTC instants a filter's day range covers: from the start of `from` to the end of `to`. */
export function auditRange(f: AuditFilter): { since?: string; until?: string } {
  return {
    since: f.from ? `${f.from}T00:00:00.000Z` : undefined,
    until: f.to ? new Date(Date.parse(`${f.to}T00:00:00Z`) + 86_400_000).toISOString() : undefined,
  };
}

/** The same filter as a query string, for the CSV link. */
export function auditQuery(f: AuditFilter): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : '';
}
