/** Session, throttling and link lifetimes (documented in docs/permissions.md). */

/** A session ends after this long without a request … */
export const sessionIdleMs = 8 * 60 * 60 * 1000;
/** … and in any case this long after login. */
export const sessionAbsoluteMs = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most once per this interval (not on every request). */
export const sessionTouchIntervalMs = 60 * 1000;

/** Failed logins per lower-cased username and client IP within the window before further tries are refused. */
export const maxFailedLogins = 5;
/** Failed logins from one client address over all usernames (random-username floods end before any hashing). */
export const maxFailedLoginsPerAddress = 30;
/**
 * Failed logins for one username over all addresses (guessing spread over many addresses): then the username is
 * refused from every address it has not signed in from before (see `knownLoginAddressMs`).
 */
export const maxFailedLoginsPerUsername = 10;
export const loginThrottleWindowMs = 15 * 60 * 1000;
/** An address a username signed in from stays exempt from the per-username limit this long after the sign-in. */
export const knownLoginAddressMs = 90 * 24 * 60 * 60 * 1000;

/** Default and maximum lifetime of a one-time login link. */
export const loginLinkDefaultMinutes = 60;
export const loginLinkMaxMinutes = 7 * 24 * 60;
