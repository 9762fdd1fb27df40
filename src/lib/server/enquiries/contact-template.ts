// The two values that make every /contact answer its visitor's own: the
// idempotency key (one per rendered form, so a resend cannot store twice) and
// the signed form token (when the form was rendered). The page renders their
// placeholders; the middleware fills fresh ones into each answer
// (http/visitor-template.ts), so the rest of the page is rendered once.
import { randomUUID } from 'node:crypto';
import { getRuntime } from '../foundation/runtime.ts';
import { placeholder, type VisitorTemplate } from '../http/visitor-template.ts';
import { formSecret, issueFormToken } from './form-token.ts';

const idempotencyKey = { placeholder: placeholder('key'), fresh: () => randomUUID() };
const formToken = {
  placeholder: placeholder('token'),
  fresh: async () => issueFormToken(await formSecret(getRuntime().database.db)),
};

export const CONTACT_TEMPLATE: VisitorTemplate = { name: 'contact', slots: [idempotencyKey, formToken] };

/** What the page renders in place of each value. */
export const CONTACT_PLACEHOLDERS = { idempotencyKey: idempotencyKey.placeholder, formToken: formToken.placeholder };
