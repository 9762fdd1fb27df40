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
