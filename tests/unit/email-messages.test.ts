// Every e-mail the site sends, rendered one way (email/render.tsx): its words and
// links in both parts, values escaped once (by React), the text part made from
// the HTML part.
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderEmail, textPart, type RenderedEmail } from '../../src/lib/server/email/render.tsx';
import { Message } from '../../src/lib/server/email/layout.tsx';
import { confirmationEmail, notificationEmail } from '../../src/lib/server/email/messages/enquiry.tsx';
import {
  addressChangedEmail,
  codesPausedEmail,
  confirmNewAddressEmail,
  failedSignInsEmail,
  invitationEmail,
  passwordResetEmail,
} from '../../src/lib/server/email/messages/account.tsx';
import { newsletterConfirmationEmail, testEmail } from '../../src/lib/server/email/messages/site.tsx';
import { newsletterEmail } from '../../src/lib/server/email/messages/newsletter.tsx';
import { UNSUBSCRIBE_PLACEHOLDER, withUnsubscribeLink } from '../../src/lib/server/email/unsubscribe.ts';
import { escapeHtml } from '../../src/lib/escape-html.ts';
import { defaultSettings } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import type { Enquiry } from '../../src/lib/server/repositories/enquiries.ts';

const HOSTILE = `Tom <b>"Bold"</b> & 'Co'`;
const LINK = 'https://www.northmill.example/auth/set-password?token=abc_DEF-123&from=mail';

/** The words of a text part, whatever its line breaks. */
const words = (text: string) => text.replace(/\s+/g, ' ');

/** Both parts say `sentence`; the HTML one escaped, the text one as written. */
function says(mail: RenderedEmail, ...sentences: string[]) {
  for (const s of sentences) {
    expect(words(mail.text)).toContain(s);
    expect(mail.html).toContain(escapeHtml(s).replaceAll('&#39;', '&#x27;'));
  }
}

/** Both parts carry `href` as a working link. */
function links(mail: RenderedEmail, href: string) {
  expect(mail.html).toContain(`href="${escapeHtml(href)}"`);
  expect(mail.text).toContain(href);
}

function wellFormed(mail: RenderedEmail) {
  expect(mail.html.startsWith('<!doctype html><html lang="en-GB">')).toBe(true);
  expect(mail.html).toContain(`<title>${escapeHtml(mail.subject).replaceAll('&#39;', '&#x27;')}</title>`);
  // Nothing a mail program would fetch or run beyond the message's own pictures.
  expect(mail.html).not.toMatch(/<link|<script|<style/);
  expect(mail.text).toBe(textPart(mail.html));
  // Text, not markup: no character references left (hostile values arrive as typed).
  expect(mail.text).not.toMatch(/&(amp|lt|gt|quot|#\w+);/);
}

const settings = { ...defaultSettings(loadConfig({})), businessName: 'Northmill', businessPhone: '0161 496 0123' };

function enquiry(over: Partial<Enquiry> = {}): Enquiry {
  return {
    id: 'e1',
    createdAt: '2026-03-02T10:00:00.000Z',
    name: HOSTILE,
    email: 'tom@example.co.uk',
    company: 'Harwood & Sons',
    phone: '',
    projectType: 'internal-tool',
    project: 'Line one of the brief.\nLine two <script>alert(1)</script>.',
    saasToReplace: ['hubspot'],
    customSaas: '',
    monthlySaasCosts: [{ tool: 'HubSpot', cost: 375 }],
    budget: 'b',
    timeline: 't',
    consent: true,
    status: 'new',
    notes: '',
    isSpam: false,
    spamReason: null,
    reviewReason: null,
    readAt: null,
    ...over,
  };
}
const labels = {
  projectTypes: new Map([['internal-tool', 'Internal tool']]),
  budgets: new Map([['b', '£15,000 – £50,000']]),
  timelines: new Map([['t', 'Within 3 months']]),
};

describe('the enquiry e-mails', () => {
  it('notifies the inbox with every answer as a labelled row, the brief with its line breaks and the admin link', () => {
    const mail = notificationEmail(enquiry(), settings, labels, 'Brief.pdf', 'https://www.northmill.example/admin?view=e1');
    wellFormed(mail);
    expect(mail.subject).toBe(`New enquiry: ${HOSTILE} (Harwood & Sons)`);
    says(mail, 'A new enquiry arrived through the Northmill website.', 'Reply to this e-mail to answer the visitor directly.');
    for (const row of [
      `Name: ${HOSTILE}`,
      'Company: Harwood & Sons',
      'Project type: Internal tool',
      'Budget: £15,000 – £50,000',
      'Timeline: Within 3 months',
      'Attachment: Brief.pdf',
    ])
      expect(mail.text.split('\n')).toContain(row);
    expect(mail.text).toMatch(/Cost: HubSpot: £375\/month · 1 yr £4,500/);
    expect(mail.text).toContain('Line one of the brief.\nLine two <script>alert(1)</script>.');
    expect(mail.html).toContain('Line two &lt;script&gt;alert(1)&lt;/script&gt;.');
    expect(mail.html).not.toContain('<b>"Bold"');
    links(mail, 'https://www.northmill.example/admin?view=e1');
    expect(mail.text).toContain('Open it in the admin area (https://www.northmill.example/admin?view=e1).');
  });

  it('says why an enquiry is flagged for review', () => {
    const mail = notificationEmail(
      enquiry({ reviewReason: 'sent 900 ms after the form was shown' }),
      settings,
      labels,
      null,
      'https://x.example/a',
    );
    expect(mail.subject).toMatch(/^New enquiry \(flagged for review\): /);
    says(
      mail,
      "Flagged for review: sent 900 ms after the form was shown. It may be automated; it is in the inbox with a 'Needs review' badge.",
    );
  });

  it('confirms to the visitor with the reply time, the phone, the booking link and their brief', () => {
    const mail = confirmationEmail(enquiry(), settings);
    wellFormed(mail);
    expect(mail.subject).toBe('We have your enquiry – Northmill');
    says(
      mail,
      `Hello ${HOSTILE},`,
      'We have received your enquiry and a member of the team will reply within 2-4 hours during business hours (9 AM - 6 PM GMT, Monday to Friday).',
      'If it is urgent, call us on 0161 496 0123 or book a call:',
      'For your records, you told us:',
    );
    links(mail, settings.bookingUrl);
    expect(mail.text).toContain(`Northmill\n${settings.businessAddress}`);
  });
});

describe('the account e-mails', () => {
  it('sends a password reset link that works once', () => {
    const mail = passwordResetEmail(LINK);
    wellFormed(mail);
    expect(mail.subject).toBe('Reset your Northmill admin password');
    says(
      mail,
      'Someone - we hope you - asked to reset the password of the Northmill admin account for this address.',
      'To choose a new password, open this link within 30 minutes. It works once:',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    );
    links(mail, LINK);
    // The link alone on its line, so a reader (and a test) can take it whole.
    expect(mail.text.split('\n')).toContain(LINK);
  });

  it('invites a new member of staff by name', () => {
    const mail = invitationEmail({ displayName: HOSTILE, invitedBy: 'Ruth Harwood', link: LINK });
    wellFormed(mail);
    expect(mail.subject).toBe('You have been invited to the Northmill admin');
    says(
      mail,
      `Hello ${HOSTILE},`,
      'Ruth Harwood has invited you to the Northmill website admin.',
      'open this link within 7 days. It works once:',
    );
    links(mail, LINK);
  });

  it('asks the new address to confirm a change, then tells the old one it happened', () => {
    const ask = confirmNewAddressEmail({ displayName: 'Jo', oldEmail: 'jo@old.example', newEmail: 'jo@new.example', link: LINK });
    wellFormed(ask);
    expect(ask.subject).toBe('Confirm your new Northmill admin e-mail address');
    says(
      ask,
      'You asked to sign in to the Northmill website admin as jo@new.example instead of jo@old.example.',
      'To confirm, open this link within 24 hours and press the button on the page. It works once:',
      'Until then you keep signing in as jo@old.example. If you did not ask for this, ignore this e-mail.',
    );
    links(ask, LINK);
    const told = addressChangedEmail({ displayName: 'Jo', oldEmail: 'jo@old.example', newEmail: 'jo@new.example' });
    wellFormed(told);
    expect(told.subject).toBe('Your Northmill admin e-mail address has changed');
    says(
      told,
      'The Northmill website admin account that used jo@old.example now signs in as jo@new.example.',
      'Password resets and security alerts go to the new address from now on.',
      'If you did not make this change, tell the site owner at once: they can disable the account under Staff.',
    );
  });

  it('alerts on repeated failed sign-ins and on paused two-factor codes', () => {
    const failures = failedSignInsEmail({ email: 'jo@northmill.example', failures: 10, minutes: 15 });
    wellFormed(failures);
    expect(failures.subject).toBe('Failed sign-in attempts on the admin account jo@northmill.example');
    says(
      failures,
      'There have been 10 failed attempts to sign in to the admin account jo@northmill.example in the last 15 minutes.',
      'the account is not locked, but further attempts are slowed down. Use a long, unique password (Admin > Password), and check the audit log.',
      'You will get at most one of these e-mails every 15 minutes.',
    );
    const paused = codesPausedEmail({ email: 'jo@northmill.example', wrongCodes: 20, windowMinutes: 60, pauseMinutes: 15 });
    wellFormed(paused);
    expect(paused.subject).toBe('Two-factor codes paused on the admin account jo@northmill.example');
    says(
      paused,
      '20 wrong two-factor codes were entered for the admin account jo@northmill.example in the last 60 minutes.',
      'Codes for this account, including right ones, are refused for the next 15 minutes, whoever sends them.',
      'change it now (Admin > Password), which also signs out every other session, and check the audit log.',
    );
  });
});

describe('the newsletter e-mails and the test e-mail', () => {
  it('asks a new subscriber to confirm', () => {
    const link = 'https://www.northmill.example/newsletter/confirm?token=s1.1800000000000.abc';
    const mail = newsletterConfirmationEmail({ link, days: 7 });
    wellFormed(mail);
    expect(mail.subject).toBe('Please confirm your newsletter subscription');
    says(
      mail,
      'Someone - we hope you - asked to receive the Northmill newsletter at this address.',
      'To confirm, open this link and press the button:',
      'The link works for 7 days. If you did not ask, ignore this e-mail: without confirmation we send you nothing more and delete the address after those days.',
    );
    links(mail, link);
  });

  it('sends the owner a test e-mail', () => {
    const mail = testEmail({ name: 'Ruth', siteUrl: 'https://www.northmill.example' });
    wellFormed(mail);
    expect(mail.subject).toBe('Test e-mail from your Northmill website');
    says(
      mail,
      'Hello Ruth,',
      'This is the test e-mail you sent from the admin of https://www.northmill.example.',
      'It came through the same outbox and mail server as enquiry notifications, so those reach you too.',
    );
  });

  const sender = {
    businessName: 'Northmill',
    businessAddress: 'Unit 4, Mill Lane, Rochdale',
    siteUrl: 'https://www.northmill.example',
  };
  const issue = {
    subject: 'Spring notes & <more>',
    bodyHtml:
      '<p>Three tools we retired.</p><img src="/media/m1/800.jpg" alt="The mill wheel at dawn"><p>The next sentence starts here.</p>' +
      '<p>See <a href="/blog/retired-tools">the write-up</a>.</p><script>alert(1)</script>',
    coverUrl: 'https://www.northmill.example/media/c1/1200.jpg',
    coverAlt: 'A "cover" picture',
    linkUrl: 'https://www.northmill.example/blog/spring-notes',
  };

  it('renders an issue with its title, cover, body, link and one-click unsubscribe, site links made absolute', () => {
    const mail = newsletterEmail(issue, sender);
    wellFormed(mail);
    expect(mail.html).toContain(
      '<h1 style="margin:0 0 20px;font-size:26px;line-height:1.25;color:#0b1530">Spring notes &amp; &lt;more&gt;</h1>',
    );
    expect(mail.text).toContain('Spring notes & <more>\n=====================');
    expect(mail.html).toContain('alt="A &quot;cover&quot; picture"');
    expect(mail.html).not.toContain('alert(1)');
    links(mail, 'https://www.northmill.example/blog/retired-tools');
    links(mail, issue.linkUrl);
    expect(mail.text).toContain('Read it on our website (https://www.northmill.example/blog/spring-notes)');
    says(mail, 'You receive this because you subscribed to the Northmill newsletter and confirmed your address.');
    expect(mail.text).toContain(`Unsubscribe with one click (${UNSUBSCRIBE_PLACEHOLDER}) and we stop at once.`);
    expect(mail.text).toContain('Northmill, Unit 4, Mill Lane, Rochdale');
  });

  it("puts a picture's description on a line of its own in the text part, apart from the next sentence", () => {
    const { text } = newsletterEmail(issue, sender);
    const lines = text.split('\n');
    expect(lines).toContain('[Picture: The mill wheel at dawn]');
    expect(lines).toContain('[Picture: A "cover" picture]');
    expect(text).toContain('[Picture: The mill wheel at dawn]\n\nThe next sentence starts here.');
    // Inside a paragraph too.
    const inline = newsletterEmail({ ...issue, bodyHtml: '<p>Before <img src="/m.jpg" alt="a chart">after.</p>' }, sender).text;
    expect(inline).toMatch(/Before\n+\[Picture: a chart\]\n+after\./);
  });

  it('gives each recipient their own link, escaped in the HTML part', () => {
    const link = 'https://www.northmill.example/newsletter/unsubscribe?token=s1.abc&x=1';
    const mail = withUnsubscribeLink(newsletterEmail(issue, sender), link);
    expect(mail.html).toContain('href="https://www.northmill.example/newsletter/unsubscribe?token=s1.abc&amp;x=1"');
    expect(mail.text).toContain(`Unsubscribe with one click (${link})`);
    expect(mail.html + mail.text).not.toContain(UNSUBSCRIBE_PLACEHOLDER);
  });
});

describe('one escaper', () => {
  it('escapes the five characters markup gives meaning to, and nothing else', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a> £5`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt; £5');
  });

  it('is the only one in src/lib/server: every e-mail goes through render.tsx', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ts|tsx)$/.test(f));
    const copies = files.filter((f) =>
      /replace\(\/\[&<>"'\]\/g|\.replace\(\/&\/g, '&amp;'\)/.test(readFileSync(`src/${f}`, 'utf8')),
    );
    // Slack's mrkdwn is not HTML: it decodes only &amp;, &lt; and &gt;, so an HTML escaper's
    // &quot; and &#39; would show as typed. Its three-character escape is its own format's.
    expect(copies).toEqual(['lib/escape-html.ts', 'lib/server/webhook/payload.ts']);
  });

  it('renders any message the same way: React escapes, html-to-text writes the text', () => {
    const mail = renderEmail(
      'Hi & bye',
      createElement(Message, { title: 'Hi & bye', children: createElement('p', null, HOSTILE) }),
    );
    expect(mail.html).toContain('Tom &lt;b&gt;&quot;Bold&quot;&lt;/b&gt; &amp; &#x27;Co&#x27;');
    expect(mail.text).toBe(HOSTILE);
  });
});
