import type { OutboxRow } from '../repositories/outbox.ts';

/**
 * A message's Message-ID, made from its outbox id and the site's domain, so it is
 * the same on every attempt: when a process dies after the mail server took a
 * message but before it was marked sent, the copy sent after the lease lapses
 * carries the same id, and receiving servers (Gmail, Microsoft 365) drop it as a
 * duplicate. A staff 'Resend' is meant to arrive again: each one counts in
 * `resends` and gets an id of its own.
 */
export function messageId(row: Pick<OutboxRow, 'id' | 'resends'>, domain: string): string {
  const right = domain.replace(/[^A-Za-z0-9.-]/g, '') || 'localhost';
  return `<${row.id}${row.resends ? `.resend${row.resends}` : ''}@${right}>`;
}
