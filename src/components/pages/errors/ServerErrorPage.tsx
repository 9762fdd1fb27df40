import { ButtonLink } from '../../ui/Button.tsx';
import { ErrorShell } from './ErrorShell.tsx';

export const SERVER_ERROR_HEADING = 'Unexpected Application Error!';

/**
 * The render-failure page body. It needs no site information, so it still
 * works when the database is what failed.
 */
export function ServerErrorPage({ email }: { email?: string | undefined }) {
  return (
    <ErrorShell code="500">
      <h1 className="text-3xl font-bold text-navy-950 sm:text-4xl">{SERVER_ERROR_HEADING}</h1>
      <p className="mt-4 text-lg leading-relaxed text-navy-700">
        Sorry, something went wrong on our side while loading this page. It has been logged and we will look into it. Please try
        again in a moment, or get in touch if the problem continues.
      </p>
      {email && (
        <p className="mt-3 text-navy-700">
          You can also email us at{' '}
          <a
            href={`mailto:${email}`}
            className="font-medium text-navy-800 underline decoration-mustard-500 decoration-2 underline-offset-2 hover:text-navy-950"
          >
            {email}
          </a>
          .
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/" variant="default" size="lg">
          Return to Home
        </ButtonLink>
        <ButtonLink href="/contact" variant="outline" size="lg">
          Contact us
        </ButtonLink>
      </div>
    </ErrorShell>
  );
}
