// The owner's setup checklist on the admin home (issue 23). Each item is ticked
// by the real state of the site, recomputed on every visit, never by a click:
// replacing the last illustrative testimonial ticks it, publishing a draft of
// one again unticks it. Only the dismissal is stored.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Config } from '../foundation/config.ts';
import type { SiteSettings } from '../repositories/settings.ts';
import type { MailHealth } from '../repositories/outbox.ts';
import { getSetting, setSetting } from '../repositories/settings.ts';
import { setupFacts } from '../repositories/setup-state.ts';
import { isDramaPhoneNumber, isPlaceholderEmail, isRealSiteUrl } from '../../setup/placeholders.ts';
import { missingCompanyDetails } from '../../business-identity.ts';
import { mailServerConfigured } from '../email/mail-settings.ts';

export const CHECKLIST_DISMISSED_KEY = 'setup_checklist_dismissed_at';

export interface ChecklistItem {
  id: 'details' | 'mail' | 'two-factor' | 'domain' | 'testimonials' | 'case-study';
  label: string;
  done: boolean;
  /** What is still wrong, or what was found, in a sentence. */
  detail: string;
  href?: string;
}

export async function setupChecklist(
  db: Kysely<Database>,
  config: Config,
  settings: SiteSettings,
  mail: MailHealth,
): Promise<ChecklistItem[]> {
  const [facts, configured] = await Promise.all([setupFacts(db), mailServerConfigured(db, config.SMTP_URL)]);
  const placeholderDetails = [
    isPlaceholderEmail(settings.businessEmail) && `the public e-mail (${settings.businessEmail})`,
    isPlaceholderEmail(settings.enquiryInbox) && `the enquiry inbox (${settings.enquiryInbox})`,
    isDramaPhoneNumber(settings.businessPhone) && `the phone number (${settings.businessPhone})`,
    settings.businessAddress === 'Unit 4, Mill Lane, Rochdale OL16 1AA' && 'the postal address',
  ].filter((x): x is string => Boolean(x));
  const mailWorks = configured && facts.sentMail > 0 && mail.lastAttempt?.ok !== false;
  const host = new URL(config.SITE_URL).host;
  return [
    { id: 'details', label: 'Business details', ...businessDetails(settings, placeholderDetails), href: '/admin/content' },
    {
      id: 'mail',
      label: 'Mail that arrives',
      done: mailWorks,
      detail: !configured
        ? 'No mail server: enquiry notifications wait in the outbox. Fill in the mail server under Outgoing e-mail and send a test e-mail.'
        : mailWorks
          ? 'The mail server accepted the last message.'
          : mail.lastAttempt && !mail.lastAttempt.ok
            ? 'The last send failed. Check the mail server’s settings, then send a test e-mail.'
            : 'Send a test e-mail to see one arrive.',
      href: '/admin/content#mail',
    },
    {
      id: 'two-factor',
      label: 'Two-factor sign-in for owners',
      done: facts.ownersWithoutTwoFactor === 0,
      detail:
        facts.ownersWithoutTwoFactor === 0
          ? 'Every owner account asks for an authenticator code.'
          : `${facts.ownersWithoutTwoFactor} owner account${facts.ownersWithoutTwoFactor === 1 ? '' : 's'} sign${facts.ownersWithoutTwoFactor === 1 ? 's' : ''} in with a password alone.`,
      href: '/admin/two-factor',
    },
    {
      id: 'domain',
      label: 'Your real domain',
      done: isRealSiteUrl(config.SITE_URL),
      detail: isRealSiteUrl(config.SITE_URL) ? `Links in pages and e-mails point to ${host}.` : domainAdvice(config.SITE_URL),
    },
    {
      id: 'testimonials',
      label: 'Real testimonials',
      done: facts.publishedIllustrativeTestimonials === 0 && facts.publishedRealTestimonials > 0,
      detail:
        facts.publishedIllustrativeTestimonials > 0
          ? `${facts.publishedIllustrativeTestimonials} illustrative testimonial${facts.publishedIllustrativeTestimonials === 1 ? ' is' : 's are'} still published. Replace ${facts.publishedIllustrativeTestimonials === 1 ? 'it' : 'them'} with words from real clients.`
          : facts.publishedRealTestimonials > 0
            ? `${facts.publishedRealTestimonials} real testimonial${facts.publishedRealTestimonials === 1 ? '' : 's'} published.`
            : 'No testimonial is published yet.',
      href: '/admin/proof',
    },
    {
      id: 'case-study',
      label: 'A published case study',
      done: facts.publishedCaseStudies > 0,
      detail:
        facts.publishedCaseStudies > 0
          ? `${facts.publishedCaseStudies} published.`
          : facts.publishedSampleCaseStudies > 0
            ? 'Only the sample case study is published, labelled as a sample: rewrite it with a real project.'
            : 'The sample case study is a draft: rewrite it with a real project and publish it.',
      href: '/admin/proof',
    },
  ];
}

/**
 * What to ask the host for, in words an owner can forward (issue 38): the site is still on a
 * test address, and only whoever runs the server can move it.
 */
export function domainAdvice(siteUrl: string): string {
  return (
    `The site still calls itself ${siteUrl}, so links in e-mails and search results would point there. ` +
    'Ask whoever hosts the site to: point your domain (for example www.yourbusiness.co.uk) at this site, ' +
    'turn on HTTPS for it (a free certificate is fine), and set SITE_URL to that https:// address, then restart the site. ' +
    'If you have no domain yet, buy one from a registrar first; your host can tell you which DNS records to add.'
  );
}

/**
 * Sample values first; then what UK law asks of the kind of business the owner says it is (issue 38):
 * a limited company or LLP shows its company number and registered office (with its registered
 * name and where it is registered, which the site writes from them); a sole trader needs neither.
 */
function businessDetails(settings: SiteSettings, placeholders: string[]): { done: boolean; detail: string } {
  if (placeholders.length) return { done: false, detail: `Still the sample ${placeholders.join(', ')}.` };
  const summary = `${settings.businessName}, ${settings.businessPhone}, ${settings.businessEmail}`;
  if (settings.businessType === 'sole') return { done: true, detail: `${summary}; a sole trader or partnership.` };
  if (settings.businessType === 'company') {
    const missing = missingCompanyDetails(settings);
    return missing.length
      ? {
          done: false,
          detail: `A limited company's website must show its registered name, company number, where it is registered and its registered office. Add ${missing.join(' and ')}.`,
        }
      : { done: true, detail: `${summary}; company ${settings.companyNumber}.` };
  }
  return {
    done: false,
    detail:
      'Say what kind of business this is. UK law asks a limited company or LLP to show its registered name, company number, where it is registered and its registered office on its website; a sole trader needs none of these.',
  };
}

export async function checklistDismissedAt(db: Kysely<Database>): Promise<string | undefined> {
  return getSetting(db, CHECKLIST_DISMISSED_KEY);
}

export const dismissChecklist = (db: Kysely<Database>) => setSetting(db, CHECKLIST_DISMISSED_KEY, new Date().toISOString());
