// The 500 page's copy: the seed's first version of the 'server-error' page, and what the page
// shows when the database is what failed, so it must not depend on anything stored.
export const serverErrorPanel = {
  code: '500',
  heading: 'Unexpected Application Error!',
  body: 'Sorry, something went wrong on our side while loading this page. It has been logged and we will look into it. Please try again in a moment, or get in touch if the problem continues.',
  emailPrompt: 'You can also email us at',
  primaryCta: { label: 'Return to home', href: '/', booking: false },
  secondaryCta: { label: 'Contact us', href: '/contact', booking: false },
  suggestions: [] as { label: string; href: string }[],
};
