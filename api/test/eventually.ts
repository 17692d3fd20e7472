/**
 * Polls until `check` is true or the time is up; returns whether it became true. For effects that arrive
 * asynchronously, such as the catalog cache dropping its answers on PostgreSQL's change event.
 */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}
