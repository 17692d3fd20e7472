/**
 * The due time of an order confirmed 'in N minutes' (a quick quote, or auto-accept with the branch's default lead
 * time): now + N, but never earlier than the time the customer asked for. Its own module without zod, so the board's
 * first load does not take the zod chunk with it (issue 22 budget).
 */
export function quotedDueAt(dueAt: Date, now: Date, minutes: number): Date {
  const quoted = now.getTime() + minutes * 60_000;
  return new Date(Math.max(dueAt.getTime(), quoted));
}
