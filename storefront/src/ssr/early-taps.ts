declare global {
  interface Window {
    /** Buttons tapped on the server markup before the app started (the inline script of index.html keeps them). */
    __earlyTaps?: HTMLButtonElement[];
  }
}

/**
 * Issue 14, the first tap after a server-rendered page loads: the page's modules start after its first view
 * (api/src/resources/pages/deferred-modules.ts), and a tap on a button before hydration had no handler to reach, so the cookie
 * banner's 'Akzeptieren' needed two taps. The inline script of index.html keeps such taps (and stops their default
 * action); once hydration is over, each kept button that is still in the page is clicked again, now with its handler.
 * Hydration keeps the server's elements, so the kept references are the live buttons.
 */
export function replayEarlyTaps(win: Window): void {
  const taps = win.__earlyTaps;
  if (!taps) return;
  const kept = taps.splice(0);
  for (const button of kept) {
    if (button.isConnected && !button.disabled) button.click();
  }
}
