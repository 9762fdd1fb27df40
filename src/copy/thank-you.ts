import type { Cta } from './types.ts';

export const thankYou = {
  heading: 'Thank You!',
  message: 'Your message has been sent successfully.',
  response: "We'll reply within 2-4 hours during business hours (9 AM - 6 PM GMT).",
  nextSteps: 'While you wait, you can book a call straight away or look through what we offer.',
  urgent: {
    heading: 'Need us urgently?',
    body: "Call us on {phone} or email {email} and we'll pick it up as soon as we can.",
  },
  bookCall: { label: 'Book a call', booking: true } as Cta,
  links: [
    { label: 'Return home', href: '/' },
    { label: 'Explore our services', href: '/services' },
  ] as Cta[],
};
