// Limits of the owner-only retention settings, shared by the action's schema,
// the Content tab's hint and the runtime default.

/** The audit log is kept this long unless the owner changes it (issue 24). */
export const AUDIT_RETENTION_MONTHS = 24;
/** Shorter would lose the trail an incident is investigated from. */
export const AUDIT_RETENTION_MIN_MONTHS = 6;
