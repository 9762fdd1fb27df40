import type { LegalDocument } from './types.ts';

/*
 * Legal pages. Tokens {business}, {email} and {address} are filled from configuration.
 * Written for a UK business under UK GDPR, the Data Protection Act 2018 and PECR.
 * Have them reviewed against the business's actual suppliers and practices before launch.
 */

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  updated: '2026-11-26',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        '{business} ("we", "us") runs this website and is the controller of the personal data described in this policy.',
        'You can contact us about anything in this policy by email at {email} or by post at {address}.',
      ],
    },
    {
      heading: 'What we collect through the enquiry form',
      paragraphs: [
        'When you send an enquiry we collect your name, email address, company and phone number; the type of project, your budget and your timeline; your project description; the SaaS tools you use and what each costs per month; and any file you choose to attach.',
        'Please do not include health information or other sensitive personal data in your description or attachment. We do not need it to respond.',
        'Like most websites, our hosting keeps short-lived technical logs, such as IP addresses and the pages requested, to keep the site secure and working.',
      ],
    },
    {
      heading: 'Why we use it and our lawful basis',
      paragraphs: [
        'We use your enquiry to reply to you, discuss your project and, if you ask, prepare a proposal. Our lawful basis is our legitimate interest in responding to business enquiries and, where you ask for a quote or proposal, taking steps at your request before entering into a contract.',
        'We use technical logs on the basis of our legitimate interest in keeping the site secure.',
        'We do not sell your data, we do not use it to make automated decisions about you, and we will not send you marketing emails unless you sign up for them.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We delete enquiries 24 months after we receive them, unless you become a client.',
        'If you become a client, we keep what we need to deliver and account for the work for as long as the contract and our legal obligations require. Our client agreement sets out those periods.',
      ],
    },
    {
      heading: 'Newsletter sign-ups',
      paragraphs: [
        'If you sign up to our newsletter, we use your email address to send it, on the basis of your consent. We first email you a link to confirm the address; until you follow it we send you nothing else, and we delete an unconfirmed address after 7 days.',
        'The newsletter arrives at most twice a month: new articles, case studies and news from {business}. We send it from our own website through our email delivery provider, one message to each confirmed subscriber; we do not use a mailing-list service, and we do not track whether you open our emails or click their links.',
        'You can unsubscribe at any time with the link at the foot of every newsletter, or the unsubscribe button your email program shows. One click is enough: you do not need to sign in, and it takes effect at once. You can also email {email}. After you unsubscribe we keep only a minimal record of your address so that we do not email you again; the same applies if your email provider tells us the address no longer exists.',
      ],
    },
    {
      heading: 'Counting visits',
      paragraphs: [
        'To see whether the site is working, our own server counts page views, the pages viewed, which other websites sent visitors here (the site name only) and how often the savings calculator is used. No cookie is set, nothing is stored on your device, and no third-party analytics service is involved.',
        'Your IP address is never stored for this. To count visitors once a day, the server makes a one-way code from your network address with a secret key that is replaced, and the codes deleted, every day, so you cannot be recognised from one day to the next. Several people sharing one connection count as one visitor. We keep only daily totals, for 13 months.',
        'If your browser sends a Do Not Track or Global Privacy Control signal, your visits are not counted at all.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'We use a small number of service providers who process data on our behalf under written contracts: our website and database hosting provider, and our email delivery provider, which delivers enquiry notifications and newsletters. If we have set one up, our team chat service (such as Slack or Microsoft Teams) also receives a short notice of each new enquiry, carrying at most your name, company, project type and budget. They may use your data only to provide their service to us.',
        "If you book a call, you do so on an external scheduling page run by a third-party provider. The details you enter there are shared with us so we can hold the call, and the provider's own privacy notice also applies.",
        'If any provider stores data outside the UK, we make sure the transfer is protected, for example by UK adequacy regulations or the International Data Transfer Agreement. We may also disclose data where the law requires it.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You have the right to access the personal data we hold about you, to have it corrected if it is wrong, to have it erased, to restrict how we use it, to object to our use of it, and to receive it in a portable format where that right applies.',
        'Where we rely on your consent, such as for the newsletter, you can withdraw it at any time. To use any of these rights, email {email}. We will respond within one month and there is normally no charge.',
      ],
    },
    {
      heading: 'Complaints',
      paragraphs: [
        'If you are unhappy with how we have handled your data, please tell us first so we can try to put it right.',
        "You also have the right to complain to the Information Commissioner's Office (ICO), the UK regulator for data protection, at https://ico.org.uk/make-a-complaint/.",
      ],
    },
    {
      heading: 'How to contact us',
      paragraphs: ['Email {email} or write to us at {address}.'],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We will update this policy if the way we use personal data changes. The date at the top shows when it was last updated.',
      ],
    },
  ],
};

export const termsOfUse: LegalDocument = {
  title: 'Terms of Use',
  updated: '2026-11-01',
  sections: [
    {
      heading: 'About these terms',
      paragraphs: [
        'This website is run by {business}. These terms apply to your use of it. By using the site you accept them; if you do not, please do not use it.',
        'You can contact us at {email} or {address}.',
      ],
    },
    {
      heading: 'Using the site',
      paragraphs: [
        'You may use this site to find out about our services, use the savings calculator, read our articles and contact us.',
        'You must not misuse the site. That includes trying to gain unauthorised access to it or to the staff admin area, introducing malicious code, overloading it, or copying its content in bulk by automated means.',
      ],
    },
    {
      heading: 'Information on this site',
      paragraphs: [
        'Content on this site is general information about our services, not professional advice for your situation.',
        'Prices are guide prices and may change. Calculator results, example savings and typical results are illustrative, based on the figures you enter or on past projects, and are not a guarantee. Your proposal will confirm the price and whether VAT applies.',
      ],
    },
    {
      heading: 'No offer until a signed proposal',
      paragraphs: [
        'Nothing on this site is an offer that can be accepted to form a contract. Sending an enquiry or booking a call does not create a contract.',
        'A contract exists only once we have both signed a written proposal or agreement setting out the scope, price and terms of the work.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'The text, graphics, design and code of this site belong to {business} or our licensors.',
        'You may view and print pages for your own reference and share links to them, but you may not copy or republish our content without our written permission. Ownership of software we build for clients is set out in each client agreement.',
      ],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        'Some links, such as our booking page, take you to websites run by others. We are not responsible for their content or how they handle your data.',
      ],
    },
    {
      heading: 'Our liability',
      paragraphs: [
        'We take reasonable care to keep the site accurate and available, but we cannot promise it will always be error-free or uninterrupted.',
        'So far as the law allows, we are not liable for loss arising from your use of, or reliance on, this site, including loss of profit, business, revenue or data, or any indirect or consequential loss.',
        'Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be limited or excluded under the law of England and Wales. If you use the site as a consumer, your statutory rights are not affected.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        'We may update the site and these terms from time to time. The date at the top shows when the terms last changed.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms, and any dispute arising from them, are governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction. If you are a consumer living in Scotland or Northern Ireland, you may also bring proceedings in your local courts.',
      ],
    },
  ],
};

export const cookiePolicy: LegalDocument = {
  title: 'Cookie Policy',
  updated: '2026-11-01',
  sections: [
    {
      heading: 'The short version',
      paragraphs: [
        'This website does not use tracking, analytics or advertising cookies, and we do not use any other technology to follow you around the web.',
      ],
    },
    {
      heading: 'The one cookie we set',
      paragraphs: [
        'We set one cookie, and only when a member of our staff signs in to the admin area. It is a strictly necessary session cookie that keeps them signed in.',
        'It is marked HttpOnly, so scripts on the page cannot read it, and it expires after at most 7 days, or sooner when they sign out. Visitors who do not sign in to the admin area never receive it.',
      ],
    },
    {
      heading: 'What is kept in your browser',
      paragraphs: [
        'If you use "Save for later" on an article, your reading list is kept in your own browser\'s storage so it is there when you come back. It stays on your device and is never sent to us.',
        "Nothing else is kept in your browser storage. You can remove the reading list at any time by clearing this site's data in your browser settings.",
      ],
    },
    {
      heading: 'Why there is no cookie banner',
      paragraphs: [
        'The Privacy and Electronic Communications Regulations (PECR) require consent before information is stored on, or read from, your device, unless that storage is strictly necessary to provide a service you have asked for.',
        'The staff session cookie and your reading list both fall within that exemption, so we do not need to ask for consent.',
      ],
    },
    {
      heading: 'Other websites',
      paragraphs: [
        'When you use "Book a call", the scheduling page opens on a third-party website with its own cookie policy. We do not control the cookies it sets.',
      ],
    },
    {
      heading: 'Managing cookies and storage',
      paragraphs: [
        'You can block or delete cookies and site data through your browser settings. Blocking cookies here only stops staff from signing in to the admin area; clearing site data removes your reading list.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['If you have questions about this policy, email {email} or write to us at {address}.'],
    },
  ],
};
