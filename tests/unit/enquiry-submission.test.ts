import { describe, it, expect } from 'vitest';
import { enquirySubmissionSchema, formDataToSubmission } from '../../src/lib/enquiry/schema.ts';

// The action parses the multipart body once: the hidden fields travel through
// the same schema as the visible ones instead of a second formData() read.
function form(extra: Record<string, string> = {}) {
  const fd = new FormData();
  const fields = {
    name: 'Ada',
    email: 'ada@example.co.uk',
    company: 'Ada Ltd',
    project_type: 'app',
    project: 'A stock system.',
    consent: 'on',
    ...extra,
  };
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
}

describe('enquiry submission schema', () => {
  it('carries the idempotency key, form token and honeypot with the fields', async () => {
    const out = await enquirySubmissionSchema.parseAsync(
      formDataToSubmission(form({ idempotency_key: 'k'.repeat(20), form_token: '123.abc', website: 'http://spam.example' })),
    );
    expect(out).toMatchObject({
      name: 'Ada',
      idempotency_key: 'k'.repeat(20),
      form_token: '123.abc',
      website: 'http://spam.example',
    });
  });

  it('never refuses a submission over the hidden fields (absent ones are empty)', async () => {
    const out = await enquirySubmissionSchema.parseAsync(formDataToSubmission(form()));
    expect(out).toMatchObject({ idempotency_key: '', form_token: '', website: '' });
  });

  it('keeps field errors on the visible fields', async () => {
    const r = await enquirySubmissionSchema.safeParseAsync(formDataToSubmission(form({ name: '' })));
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0])).toEqual(['name']);
  });
});
