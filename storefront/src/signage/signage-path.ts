/** The signage player's paths (issue 29.4): /signage and below, an app of its own (see main.tsx). */
export function isSignagePath(pathname: string): boolean {
  return pathname === '/signage' || pathname.startsWith('/signage/');
}
