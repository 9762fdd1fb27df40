import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isIllustrativeTestimonial, isSampleCaseStudy } from '../../testimonials-and-cases/illustrative.ts';

/** Counts the setup checklist ticks from (server/setup/checklist.ts): the real state, never a stored tick. */
export async function setupFacts(db: Kysely<Database>) {
  const count = (n: { n: unknown } | undefined) => Number(n?.n ?? 0);
  const [ownersWithoutTwoFactor, testimonials, caseStudies, sentMail] = await Promise.all([
    db
      .selectFrom('staff_users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('role', '=', 'owner')
      .where('disabled', '=', false)
      .where('totp_secret', 'is', null)
      .executeTakeFirst(),
    // Published proof is a handful of rows: read, then judged by the same rule as the public label.
    db.selectFrom('testimonials').select(['illustrative', 'consent_date']).where('status', '=', 'published').execute(),
    db.selectFrom('case_studies').select('sample').where('status', '=', 'published').execute(),
    db
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'sent')
      .executeTakeFirst(),
  ]);
  const illustrative = testimonials.filter((t) =>
    isIllustrativeTestimonial({ illustrative: Boolean(t.illustrative), consentDate: t.consent_date }),
  ).length;
  const samples = caseStudies.filter((c) => isSampleCaseStudy({ sample: Boolean(c.sample) })).length;
  return {
    ownersWithoutTwoFactor: count(ownersWithoutTwoFactor),
    publishedIllustrativeTestimonials: illustrative,
    publishedRealTestimonials: testimonials.length - illustrative,
    publishedCaseStudies: caseStudies.length - samples,
    publishedSampleCaseStudies: samples,
    sentMail: count(sentMail),
  };
}
