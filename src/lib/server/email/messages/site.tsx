// The e-mails that are neither an enquiry's nor a staff account's: the
// newsletter sign-up's confirmation and the owner's test e-mail.
import { LinkLine, Message } from '../layout.tsx';
import { renderEmail, type RenderedEmail } from '../render.tsx';

export function newsletterConfirmationEmail(o: { link: string; days: number }): RenderedEmail {
  const subject = 'Please confirm your newsletter subscription';
  return renderEmail(
    subject,
    <Message title={subject}>
      <p>Hello,</p>
      <p>
        Someone - we hope you - asked to receive the Northmill newsletter at this address.
        <br />
        To confirm, open this link and press the button:
      </p>
      <LinkLine href={o.link} />
      <p>
        The link works for {o.days} days. If you did not ask, ignore this e-mail: without confirmation we send you nothing more
        and delete the address after those days.
      </p>
    </Message>,
  );
}

export function testEmail(o: { name: string; siteUrl: string }): RenderedEmail {
  const subject = 'Test e-mail from your Northmill website';
  return renderEmail(
    subject,
    <Message title={subject}>
      <p>Hello {o.name},</p>
      <p>
        This is the test e-mail you sent from the admin of {o.siteUrl}.
        <br />
        It came through the same outbox and mail server as enquiry notifications, so those reach you too.
      </p>
    </Message>,
  );
}
