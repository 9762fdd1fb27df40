import { CircleAlert, CircleCheck, MailCheck } from 'lucide-react';
import { TokenActionCard } from './TokenActionCard.tsx';

import type { ConfirmState } from '../../../lib/newsletter/confirm-state.ts';

export type { ConfirmState };

const COPY: Record<ConfirmState, { heading: string; message: string }> = {
  ask: {
    heading: 'Confirm your subscription',
    message: 'Press the button to start receiving our occasional newsletter at this address. You can unsubscribe at any time.',
  },
  confirmed: {
    heading: 'You are subscribed',
    message: 'Thank you for confirming. Our next newsletter will arrive in your inbox.',
  },
  'already-confirmed': {
    heading: 'Already confirmed',
    message: 'This address is already on our newsletter list: there is nothing more to do.',
  },
  invalid: {
    heading: 'This link has expired',
    message:
      'The confirmation link is not valid any more (links last 7 days). Sign up again on the blog and we will send a fresh one.',
  },
};

/** The newsletter double opt-in page: the visitor confirms with a button, so a mail scanner opening the link confirms nothing. */
export function ConfirmSubscriptionPage({ state, token }: { state: ConfirmState; token: string }) {
  const { heading, message } = COPY[state];
  return (
    <TokenActionCard
      Icon={state === 'invalid' ? CircleAlert : state === 'ask' ? MailCheck : CircleCheck}
      warning={state === 'invalid'}
      heading={heading}
      message={message}
      form={state === 'ask' ? { action: '/newsletter/confirm', token, label: 'Confirm my subscription' } : null}
      link={{ href: '/blog', label: state === 'invalid' ? 'Go to the blog to sign up' : 'Read the blog' }}
    />
  );
}
