/**
 * TEST_NOW (browser tests only): an ISO instant the API's clock starts from; it then runs at real speed, so
 * "now" moves on during a test as in production. Without TEST_NOW the clock is the system clock.
 * An unreadable value is an error at start, not a silent fallback.
 */
export function clockFromEnv(env: NodeJS.ProcessEnv, systemNow: () => number = Date.now): () => Date {
  const value = env.TEST_NOW;
  if (value === undefined || value === '') return () => new Date(systemNow());
  const start = Date.parse(value);
  if (!Number.isFinite(start)) throw new Error(`TEST_NOW must be an ISO date-time, got "${value}"`);
  const startedAt = systemNow();
  return () => new Date(start + (systemNow() - startedAt));
}
