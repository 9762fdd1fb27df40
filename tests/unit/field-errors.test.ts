import { describe, it, expect } from 'vitest';
import { readFieldErrors } from '../../src/lib/field-errors.ts';

// The wire shapes readFieldErrors meets: Astro's input error after a schema
// failure, and the handler's field error (src/lib/server/foundation/field-error.ts) as
// JSON carries it (its own properties spread into the body).
const schemaFailure = {
  type: 'AstroActionInputError',
  issues: [
    { code: 'too_small', path: ['name'], message: 'Please enter your name.' },
    { code: 'too_big', path: ['tags', 2], message: 'Tag too long.' },
    { code: 'too_small', path: ['name'], message: 'A second message for name.' },
  ],
};
const handlerVerdict = JSON.parse(
  JSON.stringify({
    type: 'AstroActionInputError',
    code: 'CONFLICT',
    status: 409,
    message: 'That slug is already used by another post.',
    issues: [{ path: ['slug'], message: 'That slug is already used by another post.', params: { fromHandler: true } }],
    fields: { slug: ['That slug is already used by another post.'] },
  }),
);

describe('readFieldErrors', () => {
  it('gives the first message per top-level field of a schema failure, and no handler message', () => {
    expect(readFieldErrors(schemaFailure)).toEqual({
      fields: { name: 'Please enter your name.', tags: 'Tag too long.' },
      handlerMessage: undefined,
    });
  });

  it("reads a handler's verdict on one field, with its message", () => {
    expect(readFieldErrors(handlerVerdict)).toEqual({
      fields: { slug: 'That slug is already used by another post.' },
      handlerMessage: 'That slug is already used by another post.',
    });
  });

  it('finds nothing in an error without issues (and never parses the message)', () => {
    expect(readFieldErrors({ code: 'BAD_REQUEST', message: 'slug: looks like a field' })).toEqual({
      fields: {},
      handlerMessage: undefined,
    });
    expect(readFieldErrors(null)).toEqual({ fields: {}, handlerMessage: undefined });
  });
});
