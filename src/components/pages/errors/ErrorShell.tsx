import type { ReactNode } from 'react';

/** The mill wheel from the logo, standing in for the first zero of the status code. */
function MillWheel() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="mx-[0.04em] inline-block h-[0.74em] w-[0.74em] align-baseline">
      <circle cx="16" cy="16" r="13.5" fill="none" strokeWidth="4" className="stroke-mustard-400" />
      <path d="M16 4v24M4 16h24M7.5 7.5l17 17M24.5 7.5l-17 17" strokeWidth="2.2" className="stroke-navy-900" />
      <circle cx="16" cy="16" r="4" className="fill-navy-900" />
    </svg>
  );
}

/** The centred panel shared by the not-found and render-failure pages. */
export function ErrorShell({ code, children }: { code: string; children: ReactNode }) {
  const wheelAt = code.indexOf('0');
  return (
    <div className="section">
      <div className="container-page flex flex-col items-center text-center">
        <p className="font-display text-[6.5rem] leading-none font-extrabold tracking-tight text-navy-900 sm:text-[9rem]">
          {code.split('').map((digit, index) =>
            index === wheelAt ? (
              <span key={index}>
                <MillWheel />
                <span className="sr-only">{digit}</span>
              </span>
            ) : (
              <span key={index}>{digit}</span>
            ),
          )}
        </p>
        <div className="mt-8 max-w-xl">{children}</div>
      </div>
    </div>
  );
}
