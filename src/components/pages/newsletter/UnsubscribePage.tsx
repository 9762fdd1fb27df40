import { CircleAlert, CircleCheck, MailX } from 'lucide-react';
import { ButtonLink } from '../../ui/Button.tsx';
import { buttonClasses } from '../../ui/button-styles.ts';
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
  const Icon = state === 'invalid' ? CircleAlert : state === 'ask' ? MailX : CircleCheck;
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
              <form method="post" action="/newsletter/unsubscribe">
                <input type="hidden" name="token" value={token} />
                <button type="submit" className={buttonClasses('default', 'lg')}>
                  Unsubscribe
                </button>
              </form>
            ) : (
              <ButtonLink href="/blog" variant="outline">
                Back to the blog
              </ButtonLink>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
