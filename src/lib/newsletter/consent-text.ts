/** Shown beside the form and stored with each address as the record of consent. */
// PECR: the box says what arrives, how often, and how to stop it. Isomorphic:
// the form island imports it rather than taking it as a prop, which would
// repeat it in the /blog page's HTML (issue 26: the first round trip).
export const NEWSLETTER_CONSENT_TEXT =
  'You will get our newsletter by email, at most twice a month: new articles on replacing SaaS with software you own, case studies and news from Northmill. Every issue has a one-click unsubscribe link, and we use your address only as our Privacy Policy describes.';
