// The security limits in one place, so docs/security.md, the code and the
// tests quote the same numbers.

export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  /** Attempts one client may make on one account per window. */
  perClientAccount: 5,
  /** Attempts one client may make across all accounts per window. */
  perClient: 20,
  /** Failures on one account (from anyone) before each check is slowed down. */
  accountSlowdownAfter: 10,
  slowdownStepMs: 1000,
  slowdownMaxMs: 5000,
  /** Failures on one account (from anyone) that e-mail its holder, once per window. */
  alertAfter: 10,
} as const;

export const NEWSLETTER_CONFIRM_DAYS = 7;

/**
 * Newsletter confirmation e-mails to one mailbox (server/newsletter/confirm.ts): one per 10 minutes
 * and 4 a day, counted per mailbox (`victim+1@` and `victim+2@` are one inbox: server/newsletter/mailbox.ts).
 */
export const NEWSLETTER_CONFIRM_MAIL_LIMITS = {
  gapMs: 10 * 60 * 1000,
  perDay: 4,
} as const;

/** Account recovery, invitations and two-factor sign-in (docs/security.md). */
export const ACCOUNT_LIMITS = {
  /** A 'forgot password' link works once, for this long. */
  resetTokenMs: 30 * 60 * 1000,
  /** An invitation's set-your-password link. */
  inviteTokenMs: 7 * 24 * 60 * 60 * 1000,
  /** After signing in with a reset password, to choose a new one. */
  mustChangeTokenMs: 15 * 60 * 1000,
  /** Between a correct password and the authenticator code. */
  challengeMs: 10 * 60 * 1000,
  /** 'Forgot password' requests one client may make per hour. */
  resetPerClient: 5,
  /** Reset e-mails one address may receive per hour. */
  resetMailsPerAddress: 3,
  resetWindowMs: 60 * 60 * 1000,
  /** Code attempts one client may make on one account per 15 minutes (plus the sign-in client limit). */
  codesPerClientAccount: 5,
  /** Wrong codes for one account, from every client together, per `codeWindowMs`; then the cool-down. */
  codesPerAccount: 5,
  codeWindowMs: 15 * 60 * 1000,
  /** After the ceiling: every code for the account is refused, even a right one, for this long. */
  codeCooldownMs: 15 * 60 * 1000,
  /** A two-factor set-up (its secret) lasts this long for the session or challenge that started it. */
  setupMs: 10 * 60 * 1000,
  rememberDeviceMs: 30 * 24 * 60 * 60 * 1000,
  recoveryCodes: 10,
} as const;

/** The owner's first sign-in without ADMIN_EMAIL (auth/owner-setup.ts). */
export const OWNER_SETUP_LIMITS = {
  /** The one-time password printed at start works this long (a restart prints a new one). */
  validMs: 24 * 60 * 60 * 1000,
  attemptsPerClient: 10,
  windowMs: 15 * 60 * 1000,
} as const;

/** Changing one's own e-mail address (auth/email-change.ts). */
export const EMAIL_CHANGE_LIMITS = {
  /** The confirmation link sent to the new address. */
  linkMs: 24 * 60 * 60 * 1000,
  requestsPerUser: 5,
  windowMs: 60 * 60 * 1000,
} as const;
