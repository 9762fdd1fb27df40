import { describe, expect, it } from 'vitest';
import {
  summaryMessage,
  MAX_COST_ROWS,
  REQUIRED_MESSAGE,
  enquirySchema,
  fieldErrors,
  formDataToRaw,
  type RawEnquiry,
} from '../../src/lib/enquiry/schema.ts';
import { ATTACHMENT_RULE } from '../../src/lib/file-signature.ts';

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const valid = (over: Partial<RawEnquiry> = {}): RawEnquiry => ({
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  company: 'Analytical Engines Ltd',
  phone: '+44 (0)161 496-0123',
  project_type: 'internal-tool',
  project: 'Replace our CRM and project tools with one system.',
  saas_to_replace: ['hubspot', 'teams', 'other'],
  custom_saas: 'Xero',
  monthly_saas_costs: [
    { tool: 'HubSpot', cost: 300 },
    { tool: 'Xero', cost: 0 },
  ],
  budget: '15k-50k',
  timeline: '3-months',
  consent: true,
  attachment: null,
  ...over,
});

/** The field -> first message map for an input, or {} when it passes. */
async function errorsOf(input: unknown): Promise<Record<string, string>> {
  const r = await enquirySchema.safeParseAsync(input);
  return r.success ? {} : fieldErrors(r.error.issues);
}

describe('enquirySchema: valid input', () => {
  it('accepts a complete enquiry and keeps every value', async () => {
    const r = await enquirySchema.safeParseAsync(valid());
    expect(r.success).toBe(true);
    expect(r.data).toEqual(valid());
  });

  it('accepts the minimum: only the required fields, with optional ones blank', async () => {
    const r = await enquirySchema.safeParseAsync(
      valid({ phone: '', saas_to_replace: [], custom_saas: '', monthly_saas_costs: [], budget: '', timeline: '' }),
    );
    expect(r.success).toBe(true);
  });

  it('trims text fields', async () => {
    const r = await enquirySchema.parseAsync(
      valid({ name: '  Ada  ', email: '  ada@example.com ', company: ' X ', project: '\n Build it \n' }),
    );
    expect([r.name, r.email, r.company, r.project]).toEqual(['Ada', 'ada@example.com', 'X', 'Build it']);
  });

  it('accepts a valid attachment', async () => {
    const r = await enquirySchema.safeParseAsync(
      valid({ attachment: new File([PDF], 'brief.pdf', { type: 'application/pdf' }) }),
    );
    expect(r.success).toBe(true);
  });
});

describe('enquirySchema: required fields', () => {
  it.each([
    ['name', 'Please enter your name.'],
    ['email', 'Please enter your e-mail address.'],
    ['company', 'Please enter your company name.'],
    ['project', 'Please tell us about your project.'],
    ['project_type', 'Please choose a project type.'],
  ] as const)('%s empty or blank fails with its message', async (field, message) => {
    expect(await errorsOf(valid({ [field]: '' }))).toEqual({ [field]: message });
    expect(await errorsOf(valid({ [field]: '   \n ' }))).toEqual({ [field]: message });
  });

  it('consent must be true', async () => {
    expect(await errorsOf(valid({ consent: false }))).toEqual({ consent: 'Please accept the consent checkbox.' });
    expect(await errorsOf({ ...valid(), consent: 'true' })).toEqual({ consent: 'Please accept the consent checkbox.' });
  });

  it('a missing field is an error, not a crash', async () => {
    const { name: _n, ...rest } = valid();
    expect(Object.keys(await errorsOf(rest))).toEqual(['name']);
  });

  it('everything blank reports every required field', async () => {
    const e = await errorsOf(valid({ name: '', email: '', company: '', project: '', project_type: '', consent: false }));
    expect(Object.keys(e).sort()).toEqual(['company', 'consent', 'email', 'name', 'project', 'project_type']);
  });

  it('the toast message is the spec wording', () => {
    expect(REQUIRED_MESSAGE).toBe('Please fill in all required fields and accept the consent checkbox.');
  });
});

describe('enquirySchema: field rules', () => {
  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada example@example.com', 'ada@@example.com', 'ada@example.com>'])(
    'refuses the e-mail address %j',
    async (email) => {
      expect(await errorsOf(valid({ email }))).toEqual({ email: 'Please enter a valid e-mail address.' });
    },
  );

  it.each([
    ['name', 200, 'Your name must be 200 characters or fewer.'],
    ['company', 200, 'Company must be 200 characters or fewer.'],
    ['phone', 40, 'Phone must be 40 characters or fewer.'],
    ['project', 10_000, 'Project description must be 10,000 characters or fewer.'],
    ['custom_saas', 500, 'Other tools must be 500 characters or fewer.'],
  ] as const)('%s: %i characters pass, one more fails', async (field, max, message) => {
    const char = field === 'phone' ? '1' : 'x';
    expect(await errorsOf(valid({ [field]: char.repeat(max) }))).toEqual({});
    // surrounding spaces are trimmed before the length is checked
    expect(await errorsOf(valid({ [field]: ` ${char.repeat(max)} ` }))).toEqual({});
    expect(await errorsOf(valid({ [field]: char.repeat(max + 1) }))).toEqual({ [field]: message });
  });

  it('limits the e-mail address to 254 characters', async () => {
    const address = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;
    expect(address(254)).toHaveLength(254);
    expect(await errorsOf(valid({ email: address(254) }))).toEqual({});
    expect(await errorsOf(valid({ email: address(255) }))).toEqual({
      email: 'Your e-mail address must be 254 characters or fewer.',
    });
  });

  it('phone: digits, spaces and + ( ) - . only', async () => {
    for (const phone of ['0161 496 0123', '+44 (0)161 496-0123', '0161.496.0123', '']) {
      expect(await errorsOf(valid({ phone }))).toEqual({});
    }
    for (const phone of ['0161 ABC', '0161;drop', '+44 161 496 0123 ext 5', '<script>', '0161/4960']) {
      expect(await errorsOf(valid({ phone }))).toEqual({ phone: 'Use digits, spaces and + ( ) - only.' });
    }
  });

  it('saas_to_replace accepts only known tool values', async () => {
    expect(await errorsOf(valid({ saas_to_replace: ['salesforce', 'pipedrive', 'other'] }))).toEqual({});
    for (const bad of [['xero'], ['HubSpot'], ['hubspot', 'ms teams'], ['']]) {
      expect(await errorsOf(valid({ saas_to_replace: bad }))).toEqual({ saas_to_replace: 'Choose tools from the list.' });
    }
  });

  it('cost rows: a tool name of up to 100 characters', async () => {
    expect(await errorsOf(valid({ monthly_saas_costs: [{ tool: 't'.repeat(100), cost: 1 }] }))).toEqual({});
    expect(await errorsOf(valid({ monthly_saas_costs: [{ tool: 't'.repeat(101), cost: 1 }] }))).toEqual({
      monthly_saas_costs: 'A tool name must be 100 characters or fewer.',
    });
  });

  it(`at most ${MAX_COST_ROWS} cost rows`, async () => {
    expect(MAX_COST_ROWS).toBe(50);
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ tool: `Tool ${i}`, cost: i }));
    expect(await errorsOf(valid({ monthly_saas_costs: rows(50) }))).toEqual({});
    expect(await errorsOf(valid({ monthly_saas_costs: rows(51) }))).toEqual({ monthly_saas_costs: 'Add at most 50 cost rows.' });
  });

  it('cost: pounds and pence from 0 to 1,000,000, read as the page reads them', async () => {
    const cost = (c: number | string) => valid({ monthly_saas_costs: [{ tool: 'Slack', cost: c }] });
    for (const ok of [0, 1, 12.5, 999_999, 1_000_000, '12.70', '£1,250', '']) expect(await errorsOf(cost(ok))).toEqual({});
    expect((await enquirySchema.safeParseAsync(cost('12.70'))).data?.monthly_saas_costs).toEqual([{ tool: 'Slack', cost: 12.7 }]);
    expect(await errorsOf(cost(12.555))).toEqual({ monthly_saas_costs: 'Use at most two decimal places (pence).' });
    expect(await errorsOf(cost(Number.NaN))).toEqual({
      monthly_saas_costs: 'Enter a monthly cost in pounds, such as 120 or 12.50.',
    });
    expect(await errorsOf(cost(Number.POSITIVE_INFINITY))).toHaveProperty('monthly_saas_costs');
    expect(await errorsOf(cost(-1))).toEqual({ monthly_saas_costs: 'Costs cannot be negative.' });
    expect(await errorsOf(cost('1e3'))).toEqual({
      monthly_saas_costs: "Enter the amount in plain digits, such as 1000, not '1e3'.",
    });
    expect(await errorsOf(cost(1_000_001))).toEqual({ monthly_saas_costs: 'Costs must be £1,000,000 a month or less.' });
  });

  it('refuses a disguised attachment with a message naming the allowed types and size', async () => {
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03])], 'brief.pdf');
    const e = await errorsOf(valid({ attachment: exe }));
    expect(Object.keys(e)).toEqual(['attachment']);
    expect(e.attachment).toContain(ATTACHMENT_RULE);
  });
});

describe('formDataToRaw', () => {
  function form(entries: [string, string | File][]): FormData {
    const fd = new FormData();
    for (const [k, v] of entries) fd.append(k, v);
    return fd;
  }

  it('reads every field of a posted form', () => {
    const file = new File([PDF], 'brief.pdf', { type: 'application/pdf' });
    const raw = formDataToRaw(
      form([
        ['name', 'Ada'],
        ['email', 'ada@example.com'],
        ['company', 'AE'],
        ['phone', '0161'],
        ['project_type', 'app'],
        ['project', 'An app'],
        ['saas_to_replace', 'hubspot'],
        ['saas_to_replace', 'other'],
        ['custom_saas', 'Xero'],
        ['cost_tool', 'HubSpot'],
        ['cost_amount', '300'],
        ['budget', 'under-5k'],
        ['timeline', 'asap'],
        ['consent', 'on'],
        ['attachment', file],
        ['website', 'ignored here'],
      ]),
    );
    expect(raw).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      company: 'AE',
      phone: '0161',
      project_type: 'app',
      project: 'An app',
      saas_to_replace: ['hubspot', 'other'],
      custom_saas: 'Xero',
      monthly_saas_costs: [{ tool: 'HubSpot', cost: '300' }],
      budget: 'under-5k',
      timeline: 'asap',
      consent: true,
      attachment: expect.any(File),
    });
    expect(raw.attachment?.name).toBe('brief.pdf');
  });

  it('missing fields become empty strings, no consent is false, no file is null', () => {
    expect(formDataToRaw(new FormData())).toEqual({
      name: '',
      email: '',
      company: '',
      phone: '',
      project_type: '',
      project: '',
      saas_to_replace: [],
      custom_saas: '',
      monthly_saas_costs: [],
      budget: '',
      timeline: '',
      consent: false,
      attachment: null,
    });
  });

  it('pairs the parallel cost_tool / cost_amount arrays and drops fully blank rows', () => {
    const raw = formDataToRaw(
      form([
        ['cost_tool', ' HubSpot '],
        ['cost_amount', '300'],
        ['cost_tool', ''],
        ['cost_amount', ''],
        ['cost_tool', 'Xero'],
        ['cost_amount', ''],
        ['cost_tool', ''],
        ['cost_amount', ' 45 '],
        ['cost_tool', '   '],
        ['cost_amount', '  '],
        ['cost_tool', 'Sage'],
        ['cost_amount', 'abc'],
      ]),
    );
    expect(raw.monthly_saas_costs).toEqual([
      { tool: 'HubSpot', cost: '300' },
      { tool: 'Xero', cost: '' },
      { tool: '', cost: '45' },
      { tool: 'Sage', cost: 'abc' },
    ]);
  });

  it('copes with unequal numbers of names and amounts', () => {
    expect(
      formDataToRaw(
        form([
          ['cost_tool', 'A'],
          ['cost_tool', 'B'],
          ['cost_amount', '5'],
        ]),
      ).monthly_saas_costs,
    ).toEqual([
      { tool: 'A', cost: '5' },
      { tool: 'B', cost: '' },
    ]);
    expect(
      formDataToRaw(
        form([
          ['cost_amount', '5'],
          ['cost_amount', '6'],
        ]),
      ).monthly_saas_costs,
    ).toEqual([
      { tool: '', cost: '5' },
      { tool: '', cost: '6' },
    ]);
  });

  it('amounts are passed on as typed for the schema to read (pence kept) or refuse', async () => {
    const raw = formDataToRaw(form([...validEntries(), ['cost_tool', 'A'], ['cost_amount', '120.5']]));
    expect(raw.monthly_saas_costs).toEqual([{ tool: 'A', cost: '120.5' }]);
    expect(await errorsOf(raw)).toEqual({});
    const junk = formDataToRaw(form([...validEntries(), ['cost_tool', 'A'], ['cost_amount', 'abc']]));
    expect(await errorsOf(junk)).toEqual({ monthly_saas_costs: 'Enter a monthly cost in pounds, such as 120 or 12.50.' });
  });

  it('summaryMessage names the fields that are wrong, as the form labels them (issue 38)', async () => {
    // Every required field empty: the spec's sentence, which is then exactly true.
    const blank = await errorsOf(valid({ name: '', email: '', company: '', project: '', project_type: '', consent: false }));
    expect(summaryMessage(blank)).toBe(REQUIRED_MESSAGE);
    // A bad address is not a missing field: the summary says which one to correct and why.
    expect(summaryMessage(await errorsOf(valid({ email: 'ada@example' })))).toBe(
      'Please correct Work e-mail: enter a valid e-mail address.',
    );
    expect(summaryMessage(await errorsOf(valid({ email: '' })))).toBe('Please fill in Work e-mail.');
    expect(summaryMessage(await errorsOf(valid({ phone: '0161 ABC', company: '', consent: false })))).toBe(
      'Please fill in Company, correct Phone and accept the consent checkbox.',
    );
    expect(summaryMessage(await errorsOf(valid({ name: '', company: '' })))).toBe('Please fill in Your name and Company.');
    expect(summaryMessage(await errorsOf(valid({ consent: false })))).toBe('Please accept the consent checkbox.');
    expect(summaryMessage({ name: 'Please enter your name.', attachment: 'x' })).toBe(
      'Please fill in Your name and correct Attachment.',
    );
    expect(summaryMessage({ attachment: 'Attachments must be PDF…' })).toBe(
      'Please correct Attachment: Attachments must be PDF…',
    );
  });

  it.each([
    ['on', true],
    ['true', true],
    ['1', true],
    ['off', false],
    ['yes', false],
    ['', false],
  ] as const)('consent %j -> %s', (value, expected) => {
    expect(formDataToRaw(form([['consent', value]])).consent).toBe(expected);
  });

  it('an empty file input (no file chosen) becomes null', () => {
    expect(formDataToRaw(form([['attachment', new File([], '')]])).attachment).toBeNull();
    expect(formDataToRaw(form([['attachment', new File([], 'empty.pdf')]])).attachment).toBeNull();
    expect(formDataToRaw(form([['attachment', 'not a file']])).attachment).toBeNull();
  });

  it('deduplicates repeated saas_to_replace values', () => {
    const raw = formDataToRaw(
      form([
        ['saas_to_replace', 'slack'],
        ['saas_to_replace', 'jira'],
        ['saas_to_replace', 'slack'],
      ]),
    );
    expect(raw.saas_to_replace).toEqual(['slack', 'jira']);
  });

  it('a file posted in a text field is read as empty', () => {
    expect(formDataToRaw(form([['name', new File(['x'], 'x.txt')]])).name).toBe('');
  });

  it('a complete posted form passes the schema', async () => {
    const raw = formDataToRaw(form(validEntries()));
    expect(await errorsOf(raw)).toEqual({});
  });

  function validEntries(): [string, string][] {
    return [
      ['name', 'Ada'],
      ['email', 'ada@example.com'],
      ['company', 'AE'],
      ['project_type', 'app'],
      ['project', 'An app'],
      ['consent', 'on'],
    ];
  }
});

describe('fieldErrors', () => {
  it('keeps the first message per top-level field', () => {
    expect(
      fieldErrors([
        { path: ['name'], message: 'first name message' },
        { path: ['name'], message: 'second name message' },
        { path: ['monthly_saas_costs', 3, 'cost'], message: 'row 3' },
        { path: ['monthly_saas_costs', 7, 'tool'], message: 'row 7' },
        { path: [], message: 'whole form' },
      ]),
    ).toEqual({ name: 'first name message', monthly_saas_costs: 'row 3', form: 'whole form' });
  });

  it('is empty for no issues', () => {
    expect(fieldErrors([])).toEqual({});
  });

  it('reports the first failing rule of a field from real schema issues', async () => {
    // too long and not an e-mail: one message for the field
    const e = await errorsOf(valid({ email: 'x'.repeat(300) }));
    expect(Object.keys(e)).toEqual(['email']);
    expect(e.email).toBe('Your e-mail address must be 254 characters or fewer.');
  });
});
