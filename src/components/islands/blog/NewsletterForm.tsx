import { useLayoutEffect, useRef, useState, type SubmitEvent } from 'react';
import { actions, isInputError } from 'astro:actions';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { useIslandReady } from '../../../lib/client/island-ready.ts';
import { NEWSLETTER_CONSENT_TEXT } from '../../../lib/newsletter/consent-text.ts';

export interface NewsletterFormProps {
  /** Set only when rendering the answer to a plain-HTML POST (never cached). */
  result?: { kind: 'success' | 'error'; message: string } | undefined;
  email?: string | undefined;
}

const INVALID = 'Please enter a valid email address.';
const FAILED = 'We could not sign you up just now. Please try again in a few minutes.';

/**
 * The newsletter sign-up. Without JavaScript it posts to
 * /blog?_action=newsletter.subscribe and the page answers with the message;
 * with JavaScript it calls the same action and shows the answer in the same
 * place, in the form: no toast, so /blog carries no toast styles (issue 26).
 */
export function NewsletterForm({ result, email = '' }: NewsletterFormProps) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState(result?.kind === 'error' ? result.message : '');
  const [done, setDone] = useState(result?.kind === 'success' ? result.message : '');
  const input = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Same DOM as the server's; from hydration on the island validates itself.
  useLayoutEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);
  useIslandReady(formRef);
  // The stored consent text names the Privacy Policy; here it is a link.
  const consentParts = NEWSLETTER_CONSENT_TEXT.split('Privacy Policy');

  async function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    const form = e.currentTarget;
    const field = input.current;
    if (field && (!field.value.trim() || !field.checkValidity())) {
      setError(INVALID);
      field.focus();
      return;
    }
    setError('');
    setDone('');
    setSending(true);
    try {
      const { data, error: failure } = await actions.newsletter.subscribe(new FormData(form));
      if (data) {
        setDone(data.message);
        form.reset();
      } else if (isInputError(failure)) {
        setError(failure.fields.email?.[0] ?? INVALID);
        field?.focus();
      } else {
        setError(failure?.code === 'TOO_MANY_REQUESTS' ? failure.message : FAILED);
      }
    } catch {
      setError(FAILED);
    }
    setSending(false);
  }

  return (
    <form
      method="post"
      action="/blog?_action=newsletter.subscribe#newsletter"
      ref={formRef}
      onSubmit={onSubmit}
      className="w-full"
    >
      {/* In the page from the start, so the answer is announced when it appears. */}
      <div role="status">
        {done && (
          <p className="mb-4 flex items-start gap-2 rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {done}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="flex-1">
          <label htmlFor="newsletter-email" className="sr-only">
            Email address
          </label>
          <input
            ref={input}
            id="newsletter-email"
            type="email"
            name="email"
            required
            maxLength={254}
            autoComplete="email"
            placeholder="you@company.co.uk"
            defaultValue={result?.kind === 'error' ? email : ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'newsletter-error newsletter-consent' : 'newsletter-consent'}
            onInput={() => error && setError('')}
            className="h-12 w-full rounded-lg border border-white/30 bg-white px-4 text-base text-navy-950 placeholder:text-navy-500 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-300"
          />
        </div>
        <button type="submit" disabled={sending} className={buttonClasses('mustard', 'lg', 'sm:w-auto')}>
          {sending ? 'Subscribing…' : 'Subscribe now'}
        </button>
      </div>
      {error && (
        <p id="newsletter-error" role="alert" className="mt-2 flex items-start gap-2 text-sm font-medium text-red-200">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {error}
        </p>
      )}
      <p id="newsletter-consent" className="mt-3 text-sm leading-relaxed text-navy-200">
        {consentParts[0]}
        {consentParts.length > 1 && (
          <>
            <a href="/privacy" className="font-medium text-white underline decoration-mustard-400 underline-offset-2">
              Privacy Policy
            </a>
            {consentParts.slice(1).join('Privacy Policy')}
          </>
        )}
      </p>
    </form>
  );
}
