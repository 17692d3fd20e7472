/**
 * Where sign-in goes back to: a back-office path from `?next=`, never another site or the login itself. Without one,
 * /backend: the start page shows an admin what is still missing before real customers order, and sends an admin
 * with nothing open, and every employee, on to the orders board.
 */
export function loginTarget(next: string | null): string {
  if (!next?.startsWith('/backend') || next.startsWith('//') || next.startsWith('/backend/login')) {
    return '/backend';
  }
  return next;
}

/** The login address that comes back to `path` (path + search of the page that got the 401). */
export function loginUrl(path: string): string {
  return `/backend/login?next=${encodeURIComponent(path)}`;
}
