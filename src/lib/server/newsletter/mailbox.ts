// Which inbox an address delivers to, as far as a limit on mail to strangers
// needs to know (issue 37, finding 8: twenty `victim+N@` sign-ups put twenty
// confirmation e-mails in one inbox). Used only to count, never to store or send.

/** Providers that ignore dots in the local part (jo.bloggs@ and jobloggs@ are one inbox). */
const DOTLESS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox key of an address: lower-cased; the sub-address after `+` dropped
 * (Gmail, Outlook, iCloud, Fastmail, Proton and most servers deliver `name+tag@`
 * to `name@`); for Gmail, dots dropped and googlemail.com read as gmail.com.
 * Over-merging two real mailboxes only makes one wait for a confirmation e-mail.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.$/, '');
  local = local.split('+')[0] || local;
  const dotless = DOTLESS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replace(/\./g, '');
  }
  return `${local}@${domain}`;
}
