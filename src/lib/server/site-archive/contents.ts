// What a site archive carries, decided once (docs/backups.md, 'What an archive holds').
// Every table the database has is carried, row for row, unless it is named here:
// a table a later migration adds travels without a change to this file. What
// is left out is either a way to sign in or act as someone (credentials, links,
// signing keys), or transient state of the install that made the archive.
// tests/integration/site-archive-contents.test.ts fails on a carried column whose
// name looks like a secret and that is neither scrubbed nor explained below.

/** What a restore does with the live install's rows of a table the archive leaves out. */
export type LiveRows = 'clear' | 'keep';

export interface LeftOutTable {
  why: string;
  /** 'clear': they belonged to the replaced site (and may point at its rows); 'keep': the install's own. */
  live: LiveRows;
}

export const LEFT_OUT_TABLES: Readonly<Record<string, LeftOutTable>> = {
  sessions: { why: 'Signed-in sessions: after a restore everyone signs in again.', live: 'clear' },
  rate_limit_hits: { why: 'Rate-limit counters of the last day.', live: 'clear' },
  account_tokens: { why: 'Password-reset, invitation and set-password links: each one signs someone in.', live: 'clear' },
  staff_email_changes: { why: 'Unconfirmed e-mail address changes and their links.', live: 'clear' },
  recovery_codes: { why: 'Two-factor recovery codes.', live: 'clear' },
  trusted_devices: { why: 'Devices remembered to skip two-factor.', live: 'clear' },
  two_factor_setups: { why: 'Two-factor secrets being set up.', live: 'clear' },
  preview_links: { why: 'Shared preview links: each shows unpublished work to whoever holds it.', live: 'clear' },
  editor_presence: { why: 'Who has an editor open at this moment.', live: 'clear' },
  media_originals: { why: 'Picture bytes travel as files under media/ (whatever MEDIA_STORAGE is).', live: 'clear' },
  client_key_secrets: { why: "This install's daily keys for client addresses.", live: 'keep' },
  analytics_salts: { why: "This install's daily salts for counting visitors.", live: 'keep' },
  analytics_visitors: { why: "Today's visitor hashes, readable only with this install's salts.", live: 'keep' },
  backup_runs: { why: "This install's own backup and restore runs.", live: 'keep' },
};

/**
 * Columns carried with a fixed value instead of the stored one. Staff accounts
 * travel without anything that signs anyone in: no password hash (an archive
 * copied to a laptop or a cloud drive must not be a list of crackable hashes)
 * and no two-factor secret (it is the second factor itself). A restored
 * account signs in after 'Forgot password' or the owner's 'Reset password';
 * the person who restores keeps their own sign-in (restore.ts).
 */
export const SCRUBBED_COLUMNS: Readonly<Record<string, Readonly<Record<string, string | null>>>> = {
  staff_users: { password_hash: '', totp_secret: null, totp_enabled_at: null, totp_last_step: null },
  // Leases of the processes that made the archive.
  email_outbox: { locked_until: null, locked_by: null },
  newsletter_issues: { queue_locked_until: null, queue_locked_by: null },
  // Import runs travel (with import_records) so a restored site can still undo an
  // import and a repeat of the same file still adds nothing; redirects travel as
  // they are. The lease and the uploaded file are this install's.
  import_runs: { locked_until: null, locked_by: null, file_path: null },
};

/** Blob columns whose bytes travel as media files instead (empty bytes in the row). */
export const MEDIA_BYTE_COLUMNS: Readonly<Record<string, string>> = { media_variants: 'data' };

/**
 * Settings rows left out (and kept as they are on the install restored into):
 * any key that names a secret, password or token, plus those listed. The
 * enquiry webhook's address is itself a key to the chat channel it posts to.
 */
export const SECRET_SETTING_PATTERN = /secret|password|token|credential|api_?key/i;
export const LEFT_OUT_SETTINGS: Readonly<Record<string, string>> = {
  owner_setup: "The first owner's one-time set-up password.",
  enquiry_webhook: 'The enquiry webhook: its address lets anyone post to your chat channel. Set it up again.',
  newsletter_next_send_at: "This install's newsletter pacing clock.",
};

/**
 * Secret-looking settings that are carried on purpose: every unsubscribe link
 * in a newsletter already sent is signed with this key, and must keep working
 * on the restored site (a subscriber must always be able to leave).
 */
export const CARRIED_SECRET_SETTINGS: Readonly<Record<string, string>> = {
  newsletter_unsubscribe_secret: 'Signs the unsubscribe link in every newsletter already sent.',
};

export function settingLeftOut(key: string): boolean {
  if (key in CARRIED_SECRET_SETTINGS) return false;
  return key in LEFT_OUT_SETTINGS || SECRET_SETTING_PATTERN.test(key);
}

/**
 * The outbox travels as history only: finished messages, so the enquiry and
 * newsletter records read as before. Messages still waiting are left out (the
 * restored site must not send last week's mail again), and so are sign-in
 * links and webhook posts (the links sign people in; the address is a key).
 */
export const OUTBOX_CARRIED_STATUSES = ['sent', 'failed', 'cancelled'] as const;
export const OUTBOX_LEFT_OUT_KINDS = ['account-link', 'webhook'] as const;

/** The outbox messages carried so far (their attempts follow them). */
export interface Carry {
  outboxIds: Set<string>;
}

/**
 * Whether a row travels: secret settings, mail still waiting and sign-in links
 * stay behind. The export writes only these, and a restore loads only these,
 * whatever an archive holds (one edited by hand cannot queue mail).
 */
export function rowCarried(table: string, row: Record<string, unknown>, carry: Carry): boolean {
  if (table === 'site_settings') return !settingLeftOut(String(row.key));
  if (table === 'email_outbox') {
    const ok =
      (OUTBOX_CARRIED_STATUSES as readonly string[]).includes(String(row.status)) &&
      !(OUTBOX_LEFT_OUT_KINDS as readonly string[]).includes(String(row.kind));
    if (ok) carry.outboxIds.add(String(row.id));
    return ok;
  }
  if (table === 'email_attempts') return carry.outboxIds.has(String(row.outbox_id));
  return true;
}

/**
 * Carried columns whose names look like secrets but are not, and why. Anything
 * else matching SECRET_COLUMN_PATTERN fails the contents test until it is
 * scrubbed, its table left out, or it is explained here.
 */
export const SECRET_COLUMN_PATTERN = /password|secret|token|salt|otp|credential|api_?key|code_hash/i;
export const NOT_SECRET_COLUMNS: Readonly<Record<string, string>> = {
  'staff_users.must_change_password': 'A flag, not a password.',
};
