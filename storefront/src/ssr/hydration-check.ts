/**
 * Preact's hydration mends a difference between the server's HTML and the first browser render without a word (React
 * reported it through onRecoverableError). This compares #root's markup before hydration with the markup right
 * after it (hydration is synchronous; effects and their re-renders come later) and reports a difference on the
 * console as React did: 'Hydration error: …' (the browser tests fail on such a line).
 */
export function checkHydration(container: Element, hydrate: () => void): void {
  const before = container.innerHTML;
  hydrate();
  reportHydrationMismatch(before, container.innerHTML);
}

/** Reports a difference between the server's markup and the hydrated one (nothing when they are equal). */
export function reportHydrationMismatch(server: string, hydrated: string): void {
  if (hydrated === server) return;
  let at = 0;
  while (at < server.length && server[at] === hydrated[at]) at += 1;
  const around = (html: string) => html.slice(Math.max(0, at - 80), at + 80);
  console.error('Hydration error: the first browser render differs from the server HTML', {
    server: around(server),
    browser: around(hydrated),
  });
}
