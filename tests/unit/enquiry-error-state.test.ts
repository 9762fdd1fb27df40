import { describe, expect, it } from 'vitest';
import { enquiryErrorState } from '../../src/lib/server/enquiries/error-state.ts';
import { MISSING_MESSAGES, REQUIRED_MESSAGE, formDataToRaw } from '../../src/lib/enquiry/schema.ts';

// What the no-JavaScript /contact re-render says after a refused submission.
// An action error as Astro delivers it: field messages as structured issues.
const refused = (issues: { path: string[]; message: string }[]) =>
  ({ code: 'BAD_REQUEST', message: 'x', issues }) as { code: string; message: string };

const posted = () => {
  const fd = new FormData();
  fd.append('name', 'Ada');
  fd.append('cost_tool', 'Xero');
  fd.append('cost_amount', '12.555');
  return formDataToRaw(fd);
};

describe('enquiryErrorState', () => {
  it('a refused attachment alone is named at the top, not the required-fields line', () => {
    const s = enquiryErrorState(
      refused([{ path: ['attachment'], message: 'Attachments must be PDF, Word or an image, up to 10 MB.' }]),
      posted(),
      'hello@example.com',
    );
    expect(s.initialMessage).toBe('Please correct Attachment: Attachments must be PDF, Word or an image, up to 10 MB.');
    expect(s.initialErrors).toEqual({ attachment: 'Attachments must be PDF, Word or an image, up to 10 MB.' });
  });

  it('names the fields at fault, not the required-fields line, when only some are (issue 38)', () => {
    const s = enquiryErrorState(
      refused([
        { path: ['email'], message: 'Please enter a valid e-mail address.' },
        { path: ['attachment'], message: 'Bad file.' },
      ]),
      posted(),
      'hello@example.com',
    );
    expect(s.initialMessage).toBe('Please correct Work e-mail and Attachment.');
    const blank = enquiryErrorState(
      refused(Object.entries(MISSING_MESSAGES).map(([field, message]) => ({ path: [field], message }))),
      posted(),
      'hello@example.com',
    );
    expect(blank.initialMessage).toBe(REQUIRED_MESSAGE);
  });

  it('keeps a refused cost as typed, so it is shown beside its row to correct', () => {
    const s = enquiryErrorState(
      refused([{ path: ['monthly_saas_costs'], message: 'Use at most two decimal places (pence).' }]),
      posted(),
      'hello@example.com',
    );
    expect(s.initial?.monthly_saas_costs).toEqual([{ tool: 'Xero', cost: '12.555' }]);
  });

  it('a stale page (CONFLICT) shows its own message and keeps the values', () => {
    const s = enquiryErrorState(
      { code: 'CONFLICT', message: 'This page was open for more than 24 hours…' },
      posted(),
      'hello@example.com',
    );
    expect(s.initialMessage).toBe('This page was open for more than 24 hours…');
    expect(s.initial?.name).toBe('Ada');
  });
});
