import { CircleAlert, CircleCheck, MailX } from 'lucide-react';
import { TokenActionCard } from './TokenActionCard.tsx';
import type { UnsubscribeState } from '../../../lib/newsletter/unsubscribe-state.ts';

const COPY: Record<UnsubscribeState, { heading: string; message: string }> = {
  ask: {
    heading: 'Unsubscribe from our newsletter',
    message: 'Press the button and we stop sending the newsletter to this address straight away. You do not need to sign in.',
  },
  unsubscribed: {
    heading: 'You are unsubscribed',
    message: 'We will not send you the newsletter again. Changed your mind? Sign up on the blog and confirm your address.',
  },
  'already-unsubscribed': {
    heading: 'Already unsubscribed',
    message: 'This address is no longer on our newsletter list: there is nothing more to do.',
  },
  invalid: {
    heading: 'This link is not valid',
    message:
      'The unsubscribe link is incomplete. Use the link at the foot of any newsletter, or reply to it and we will remove you by hand.',
  },
};

/** The unsubscribe page: one button, no sign-in; a link scanner opening the page unsubscribes nobody. */
export function UnsubscribePage({ state, token }: { state: UnsubscribeState; token: string }) {
  const { heading, message } = COPY[state];
  return (
    <TokenActionCard
      Icon={state === 'invalid' ? CircleAlert : state === 'ask' ? MailX : CircleCheck}
      warning={state === 'invalid'}
      heading={heading}
      message={message}
      form={state === 'ask' ? { action: '/newsletter/unsubscribe', token, label: 'Unsubscribe' } : null}
      link={{ href: '/blog', label: 'Back to the blog' }}
    />
  );
}
