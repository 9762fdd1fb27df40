// Reading field errors, in the browser and on the server alike. An action's
// error carries its field messages as structured issues (zod's when the
// input schema refused it, ours when a handler did: src/lib/server/foundation/field-error.ts),
// never as a "field: message" string to pick apart.

export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
  /** Set on issues a handler raised itself (after the schema passed). */
  params?: { fromHandler?: boolean; conflict?: unknown };
}

export interface ReadFieldErrors {
  /** First message per top-level field ('tags.2' counts as 'tags'). */
  fields: Record<string, string>;
  /** The message a handler raised, if it was one (not a schema failure). */
  handlerMessage: string | undefined;
}

function issuesOf(error: unknown): FieldIssue[] {
  if (typeof error !== 'object' || error === null || !('issues' in error)) return [];
  const issues = (error as { issues: unknown }).issues;
  return Array.isArray(issues) ? (issues as FieldIssue[]) : [];
}

export function readFieldErrors(error: unknown): ReadFieldErrors {
  const fields: Record<string, string> = {};
  let handlerMessage: string | undefined;
  for (const issue of issuesOf(error)) {
    const key = issue.path?.[0];
    if ((typeof key === 'string' || typeof key === 'number') && issue.message && !fields[String(key)])
      fields[String(key)] = issue.message;
    if (issue.params?.fromHandler && !handlerMessage) handlerMessage = issue.message;
  }
  return { fields, handlerMessage };
}
