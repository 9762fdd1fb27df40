// Which loop of the mail worker sends each kind of outbox message, and in what
// order (issue 37: a webhook that never answers held a password reset back a
// minute). Webhooks have a loop of their own, so a slow receiver delays only
// other webhooks. The mail loop claims one message at a time, always from the
// first lane that has one due: account mail (sign-in alerts, password resets,
// address changes, and the test e-mail the owner waits for), then the rest of the transactional mail, then newsletters.
// So a reset queued during a 10,000-message newsletter goes out next, not last.
import type { OutgoingEmail } from '../repositories/outbox.ts';

/** Every kind the outbox holds: the ones queued through enqueueEmail, and newsletter messages (repositories/newsletter-deliveries.ts). */
export type OutboxKind = OutgoingEmail['kind'] | 'newsletter';
export type Lane = 'account' | 'mail' | 'newsletter' | 'webhook';

const LANE_OF: Record<OutboxKind, Lane> = {
  'security-alert': 'account',
  'account-link': 'account',
  'enquiry-notification': 'mail',
  'enquiry-confirmation': 'mail',
  'newsletter-confirmation': 'mail',
  'newsletter-test': 'mail',
  // The owner is waiting on the settings page for its answer (admin.mail.sendTest).
  'mail-test': 'account',
  newsletter: 'newsletter',
  webhook: 'webhook',
};

/** The kinds one lane sends (the outbox claim reads them through the email_outbox_lane index). */
export function kindsOf(lane: Lane): OutboxKind[] {
  return (Object.keys(LANE_OF) as OutboxKind[]).filter((k) => LANE_OF[k] === lane);
}

/** The mail loop's lanes, most urgent first. */
export const MAIL_LANES: readonly Lane[] = ['account', 'mail', 'newsletter'];
/** The webhook loop's. */
export const WEBHOOK_LANES: readonly Lane[] = ['webhook'];
