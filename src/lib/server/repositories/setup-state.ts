import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Counts the setup checklist ticks from (server/setup-checklist.ts): the real state, never a stored tick. */
export async function setupFacts(db: Kysely<Database>) {
  const count = (n: { n: unknown } | undefined) => Number(n?.n ?? 0);
  const [ownersWithoutTwoFactor, illustrative, real, caseStudies, sentMail] = await Promise.all([
    db
      .selectFrom('staff_users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('role', '=', 'owner')
      .where('disabled', '=', false)
      .where('totp_secret', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('testimonials')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'published')
      .where('illustrative', '=', true)
      .executeTakeFirst(),
    db
      .selectFrom('testimonials')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'published')
      .where('illustrative', '=', false)
      .executeTakeFirst(),
    db
      .selectFrom('case_studies')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'published')
      .executeTakeFirst(),
    db
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'sent')
      .executeTakeFirst(),
  ]);
  return {
    ownersWithoutTwoFactor: count(ownersWithoutTwoFactor),
    publishedIllustrativeTestimonials: count(illustrative),
    publishedRealTestimonials: count(real),
    publishedCaseStudies: count(caseStudies),
    sentMail: count(sentMail),
  };
}
