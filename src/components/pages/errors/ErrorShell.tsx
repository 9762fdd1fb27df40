import type { ReactNode } from 'react';

/** The centred panel shared by the not-found and render-failure pages. */
export function ErrorShell({ code, children }: { code: string; children: ReactNode }) {
  return (
    <div className="section relative overflow-hidden">
      <div className="container-page relative flex flex-col items-center text-center">
        <p
          className="font-display text-[7rem] leading-none font-extrabold tracking-tight text-navy-900 sm:text-[10rem]"
        >
          {code.split('').map((digit, index) => (
            <span key={index} className={index === 1 ? 'text-mustard-700' : undefined}>
              {digit}
            </span>
          ))}
        </p>
        <div className="mt-6 max-w-xl">{children}</div>
      </div>
    </div>
  );
}
