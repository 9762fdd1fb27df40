import { ActionError, type ActionErrorCode } from 'astro:actions';
import type { FieldIssue } from '../../field-errors.ts';
import type { ConflictInfo } from '../../admin/versions.ts';

/**
 * A handler's verdict on one field, shaped like Astro's input error: it
 * travels as issues, so the client's isInputError() and error.fields see it
 * exactly as they see a schema failure. Read it with readFieldErrors().
 */
class FieldError extends ActionError {
  type = 'AstroActionInputError' as const;
  issues: FieldIssue[];
  fields: Record<string, string[]>;
  constructor(issues: { path: string[]; message: string; conflict?: ConflictInfo }[], code: ActionErrorCode) {
    super({ code, message: issues[0]?.message ?? 'Check the highlighted fields.' });
    this.issues = issues.map((i) => ({
      path: i.path,
      message: i.message,
      params: { fromHandler: true, ...(i.conflict ? { conflict: i.conflict } : {}) },
    }));
    this.fields = {};
    for (const i of issues) (this.fields[i.path.join('.')] ??= []).push(i.message);
  }
}

/** 400 by default; CONFLICT (409) when the value clashes with a stored one. */
export function fieldError(field: string, message: string, code: ActionErrorCode = 'BAD_REQUEST'): ActionError {
  return new FieldError([{ path: [field], message }], code);
}

/**
 * Several refusals at nested paths ('doc.sections.3.data.items.2.title' as
 * ['doc', 'sections', '3', …]): the page editor places each beside its field.
 */
export function fieldErrorsAt(issues: { path: string; message: string }[], code: ActionErrorCode = 'BAD_REQUEST'): ActionError {
  return new FieldError(
    issues.map((i) => ({ path: i.path.split('.'), message: i.message })),
    code,
  );
}

/**
 * A save based on an older version (src/lib/admin/versions.ts): a 409 on the `version` field
 * whose issue carries who changed the record, when, and the stored values (readConflict()).
 */
export function conflictError(message: string, conflict: ConflictInfo): ActionError {
  return new FieldError([{ path: ['version'], message, conflict }], 'CONFLICT');
}
