// Bad input at scale: a bounded, seeded fuzz of the enquiry action and a
// selection of admin actions (anonymous and signed in) with random and
// malformed bodies. Every request is built to be refused, so every answer
// must be a 4xx with a message (never a 5xx, a hang or a crash), the server
// stays up, and the database holds nothing from any of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { startServer, type RunningServer } from '../../support/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { appDatabase, formToken, pdfBytes, signIn, timedGet, type AppDatabase } from './helpers.ts';
import type { Db } from '../../src/lib/server/db/create-db.ts';

const SEED = 0x5eed_2026;
const REQUESTS = 300; // per database
const IN_FLIGHT = 4;
const ANSWER_WITHIN_MS = 5_000;
const OWNER = { email: 'fuzz-owner@northmill.example', password: 'Fuzzing the mill 2026!' };
const OVER_LIMIT_BYTES = 11 * 1024 * 1024; // security.actionBodySizeLimit is 10.25 MB

/** mulberry32: small, fast, reproducible. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    bytes: (n: number) => {
      const b = new Uint8Array(n);
      for (let i = 0; i < n; i++) b[i] = Math.floor(next() * 256);
      return b;
    },
  };
}
type Rng = ReturnType<typeof rng>;

interface FuzzRequest {
  label: string;
  detail?: string;
  action: string;
  signedIn: boolean;
  headers: Record<string, string>;
  body: BodyInit | null;
}

const bytes = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
// n or more characters, never all whitespace (the schemas trim).
const huge = (r: Rng, n: number) => r.pick(['x', 'é', '𝕏', '<', '\u202e', 'a ']).repeat(n);

/** Values that are never a valid string, boolean or enum member. */
function wrongType(r: Rng): unknown {
  return r.pick<() => unknown>([
    () => r.int(1e9) - 5e8,
    () => 1e308 * 10, // Infinity serialises as null
    () => null,
    () => [r.int(10), 'a', { b: [] }],
    () => ({ $gt: '', __proto__: { admin: true } }),
    () => JSON.parse(deepObject(200 + r.int(800))),
    () => JSON.parse(deepArray(200 + r.int(800))),
  ])();
}

// The admin actions fuzzed: a valid-looking input and, per field, a way to make
// it certainly invalid (wrong type, over its length limit, or missing).
const ADMIN: Record<string, { template: Record<string, unknown>; breakable: Record<string, (r: Rng) => unknown> }> = {
  'admin.pageMeta.update': {
    template: { id: 'does-not-exist', metaTitle: 'Fuzzed title', metaDescription: 'Fuzzed description', version: 0 },
    breakable: {
      id: (r) => r.pick([wrongType(r), '', huge(r, 65)]),
      metaTitle: (r) => r.pick([wrongType(r), huge(r, 121 + r.int(200_000))]),
      metaDescription: (r) => r.pick([wrongType(r), huge(r, 321 + r.int(10_000))]),
    },
  },
  'admin.calculator.add': {
    template: { category: 'saas_tools', name: 'Fuzz Tool', value: 'fuzz-tool', displayOrder: 1, active: true },
    breakable: {
      name: (r) => r.pick([wrongType(r), '', '   ', huge(r, 101 + r.int(5000))]),
      category: (r) => r.pick([wrongType(r), 'not_a_category']),
      active: (r) => r.pick(['yes', 1, null, []]),
    },
  },
  'admin.calculator.remove': {
    template: { id: 'does-not-exist' },
    breakable: { id: (r) => r.pick([wrongType(r), '', huge(r, 65 + r.int(1000))]) },
  },
  'admin.settings.update': {
    template: {
      businessName: 'Fuzz Ltd',
      businessPhone: '0161 000 0000',
      businessEmail: 'fuzz@example.co.uk',
      businessAddress: '1 Fuzz Street, Rochdale',
      version: 0,
    },
    breakable: {
      businessName: (r) => r.pick([wrongType(r), '', huge(r, 101 + r.int(1000))]),
      businessPhone: (r) => r.pick([wrongType(r), 'call me maybe', huge(r, 41)]),
      businessEmail: (r) => r.pick([wrongType(r), 'not-an-email', `${huge(r, 300)}@x.co`]),
    },
  },
  'admin.settings.updateSecurity': {
    template: { bookingUrl: 'https://fuzz.example/book', enquiryInbox: 'fuzz@example.co.uk', retentionMonths: 12, version: 0 },
    breakable: {
      bookingUrl: (r) => r.pick([wrongType(r), 'javascript:alert(1)', 'http://insecure.example/book']),
      enquiryInbox: (r) => r.pick([wrongType(r), 'not-an-email']),
      retentionMonths: (r) => r.pick([0, 121, 1.5, 'twelve', [], -1]),
    },
  },
  'admin.blog.save': {
    template: {
      title: 'Fuzz post',
      slug: 'fuzz-post',
      excerpt: 'Fuzz',
      content: '<p>Fuzz</p>',
      author: 'Fuzz',
      category: 'Fuzz',
      tags: ['fuzz'],
      featured: false,
      published: true,
      publishedAt: null,
      metaTitle: 'Fuzz',
      metaDescription: 'Fuzz',
    },
    breakable: {
      title: (r) => r.pick([wrongType(r), huge(r, 201 + r.int(1000))]),
      content: (r) => r.pick([wrongType(r), huge(r, 200_001 + r.int(100_000))]),
      tags: (r) => r.pick([wrongType(r), 'fuzz', Array.from({ length: 21 }, (_, i) => `t${i}`), [''], [huge(r, 41)]]),
      featured: (r) => r.pick(['true', 1, null, {}]),
      publishedAt: (r) => r.pick(['yesterday', 12345, '2026-13-45T99:00:00Z', {}]),
    },
  },
  'admin.blog.remove': { template: { id: 'does-not-exist' }, breakable: { id: (r) => r.pick([wrongType(r), '', huge(r, 65)]) } },
  'admin.enquiries.update': {
    template: { id: 'does-not-exist', status: 'contacted', notes: 'fuzz', isSpam: false },
    breakable: {
      id: (r) => r.pick([wrongType(r), '', huge(r, 65)]),
      status: (r) => r.pick([wrongType(r), 'deleted', 'NEW']),
      notes: (r) => r.pick([wrongType(r), huge(r, 20_001 + r.int(50_000))]),
      isSpam: (r) => r.pick(['false', 0, null]),
    },
  },
  'admin.enquiries.remove': {
    template: { id: 'does-not-exist' },
    breakable: { id: (r) => r.pick([wrongType(r), '', huge(r, 65)]) },
  },
  'admin.staff.create': {
    template: { email: 'fuzz-new@example.co.uk', displayName: 'Fuzz', role: 'staff' },
    breakable: {
      email: (r) => r.pick([wrongType(r), 'nope', '']),
      displayName: (r) => r.pick([wrongType(r), '', huge(r, 101)]),
      role: (r) => r.pick([wrongType(r), 'admin', 'OWNER']),
    },
  },
  'admin.staff.setDisabled': {
    template: { id: 'does-not-exist', disabled: true },
    breakable: { id: (r) => r.pick([wrongType(r), '']), disabled: (r) => r.pick(['true', 1, null]) },
  },
  'admin.staff.changeOwnPassword': {
    template: { current: OWNER.password, next: 'A brand new fuzz password 1' },
    breakable: { current: (r) => r.pick([wrongType(r), '', huge(r, 257)]), next: (r) => r.pick([wrongType(r), huge(r, 257)]) },
  },
};
const ADMIN_NAMES = Object.keys(ADMIN);
const REQUIRED_KEY: Record<string, string> = { 'admin.calculator.add': 'name' };

/** An admin JSON input with exactly one certainly-invalid change. */
function brokenAdminInput(r: Rng, action: string): unknown {
  const spec = ADMIN[action]!;
  const input: Record<string, unknown> = structuredClone(spec.template);
  const field = r.pick(Object.keys(spec.breakable));
  // Or drop a required field (the first template key without a default).
  const roll = r.next();
  if (roll < 0.15) delete input[REQUIRED_KEY[action] ?? Object.keys(spec.template)[0]!];
  else if (roll < 0.25)
    input[field] = `looks valid \u0000 but holds a NUL`; // PostgreSQL cannot store U+0000
  else input[field] = spec.breakable[field]!(r);
  // Extra unknown keys are ignored by the schemas; they must not help either.
  if (r.next() < 0.3) input[`extra_${r.int(100)}`] = wrongType(r);
  return input;
}

// Enquiry fields that, changed this way, make the submission certainly invalid.
type FieldMap = Record<string, string | Blob>;
const ENQUIRY_BREAKERS: ((r: Rng, f: FieldMap) => void)[] = [
  (r, f) => void (f.name = r.pick(['', '   ', huge(r, 201 + r.int(100_000))])),
  (r, f) => void (f.email = r.pick(['not-an-email', '@@', `${huge(r, 300)}@example.co.uk`, ''])),
  (r, f) => void (f.company = r.pick(['', huge(r, 201 + r.int(1000))])),
  (_r, f) => void delete f.consent,
  (r, f) => void (f.consent = r.pick(['off', 'no', '0', 'false'])),
  (r, f) => void (f.project_type = r.pick(['', 'not-a-type', huge(r, 61)])),
  (r, f) => void (f.project = r.pick(['', huge(r, 10_001 + r.int(200_000))])),
  (r, f) => void (f.phone = r.pick(['call me', '<script>', huge(r, 41)])),
  (r, f) => void (f.budget = r.pick(['a-million', huge(r, 61)])),
  (r, f) => void (f.timeline = r.pick(['yesterday', huge(r, 61)])),
  (r, f) => void (f.custom_saas = huge(r, 501 + r.int(1000))),
  (r, f) => void ((f.cost_tool = 'Slack'), (f.cost_amount = r.pick(['abc', '-5', '1.5', '1e9', 'NaN']))),
  (r, f) => void (f.saas_to_replace = r.pick(['not-a-tool', huge(r, 50)])),
  (r, f) => void (f[r.pick(['name', 'company', 'project', 'custom_saas', 'cost_tool'])] = 'Hidden \u0000 NUL'), // PostgreSQL cannot store U+0000
  (r, f) =>
    void (f.attachment = new File(
      [r.pick([bytes('MZ\x90\x00 a windows program'), r.bytes(2048), bytes('#!/bin/sh\nrm -rf /\n')])],
      'brief.pdf',
      { type: 'application/pdf' },
    )),
  (_r, f) =>
    void (f.attachment = new File([bytes('plain text but an executable name\n')], 'setup.exe', {
      type: 'application/octet-stream',
    })),
  (r, f) => void (f.attachment = new File([new Uint8Array(pdfBytes(r.int(1000), 512))], 'brief.pdf.exe')),
];

// The last three breakers are files: a urlencoded body cannot carry them.
const TEXT_BREAKERS = ENQUIRY_BREAKERS.slice(0, -3);

/** The form's fields with one or two breakers applied; `applied` names them (by index) for failure messages. */
function enquiryFields(token: string, r: Rng, withFiles = true): FieldMap {
  const f: FieldMap = {
    name: 'Fuzz Visitor',
    email: 'fuzz.visitor@example.co.uk',
    company: 'Fuzz Ltd',
    project_type: 'app',
    project: 'This enquiry is always refused.',
    consent: 'on',
    idempotency_key: `fuzz-${r.int(1e9).toString(36)}-${r.int(1e9).toString(36)}`,
    form_token: token,
  };
  const n = 1 + r.int(2);
  const applied: number[] = [];
  for (let i = 0; i < n; i++) {
    const pool = withFiles ? ENQUIRY_BREAKERS : TEXT_BREAKERS;
    const k = r.int(pool.length);
    applied.push(k);
    pool[k]!(r, f);
  }
  lastApplied = applied.join('+');
  return f;
}
let lastApplied = '';

const toFormData = (f: FieldMap) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(f)) fd.append(k, v);
  return fd;
};
const toUrlEncoded = (f: FieldMap) =>
  new URLSearchParams(Object.entries(f).filter(([, v]) => typeof v === 'string') as [string, string][]).toString();

const BOUNDARY = '----fuzzBoundary7MA4YWxkTrZu0gW';
function brokenMultipart(r: Rng): { contentType: string; body: Uint8Array<ArrayBuffer> } {
  const part = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const fields = part('name', 'Fuzz') + part('email', 'fuzz@example.co.uk') + part('consent', 'on');
  const variants: (() => { contentType: string; body: string | Uint8Array })[] = [
    () => ({ contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: fields }), // no closing boundary
    () => ({
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: fields.replaceAll(BOUNDARY, 'someOtherBoundary') + '--someOtherBoundary--\r\n',
    }),
    () => ({ contentType: 'multipart/form-data', body: fields + `--${BOUNDARY}--\r\n` }), // no boundary parameter
    () => ({ contentType: 'multipart/form-data; boundary=', body: fields + `--${BOUNDARY}--\r\n` }),
    () => ({
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="project"\r\n\r\nTruncated in the midd`,
    }),
    () => ({
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: `--${BOUNDARY}\r\nNot-A-Header\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n`,
    }),
    () => ({
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; filename="a.pdf"\r\n\r\n%PDF-1.4\r\n--${BOUNDARY}--\r\n`,
    }), // part without a name
    () => ({
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n`), r.bytes(1000 + r.int(4000))]),
    }),
    () => ({ contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: r.bytes(64 + r.int(8000)) }),
    () => ({ contentType: `multipart/form-data; boundary=${'b'.repeat(5000)}`, body: `--${'b'.repeat(5000)}\r\n` }),
    () => ({
      contentType: `multipart/form-data; boundary="${BOUNDARY}"; charset=utf-16`,
      body: Buffer.from(fields + `--${BOUNDARY}--\r\n`, 'utf16le'),
    }),
  ];
  const v = r.pick(variants)();
  return { contentType: v.contentType, body: new Uint8Array(typeof v.body === 'string' ? Buffer.from(v.body) : v.body) };
}

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/octet-stream',
  'image/png',
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'text/html',
  '',
];

/** One request, chosen by the generator. Categories rotate so each appears. */
function makeRequest(i: number, r: Rng, token: string, overLimitLeft: { n: number }): FuzzRequest {
  const category = i % 8;
  const toEnquiry = r.next() < 0.45;
  const action = toEnquiry ? 'enquiry.submit' : r.pick(ADMIN_NAMES);
  const signedIn = !toEnquiry && r.next() < 0.75;
  const json = (body: string, label: string): FuzzRequest => ({
    label,
    action,
    signedIn,
    headers: { 'Content-Type': 'application/json' },
    body,
  });
  const raw = (contentType: string, body: BodyInit | null, label: string): FuzzRequest => ({
    label,
    action,
    signedIn,
    headers: contentType ? { 'Content-Type': contentType } : {},
    body,
  });

  switch (category) {
    case 0: // the action's own format, with one or two certainly-invalid fields
      if (toEnquiry) {
        if (r.next() < 0.7) {
          const body = toFormData(enquiryFields(token, r));
          return { label: 'multipart invalid fields', detail: `breakers ${lastApplied}`, action, signedIn, headers: {}, body };
        }
        const body = toUrlEncoded(enquiryFields(token, r, false));
        return {
          ...raw('application/x-www-form-urlencoded', body, 'urlencoded invalid fields'),
          detail: `breakers ${lastApplied}`,
        };
      }
      return json(JSON.stringify(brokenAdminInput(r, action)), 'json invalid field');
    case 1: // the other format: JSON to the form action, forms to JSON actions
      if (toEnquiry)
        return json(
          JSON.stringify(
            r.pick([{ name: 'x', email: 'a@b.co', consent: true }, { name: wrongType(r) }, [1, 2, 3], 'a string', null]),
          ),
          'json to form action',
        );
      return r.next() < 0.5
        ? raw(
            'application/x-www-form-urlencoded',
            new URLSearchParams({ id: 'x', name: '' }).toString(),
            'urlencoded to json action',
          )
        : {
            label: 'multipart to json action',
            action,
            signedIn,
            headers: {},
            body: toFormData({ id: '', metaTitle: huge(r, 100) }),
          };
    case 2: // deeply nested JSON, as the body or inside a field
      return json(
        r.pick([
          deepArray(10_000 + r.int(90_000)),
          deepObject(10_000 + r.int(40_000)),
          JSON.stringify({ name: JSON.parse(deepObject(500)) }),
          `{"a":${deepArray(200_000)}}`,
        ]),
        'deep json',
      );
    case 3: {
      // JSON that does not parse, or parses to the wrong shape
      const body = r.pick([
        '{',
        '{"id":',
        '{"id": "x",}',
        "{'id': 'x'}",
        'null',
        'true',
        '42',
        '"str"',
        '[]',
        '{"__proto__": {"x": 1}}',
        'NaN',
        '\u0000\u0001',
        '{"id":"\\ud800"}',
      ]);
      return toEnquiry
        ? raw(r.pick(['application/x-www-form-urlencoded', 'text/plain']), body, 'junk as form')
        : json(body, 'junk json');
    }
    case 4: // broken multipart
      return (({ contentType, body }) => raw(contentType, body, 'broken multipart'))(brokenMultipart(r));
    case 5: // wrong or missing content type with some body
      return raw(
        r.pick(CONTENT_TYPES),
        r.pick([r.bytes(1 + r.int(4096)), '<xml>not json</xml>', 'name=Fuzz&email=fuzz@example.co.uk', huge(r, 1000)]),
        'wrong content type',
      );
    case 6: // empty body
      return raw(r.pick(CONTENT_TYPES), r.pick([null, '']), 'empty body');
    default: {
      // over the body limit (a few only), otherwise binary garbage
      if (overLimitLeft.n > 0 && r.next() < 0.3) {
        overLimitLeft.n--;
        if (toEnquiry && r.next() < 0.5) {
          const f = enquiryFields(token, r);
          f.attachment = new File([new Uint8Array(pdfBytes(7, OVER_LIMIT_BYTES))], 'huge.pdf', { type: 'application/pdf' });
          return { label: 'over limit multipart', action, signedIn, headers: {}, body: toFormData(f) };
        }
        return json(JSON.stringify({ id: 'x', metaTitle: 'a'.repeat(OVER_LIMIT_BYTES) }), 'over limit json');
      }
      return raw(r.pick(CONTENT_TYPES), r.bytes(1 + r.int(16_384)), 'binary garbage');
    }
  }
}

/** A few cases every run includes whatever the seed picks (each once was a 500). */
function fixedCases(token: string): FuzzRequest[] {
  const json = (action: string, body: string, label: string): FuzzRequest => ({
    label,
    action,
    signedIn: true,
    headers: { 'Content-Type': 'application/json' },
    body,
  });
  const nulForm = new FormData();
  for (const [k, v] of Object.entries({
    name: 'Nul \u0000 Byte',
    email: 'nul@example.co.uk',
    company: 'Nul Ltd',
    project_type: 'app',
    project: 'NUL in the name.',
    consent: 'on',
    form_token: token,
  }))
    nulForm.append(k, v);
  return [
    json('enquiry.submit', '{"name":', 'fixed: truncated json to the form action'),
    json('admin.pageMeta.update', '{"id": "x", "metaTitle": ', 'fixed: truncated json'),
    json('admin.calculator.add', 'NaN', 'fixed: NaN as json'),
    {
      ...json('admin.blog.remove', '{"id":"x"}', 'fixed: utf-16 json'),
      headers: { 'Content-Type': 'application/json; charset=utf-16' },
      body: new Uint8Array(Buffer.from('{"id":"x"', 'utf16le')),
    },
    json('admin.enquiries.search', JSON.stringify({ q: 'a\u0000b' }), 'fixed: NUL in a search'),
    json('admin.calculator.add', JSON.stringify({ name: 'Nul\u0000Tool', displayOrder: 1 }), 'fixed: NUL in a new option'),
    { label: 'fixed: NUL in an enquiry', action: 'enquiry.submit', signedIn: false, headers: {}, body: nulForm },
  ];
}

/** Every row of the tables a refused request must not touch, as one digest per table. */
async function snapshot(db: Db): Promise<Record<string, string>> {
  const tables = [
    'contact_submissions',
    'attachments',
    'email_outbox',
    'blog_posts',
    'blog_slug_redirects',
    'page_meta',
    'calculator_options',
    'site_settings',
    'staff_users',
    'audit_log',
    'newsletter_subscribers',
  ] as const;
  const out: Record<string, string> = {};
  for (const t of tables) {
    const rows = await db.db.selectFrom(t).selectAll().execute();
    const lines = rows
      .map((row) =>
        JSON.stringify(row, (_k, v) =>
          v && typeof v === 'object' && 'byteLength' in v ? Buffer.from(v as Uint8Array).toString('base64') : v,
        ),
      )
      .sort();
    out[t] = `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
  }
  return out;
}

describe.each(testDatabases())('fuzzing the actions on %s', (kind) => {
  let adb: AppDatabase | undefined;
  let server: RunningServer | undefined;
  let cookie = '';
  let token = '';

  beforeAll(async () => {
    adb = await appDatabase(kind, 'nm-fuzz-');
    server = await startServer({
      ...adb.env,
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      RATE_LIMITS: 'off',
      MIN_FILL_MS: '0',
      LOG_LEVEL: 'fatal',
    });
    cookie = await signIn(server.baseUrl, OWNER.email, OWNER.password);
    token = await formToken(server.baseUrl);
  });
  afterAll(async () => {
    await server?.stop();
    await adb?.cleanup();
  });

  it(`answers ${REQUESTS} seeded malformed requests (and a few fixed ones) with 4xx and a message, and stores nothing`, async () => {
    const base = server!.baseUrl;
    const db = adb!.open();
    const before = await snapshot(db);
    const r = rng(SEED);
    const overLimit = { n: 4 };
    const requests = [...fixedCases(token), ...Array.from({ length: REQUESTS }, (_, i) => makeRequest(i, r, token, overLimit))];
    const problems: string[] = [];
    const seen = new Map<string, number>();
    let slowest = 0;

    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < requests.length) {
          const i = next++;
          const q = requests[i]!;
          const started = Date.now();
          let status = 0;
          let text = '';
          try {
            const res = await fetch(`${base}/_actions/${q.action}`, {
              method: 'POST',
              headers: { Origin: base, ...(q.signedIn ? { Cookie: cookie } : {}), ...q.headers },
              body: q.body,
              signal: AbortSignal.timeout(ANSWER_WITHIN_MS * 3),
            });
            status = res.status;
            text = await res.text();
          } catch (err) {
            text = `${(err as Error).name}: ${(err as Error).message} ${String((err as { cause?: unknown }).cause ?? '')}`;
          }
          const ms = Date.now() - started;
          slowest = Math.max(slowest, ms);
          const what = `#${i} ${q.label}${q.detail ? ` (${q.detail})` : ''} -> ${q.action}${q.signedIn ? ' (signed in)' : ''}`;
          seen.set(`${q.label}:${status}`, (seen.get(`${q.label}:${status}`) ?? 0) + 1);
          if (status < 400 || status >= 500) problems.push(`${what}: HTTP ${status} ${text.slice(0, 200)}`);
          else if (!text.trim()) problems.push(`${what}: HTTP ${status} with an empty body`);
          if (ms > ANSWER_WITHIN_MS) problems.push(`${what}: took ${ms} ms`);
        }
      }),
    );
    console.info(
      `[fuzz ${kind}] ${REQUESTS} requests, slowest ${slowest} ms; label:status counts ${JSON.stringify(Object.fromEntries([...seen].sort()))}`,
    );
    expect(problems).toEqual([]);
    expect(overLimit.n).toBe(0);

    expect((await timedGet(`${base}/healthz`)).status).toBe(200);
    expect(server!.process.exitCode).toBeNull();
    expect(await snapshot(db)).toEqual(before);
    // The session still works: the fuzz did not sign anyone out or lock anything.
    const ok = await fetch(`${base}/_actions/admin.pageMeta.list`, {
      method: 'POST',
      headers: { Origin: base, Cookie: cookie, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(ok.status).toBe(200);
  });
});
