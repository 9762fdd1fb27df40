import { CircleAlert, CircleCheck, MailCheck } from 'lucide-react';
import { ButtonLink } from '../../ui/Button.tsx';
import { buttonClasses } from '../../ui/button-styles.ts';

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
  const Icon = state === 'invalid' ? CircleAlert : state === 'ask' ? MailCheck : CircleCheck;
  return (
    <div className="section">
      <div className="container-page">
        <div className="card mx-auto max-w-xl p-8 text-center sm:p-12">
          <span
            className={`mx-auto inline-flex h-16 w-16 items-center justify-center rounded-full ${state === 'invalid' ? 'bg-mustard-100 text-mustard-800' : 'bg-emerald-100 text-emerald-700'}`}
          >
            <Icon aria-hidden="true" className="h-9 w-9" />
          </span>
          <h1 className="mt-6 text-3xl font-extrabold text-navy-950 sm:text-4xl">{heading}</h1>
          <p className="mt-4 text-lg text-navy-800">{message}</p>
          <div className="mt-8">
            {state === 'ask' ? (
              <form method="post" action="/newsletter/confirm">
                <input type="hidden" name="token" value={token} />
                <button type="submit" className={buttonClasses('default', 'lg')}>
                  Confirm my subscription
                </button>
              </form>
            ) : (
              <ButtonLink href="/blog" variant="outline">
                {state === 'invalid' ? 'Go to the blog to sign up' : 'Read the blog'}
              </ButtonLink>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
