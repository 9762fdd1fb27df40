// The e-mails about a staff account: links that set a password or confirm an
// address, and alerts about the account's security. Words only; the callers
// (auth/) decide who gets them and when.
import { LinkLine, Message } from '../layout.tsx';
import { renderEmail, type RenderedEmail } from '../render.tsx';

export function passwordResetEmail(link: string): RenderedEmail {
  const subject = 'Reset your Northmill admin password';
  return renderEmail(
    subject,
    <Message title={subject}>
      <p>Hello,</p>
      <p>
        Someone - we hope you - asked to reset the password of the Northmill admin account for this address.
        <br />
        To choose a new password, open this link within 30 minutes. It works once:
      </p>
      <LinkLine href={link} />
      <p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>
    </Message>,
  );
}

export function invitationEmail(o: { displayName: string; invitedBy: string; link: string }): RenderedEmail {
  const subject = 'You have been invited to the Northmill admin';
  return renderEmail(
    subject,
    <Message title={subject}>
      <p>Hello {o.displayName},</p>
      <p>
        {o.invitedBy} has invited you to the Northmill website admin.
        <br />
        To choose your password and sign in, open this link within 7 days. It works once:
      </p>
      <LinkLine href={o.link} />
    </Message>,
  );
}

export function confirmNewAddressEmail(o: { displayName: string; oldEmail: string; newEmail: string; link: string }) {
  const subject = 'Confirm your new Northmill admin e-mail address';
  return renderEmail(
    subject,
    <Message title={subject}>
      <p>Hello {o.displayName},</p>
      <p>
        You asked to sign in to the Northmill website admin as {o.newEmail} instead of {o.oldEmail}.
        <br />
        To confirm, open this link within 24 hours and press the button on the page. It works once:
      </p>
      <LinkLine href={o.link} />
      <p>Until then you keep signing in as {o.oldEmail}. If you did not ask for this, ignore this e-mail.</p>
    </Message>,
  );
}

export function addressChangedEmail(o: { displayName: string; oldEmail: string; newEmail: string }): RenderedEmail {
  const subject = 'Your Northmill admin e-mail address has changed';
  return renderEmail(
    subject,
    <Message title={subject}>
      <p>Hello {o.displayName},</p>
      <p>
        The Northmill website admin account that used {o.oldEmail} now signs in as {o.newEmail}.
        <br />
        Password resets and security alerts go to the new address from now on.
      </p>
      <p>If you did not make this change, tell the site owner at once: they can disable the account under Staff.</p>
    </Message>,
  );
}

export function failedSignInsEmail(o: { email: string; failures: number; minutes: number }): RenderedEmail {
  const subject = `Failed sign-in attempts on the admin account ${o.email}`;
  return renderEmail(
    subject,
    <Message title={subject}>
      <p>Hello,</p>
      <p>
        There have been {o.failures} failed attempts to sign in to the admin account {o.email} in the last {o.minutes} minutes.
      </p>
      <p>
        If that was you, there is nothing to do. If not, someone may be guessing the password: the account is not locked, but
        further attempts are slowed down. Use a long, unique password (Admin &gt; Password), and check the audit log.
      </p>
      <p>You will get at most one of these e-mails every {o.minutes} minutes.</p>
    </Message>,
  );
}

export function codesPausedEmail(o: { email: string; wrongCodes: number; windowMinutes: number; pauseMinutes: number }) {
  const subject = `Two-factor codes paused on the admin account ${o.email}`;
  return renderEmail(
    subject,
    <Message title={subject}>
      <p>Hello,</p>
      <p>
        {o.wrongCodes} wrong two-factor codes were entered for the admin account {o.email} in the last {o.windowMinutes} minutes.
        <br />
        Codes for this account, including right ones, are refused for the next {o.pauseMinutes} minutes, whoever sends them.
      </p>
      <p>
        A code is only asked for after the right password. If these were not your attempts, someone knows your password: change it
        now (Admin &gt; Password), which also signs out every other session, and check the audit log.
      </p>
    </Message>,
  );
}
