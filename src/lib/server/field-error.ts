import { ActionError, type ActionErrorCode } from 'astro:actions';
import type { FieldIssue } from '../field-errors.ts';

/**
 * A handler's verdict on one field, shaped like Astro's input error: it
 * travels as issues, so the client's isInputError() and error.fields see it
 * exactly as they see a schema failure. Read it with readFieldErrors().
 */
class FieldError extends ActionError {
  type = 'AstroActionInputError' as const;
  issues: FieldIssue[];
  fields: Record<string, string[]>;
  constructor(field: string, message: string, code: ActionErrorCode) {
    super({ code, message });
    this.issues = [{ path: [field], message, params: { fromHandler: true } }];
    this.fields = { [field]: [message] };
  }
}

/** 400 by default; CONFLICT (409) when the value clashes with a stored one. */
export function fieldError(field: string, message: string, code: ActionErrorCode = 'BAD_REQUEST'): ActionError {
  return new FieldError(field, message, code);
}
