import type { Enrolment } from '../../lib/server/auth/two-factor.ts';
import { buttonClasses } from '../ui/button-styles.ts';
import { authInput, authLabel, FormMessage } from '../auth/AuthCard.tsx';
import { EnrolPanel, RecoveryCodesList } from '../auth/TwoFactorParts.tsx';
import { formatUkDate } from '../../lib/uk-time.ts';

// /admin/two-factor: plain forms (no script) posting to admin.twoFactor.*.
export interface TwoFactorSettingsProps {
  enabledAt: string | null;
  unusedCodes: number;
  devices: number;
  enrolment: Enrolment | null;
  recoveryCodes: string[] | null;
  error?: string | undefined;
  notice?: string | undefined;
  /** The owner's rule for everyone; null for staff, who cannot change it. */
  required: boolean | null;
  actions: Record<'confirm' | 'regenerateCodes' | 'forgetDevices' | 'disable' | 'setRequired', string>;
}

const card = 'rounded-2xl border border-navy-100 bg-paper p-4 sm:p-6';
const when = formatUkDate;

function CodeField({ id, label = 'Current code from your app, or a recovery code' }: { id: string; label?: string }) {
  return (
    <div>
      <label htmlFor={id} className={authLabel}>
        {label}
      </label>
      <input
        id={id}
        name="code"
        type="text"
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        required
        maxLength={40}
        className={`${authInput} max-w-xs font-mono tracking-widest`}
      />
    </div>
  );
}

export function TwoFactorSettings(p: TwoFactorSettingsProps) {
  return (
    <div className="grid max-w-3xl gap-6">
      <section aria-labelledby="tf-heading" className={card}>
        <h2 id="tf-heading" className="text-xl font-bold text-navy-950">
          Two-factor sign-in
        </h2>
        <div className="mt-4">
          <FormMessage error={p.error} notice={p.notice} />
        </div>
        {p.recoveryCodes ? (
          <>
            <RecoveryCodesList codes={p.recoveryCodes} />
            <p className="mt-4">
              <a href="/admin/two-factor" className={buttonClasses('default')}>
                I have saved them
              </a>
            </p>
          </>
        ) : p.enabledAt ? (
          <div className="space-y-2 text-sm text-navy-800">
            <p>
              <strong className="text-navy-950">On</strong> since {when(p.enabledAt)}. Signing in asks for a code from your
              authenticator app.
            </p>
            <p>
              {p.unusedCodes} of 10 recovery codes unused. {p.devices} remembered device{p.devices === 1 ? '' : 's'}.
            </p>
          </div>
        ) : p.enrolment ? (
          <>
            <p className="text-sm text-navy-800">Off. Turn it on so that a stolen password alone cannot open your account.</p>
            <EnrolPanel enrolment={p.enrolment} />
            <form method="post" action={p.actions.confirm} className="mt-4 space-y-4">
              <CodeField id="confirm-code" label="The 6-digit code your app shows" />
              <button type="submit" className={buttonClasses('default')}>
                Turn on
              </button>
            </form>
          </>
        ) : null}
      </section>

      {p.enabledAt && !p.recoveryCodes && (
        <>
          <section aria-labelledby="codes-heading" className={card}>
            <h2 id="codes-heading" className="text-lg font-bold text-navy-950">
              New recovery codes
            </h2>
            <p className="mt-1 text-sm text-navy-800">Makes 10 new codes; the old ones stop working.</p>
            <form method="post" action={p.actions.regenerateCodes} className="mt-4 space-y-4">
              <CodeField id="regen-code" />
              <button type="submit" className={buttonClasses('outline')}>
                Make new codes
              </button>
            </form>
          </section>
          <section aria-labelledby="devices-heading" className={card}>
            <h2 id="devices-heading" className="text-lg font-bold text-navy-950">
              Remembered devices
            </h2>
            <p className="mt-1 text-sm text-navy-800">
              Devices where you ticked 'Remember this device' skip the code for 30 days. Forget them all, for example after losing
              a laptop.
            </p>
            <form method="post" action={p.actions.forgetDevices} className="mt-4">
              <button type="submit" className={buttonClasses('outline')}>
                Forget all devices
              </button>
            </form>
          </section>
          <section aria-labelledby="off-heading" className={card}>
            <h2 id="off-heading" className="text-lg font-bold text-navy-950">
              Turn off
            </h2>
            <p className="mt-1 text-sm text-navy-800">
              If the owner requires two-factor sign-in, you are signed out and asked to set it up again straight away.
            </p>
            <form method="post" action={p.actions.disable} className="mt-4 space-y-4">
              <CodeField id="off-code" />
              <button type="submit" className={buttonClasses('destructive')}>
                Turn off two-factor sign-in
              </button>
            </form>
          </section>
        </>
      )}

      {p.required !== null && (
        <section aria-labelledby="rule-heading" className={card}>
          <h2 id="rule-heading" className="text-lg font-bold text-navy-950">
            For everyone
          </h2>
          <form method="post" action={p.actions.setRequired} className="mt-2 space-y-3">
            <fieldset>
              <legend className="text-sm text-navy-800">
                Must every staff account use two-factor sign-in? Accounts without it are signed out at their next click and walked
                through setting it up before they can use the admin again. Turn it on for your own account first.
              </legend>
              <div className="mt-3 flex flex-wrap gap-4">
                <label className="flex items-center gap-2 text-sm font-semibold text-navy-900">
                  <input type="radio" name="required" value="yes" defaultChecked={p.required} className="h-4 w-4" /> Required
                </label>
                <label className="flex items-center gap-2 text-sm font-semibold text-navy-900">
                  <input type="radio" name="required" value="no" defaultChecked={!p.required} className="h-4 w-4" /> Optional
                </label>
              </div>
            </fieldset>
            <button type="submit" className={buttonClasses('outline')}>
              Save
            </button>
          </form>
        </section>
      )}
    </div>
  );
}
