import { z } from 'zod';
import { addCalendarDays, isCalendarDay, ukDayStart } from './uk-time.ts';

const day = z.string().refine(isCalendarDay).optional().catch(undefined);

/** Entries per page of the Audit page (the CSV export takes every match, up to its own cap). */
export const AUDIT_PER_PAGE = 50;
export const AUDIT_SEARCH_MAX = 200;

/** The audit log's filters from a query string; anything malformed is ignored, not an error. */
export const auditFilterSchema = z.object({
  /** Free text: matched against the person, the action and the recorded details. */
  q: z.string().trim().max(AUDIT_SEARCH_MAX).optional().catch(undefined),
  actor: z.string().trim().max(254).optional().catch(undefined),
  action: z
    .string()
    .trim()
    .max(80)
    .regex(/^[\w.]*$/)
    .optional()
    .catch(undefined),
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});

export type AuditFilter = z.output<typeof auditFilterSchema>;

export function parseAuditFilter(params: URLSearchParams): AuditFilter {
  const raw = Object.fromEntries(['q', 'actor', 'action', 'from', 'to', 'page'].map((k) => [k, params.get(k) || undefined]));
  return auditFilterSchema.parse(raw);
}

/** The instants a filter's day range covers: from the start of `from` to the end of `to`, London time. */
export function auditRange(f: AuditFilter): { since?: string; until?: string } {
  return {
    since: f.from ? ukDayStart(f.from).toISOString() : undefined,
    until: f.to ? ukDayStart(addCalendarDays(f.to, 1)).toISOString() : undefined,
  };
}

/** The same filter as a query string (for the CSV link and the page links); page 1 is left out. */
export function auditQuery(f: AuditFilter, page?: number): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...f, page: undefined })) if (v) p.set(k, String(v));
  if (page && page > 1) p.set('page', String(page));
  const s = p.toString();
  return s ? `?${s}` : '';
}
