// Test data for the mail outbox, shared by the integration and fault suites.
import type { Kysely } from 'kysely';
import type { Database } from '../../src/lib/server/db/schema.ts';
import type { SiteSettings } from '../../src/lib/server/repositories/settings.ts';
import { newId } from '../../src/lib/server/db/values.ts';
import { enquirySchema } from '../../src/lib/enquiry/schema.ts';
import { submitEnquiry } from '../../src/lib/server/enquiries/submit.ts';
import { issueFormToken } from '../../src/lib/server/enquiries/form-token.ts';

/** `count` plain newsletter messages to reader<i>@example.co.uk, all due at `at`. */
export async function insertDueNewsletter(db: Kysely<Database>, count: number, at = new Date().toISOString()): Promise<void> {
  await db
    .insertInto('email_outbox')
    .values(
      Array.from({ length: count }, (_, i) => ({
        id: newId(),
        created_at: at,
        kind: 'newsletter',
        submission_id: null,
        to_address: `reader${i}@example.co.uk`,
        reply_to: null,
        subject: 'The Northmill letter',
        text_body: `Hello reader ${i}`,
        html_body: null,
        attachment_id: null,
        status: 'pending',
        attempts: 0,
        next_attempt_at: at,
        locked_until: null,
        locked_by: null,
        last_error: null,
        sent_at: null,
        headers: null,
      })),
    )
    .execute();
}

const FORM_SECRET = 'outbox-helper-form-secret';

/** An accepted enquiry through the real service (its e-mails and webhook row queued); returns its id. */
export async function submitTestEnquiry(
  db: Kysely<Database>,
  settings: SiteSettings,
  visitor: { name?: string; email?: string; clientKey?: string } = {},
): Promise<string> {
  const input = await enquirySchema.parseAsync({
    name: visitor.name ?? 'Grace Hopper',
    email: visitor.email ?? 'grace@example.co.uk',
    company: 'Harbour Freight Ltd',
    phone: '07700 900123',
    project_type: 'app',
    project: 'Replace our spreadsheet rota with an app.',
    saas_to_replace: [],
    custom_saas: '',
    monthly_saas_costs: [],
    budget: '',
    timeline: '',
    consent: true,
    attachment: null,
  });
  const r = await submitEnquiry(
    db,
    input,
    {
      idempotencyKey: null,
      formToken: issueFormToken(FORM_SECRET, Date.now() - 10_000),
      honeypot: '',
      clientKey: visitor.clientKey ?? 'c',
    },
    { settings, formSecret: FORM_SECRET, minFillMs: 3000, rateLimits: false, siteUrl: 'https://www.northmill.example' },
  );
  if (r.status !== 'accepted') throw new Error(`enquiry not accepted: ${r.status}`);
  return r.id;
}
